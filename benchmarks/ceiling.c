/*
 * The ceiling of this HTTP stack: a bare libmicrohttpd responder with the service's threading options that
 * drains the POST body and answers a fixed JSON body of a given size. Whatever ResponderLab does on top of
 * libmicrohttpd (routing, JSON, the dispatch core) is measured against this.
 *
 *   cc -O2 -o ceiling ceiling.c $(pkg-config --cflags --libs libmicrohttpd)
 *   ./ceiling PORT BODY_BYTES [THREADS]
 */
#include <microhttpd.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char *body;
static size_t body_size;

static enum MHD_Result handle(void *cls, struct MHD_Connection *connection, const char *url, const char *method,
                              const char *version, const char *upload_data, size_t *upload_data_size, void **state) {
    (void)cls; (void)url; (void)method; (void)version; (void)upload_data;
    if (*state == NULL) {           /* first call: headers only */
        *state = (void *)1;
        return MHD_YES;
    }
    if (*upload_data_size != 0) {   /* drain the body */
        *upload_data_size = 0;
        return MHD_YES;
    }
    struct MHD_Response *response = MHD_create_response_from_buffer(body_size, body, MHD_RESPMEM_PERSISTENT);
    MHD_add_response_header(response, "Content-Type", "application/json");
    enum MHD_Result result = MHD_queue_response(connection, MHD_HTTP_OK, response);
    MHD_destroy_response(response);
    return result;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: %s PORT BODY_BYTES [THREADS]\n", argv[0]);
        return 64;
    }
    unsigned short port = (unsigned short)atoi(argv[1]);
    body_size = (size_t)atol(argv[2]);
    unsigned int threads = argc > 3 ? (unsigned int)atoi(argv[3]) : (unsigned int)sysconf(_SC_NPROCESSORS_ONLN);
    body = malloc(body_size + 1);
    memset(body, ' ', body_size);
    if (body_size >= 2) { body[0] = '{'; body[body_size - 1] = '}'; }
    unsigned int flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_ITC
        | (MHD_is_feature_supported(MHD_FEATURE_EPOLL) == MHD_YES ? MHD_USE_EPOLL : MHD_USE_POLL);
    struct MHD_Daemon *daemon = MHD_start_daemon(
        flags, port, NULL, NULL, &handle, NULL,
        MHD_OPTION_THREAD_POOL_SIZE, threads,
        MHD_OPTION_CONNECTION_LIMIT, 1024u,
        MHD_OPTION_PER_IP_CONNECTION_LIMIT, 256u,
        MHD_OPTION_CONNECTION_TIMEOUT, 30u,
        MHD_OPTION_END);
    if (daemon == NULL) {
        fprintf(stderr, "ceiling: cannot start on port %u\n", port);
        return 1;
    }
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGTERM);
    sigaddset(&set, SIGINT);
    sigprocmask(SIG_BLOCK, &set, NULL);
    int signal_number;
    sigwait(&set, &signal_number);
    MHD_stop_daemon(daemon);
    free(body);
    return 0;
}
