/*
 * Swift-facing glue for GNU libmicrohttpd 1.0.1, built from Debian trixie's source package by
 * scripts/libmicrohttpd.sh (pkg-config finds it with PKG_CONFIG_PATH=/opt/libmicrohttpd/lib/pkgconfig).
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
#include <malloc.h>
#include <microhttpd.h>

/* The server relies on 1.0's stricter request parser (MHD_OPTION_CLIENT_DISCIPLINE_LVL); bookworm's 0.9.75 lets
 * request-smuggling shapes through. Without PKG_CONFIG_PATH, pkg-config finds Debian's 0.9.75 and this stops the
 * build instead of building a server that accepts them. */
#if !defined(MHD_VERSION) || MHD_VERSION < 0x01000100
#error "libmicrohttpd 1.0.1 or newer is needed: run scripts/bootstrap.sh, then build with PKG_CONFIG_PATH=/opt/libmicrohttpd/lib/pkgconfig"
#endif

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

/* The socket of a connection, or -1 when unavailable. */
static inline int cmhd_connection_socket(struct MHD_Connection *connection)
{
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return (NULL == info) ? -1 : (int) info->connect_fd;
}

/* Sets one connection's idle timeout in seconds (0: none); MHD_YES on success. */
static inline enum MHD_Result cmhd_connection_set_timeout(struct MHD_Connection *connection, unsigned int seconds)
{
    return MHD_set_connection_option(connection, MHD_CONNECTION_OPTION_TIMEOUT, seconds);
}

/* glibc's allocator, set for a server whose large allocations are request bodies that come and go in bursts:
 * at most `arenas` arenas (instead of eight per core, each keeping its own free memory), and a fixed mmap threshold,
 * so that a buffer of `mmap_threshold` bytes or more is its own mapping, returned to the system when it is freed
 * (glibc otherwise raises the threshold after the first such free, and later bodies stay in the heap). */
static inline void cmhd_tune_malloc(int arenas, int mmap_threshold)
{
    (void) mallopt(M_ARENA_MAX, arenas);
    (void) mallopt(M_MMAP_THRESHOLD, mmap_threshold);
}

/* Hands the free pages of every arena back to the system (malloc_trim(0)). */
static inline void cmhd_trim_malloc(void)
{
    (void) malloc_trim(0);
}

#endif /* CMICROHTTPD_SHIM_H */
