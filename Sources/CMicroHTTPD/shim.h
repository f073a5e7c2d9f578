/*
 * Swift-facing glue for GNU libmicrohttpd (Debian's libmicrohttpd-dev).
 *
 * Swift cannot import C variadic functions, so the few variadic queries the
 * server needs are wrapped here in small typed `cmhd_` helpers. Everything
 * else is used directly from <microhttpd.h>.
 */
#ifndef CMICROHTTPD_SHIM_H
#define CMICROHTTPD_SHIM_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <microhttpd.h>

/* The bound port of a running daemon, or -1 when libmicrohttpd cannot tell. */
static inline int cmhd_daemon_bind_port(struct MHD_Daemon *daemon)
{
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return (NULL == info) ? -1 : (int) info->port;
}

/* The listening socket of a running daemon, or -1 when there is none. */
static inline int cmhd_daemon_listen_fd(struct MHD_Daemon *daemon)
{
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_LISTEN_FD);
    return (NULL == info) ? -1 : (int) info->listen_fd;
}

/* The number of open connections (all worker threads), or -1 when unavailable. */
static inline long cmhd_daemon_current_connections(struct MHD_Daemon *daemon)
{
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_CURRENT_CONNECTIONS);
    return (NULL == info) ? -1L : (long) info->num_connections;
}

/* The peer address of a connection, or NULL when unavailable. */
static inline const struct sockaddr *cmhd_connection_client_address(struct MHD_Connection *connection)
{
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    return (NULL == info) ? NULL : info->client_addr;
}

/* Sets one connection's idle timeout in seconds (0: none); MHD_YES on success. */
static inline enum MHD_Result cmhd_connection_set_timeout(struct MHD_Connection *connection, unsigned int seconds)
{
    return MHD_set_connection_option(connection, MHD_CONNECTION_OPTION_TIMEOUT, seconds);
}

#endif /* CMICROHTTPD_SHIM_H */
