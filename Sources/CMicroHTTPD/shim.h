#ifndef CLEARANCE_CMICROHTTPD_SHIM_H
#define CLEARANCE_CMICROHTTPD_SHIM_H

// libmicrohttpd for Swift: the wrappers of its variadic functions, which Swift cannot call, and
// nothing else. The service's own C (the framing checks) is the CHTTPFraming target.

#include <stdarg.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <microhttpd.h>

/// Starts a daemon with its options in an array: `MHD_start_daemon` is variadic, so Swift cannot call it.
static inline struct MHD_Daemon *clearance_mhd_start_daemon(unsigned int flags, uint16_t port,
                                                            MHD_AccessHandlerCallback handler, void *handler_cls,
                                                            const struct MHD_OptionItem *options) {
    return MHD_start_daemon(flags, port, NULL, NULL, handler, handler_cls, MHD_OPTION_ARRAY, options,
                            MHD_OPTION_END);
}

/// The port the daemon's listening socket is bound to: `MHD_get_daemon_info` is variadic and answers a union.
static inline uint16_t clearance_mhd_bind_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

/// The number of open connections: `MHD_get_daemon_info` is variadic and answers a union.
static inline unsigned int clearance_mhd_current_connections(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_CURRENT_CONNECTIONS);
    return info == NULL ? 0 : info->num_connections;
}

/// The connection's socket: `MHD_get_connection_info` is variadic and answers a union.
static inline int clearance_mhd_connection_fd(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : info->connect_fd;
}

/// The status of the response queued on the connection, or 0 when there is none.
static inline unsigned int clearance_mhd_queued_status(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_HTTP_STATUS);
    return info == NULL ? 0 : info->http_status;
}

#endif
