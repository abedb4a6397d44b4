#ifndef CLEARANCE_CMICROHTTPD_SHIM_H
#define CLEARANCE_CMICROHTTPD_SHIM_H

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

#include <string.h>
#include <strings.h>

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

/// The request target has `%00` in its path (a NUL once decoded).
#define CLEARANCE_TARGET_NUL_IN_PATH 1u
/// The query has more than `CLEARANCE_MAX_QUERY_PARAMETERS` parameters.
#define CLEARANCE_TARGET_TOO_MANY_PARAMETERS 2u
/// The request target is longer than `CLEARANCE_MAX_TARGET_BYTES`.
#define CLEARANCE_TARGET_TOO_LONG 4u
/// The longest request target the service reads (longer ones are answered 414).
#define CLEARANCE_MAX_TARGET_BYTES 8192
/// The most query parameters the service reads (more are answered 414).
#define CLEARANCE_MAX_QUERY_PARAMETERS 100

/// The low two bits of a request's slot value (libmicrohttpd's per-request pointer), which say
/// what it holds; Swift reads them through `RequestSlot` alone.
#define CLEARANCE_SLOT_TAG_BITS 2u
#define CLEARANCE_SLOT_TAG_MASK 3u
/// `x1`: a start time in microseconds, shifted left by one (a request without a body to read).
#define CLEARANCE_SLOT_START_TIME 1u
/// `10`: the URI log's findings, shifted left by `CLEARANCE_SLOT_TAG_BITS` (the head not yet handled).
#define CLEARANCE_SLOT_TARGET_FINDINGS 2u
/// `00`: a retained request-state object (an address, so aligned).
#define CLEARANCE_SLOT_OBJECT 0u

/// libmicrohttpd's URI log callback (`MHD_OPTION_URI_LOG_CALLBACK`), called with the raw request
/// target before libmicrohttpd decodes it or splits its query.
///
/// It answers the request's first slot value: the `CLEARANCE_TARGET_*` findings, tagged
/// `CLEARANCE_SLOT_TARGET_FINDINGS`. A target that is too long or has too many parameters gets its query cut
/// (the byte after `?` set to NUL, in libmicrohttpd's own read buffer, which is what `uri` points
/// into): libmicrohttpd parses the query right after this call into a pool of fixed size, and a
/// query of a few hundred parameters exhausts it and drops the connection without a reply.
static inline void *clearance_uri_log(void *cls, const char *uri, struct MHD_Connection *connection) {
    (void)cls;
    (void)connection;
    uintptr_t flags = 0;
    if (uri != NULL) {
        size_t length = 0;
        size_t parameters = 0;
        char *query = NULL;
        for (const char *p = uri; *p != '\0'; p++, length++) {
            if (query != NULL) {
                if (*p == '&') parameters++;
            } else if (*p == '?') {
                query = (char *)p;
                parameters = 1;
            } else if (p[0] == '%' && p[1] == '0' && p[2] == '0') {
                flags |= CLEARANCE_TARGET_NUL_IN_PATH;
            }
        }
        if (length > CLEARANCE_MAX_TARGET_BYTES) flags |= CLEARANCE_TARGET_TOO_LONG;
        if (parameters > CLEARANCE_MAX_QUERY_PARAMETERS) flags |= CLEARANCE_TARGET_TOO_MANY_PARAMETERS;
        if (query != NULL && (flags & (CLEARANCE_TARGET_TOO_LONG | CLEARANCE_TARGET_TOO_MANY_PARAMETERS)) != 0) {
            query[1] = '\0';
        }
    }
    return (void *)((flags << CLEARANCE_SLOT_TAG_BITS) | CLEARANCE_SLOT_TARGET_FINDINGS);
}

/// `clearance_uri_log` as an integer, for an `MHD_OptionItem`.
static inline intptr_t clearance_uri_log_pointer(void) {
    return (intptr_t)&clearance_uri_log;
}

/// What is wrong with a request's header fields, if anything (RFC 9112 framing rules).
enum clearance_head_problem {
    CLEARANCE_HEAD_OK = 0,
    CLEARANCE_HEAD_WHITESPACE_BEFORE_COLON = 1,
    CLEARANCE_HEAD_CR_IN_VALUE = 2,
    CLEARANCE_HEAD_NUL_IN_VALUE = 3,
    CLEARANCE_HEAD_LENGTH_AND_CODING = 4,
    CLEARANCE_HEAD_UNSUPPORTED_CODING = 5,
    CLEARANCE_HEAD_MISSING_HOST = 6,
    CLEARANCE_HEAD_REPEATED_HOST = 7,
    CLEARANCE_HEAD_REPEATED_LENGTH = 8,
};

/// The findings of `clearance_inspect_head`: counts for the framing rules, and the first value of
/// each header field the server reads on the head call (NULL when absent; valid, like every value
/// libmicrohttpd holds, until the request completes), found in the same pass over the fields
/// that `MHD_lookup_connection_value` would make once for each.
struct clearance_head {
    int problem;
    int hosts;
    int lengths;
    int codings;
    const char *content_length;
    size_t content_length_size;
    const char *content_type;
    size_t content_type_size;
    const char *request_id;
    size_t request_id_size;
};

static inline enum MHD_Result clearance_inspect_field(void *cls, enum MHD_ValueKind kind, const char *key,
                                                      size_t key_size, const char *value, size_t value_size) {
    (void)kind;
    struct clearance_head *head = (struct clearance_head *)cls;
    if (key_size > 0 && (key[key_size - 1] == ' ' || key[key_size - 1] == '\t')) {
        head->problem = CLEARANCE_HEAD_WHITESPACE_BEFORE_COLON;
        return MHD_NO;
    }
    if (value_size > 0 && memchr(value, '\r', value_size) != NULL) {
        head->problem = CLEARANCE_HEAD_CR_IN_VALUE;
        return MHD_NO;
    }
    // libmicrohttpd ends a value at its first NUL and zeroes both bytes of the CRLF that ends the
    // line, so the byte after the terminator is NUL too; anything else is a NUL inside the value
    // (or a line ended by a bare LF, which is refused with it). Both bytes are in the read buffer.
    if (value[value_size + 1] != '\0') {
        head->problem = CLEARANCE_HEAD_NUL_IN_VALUE;
        return MHD_NO;
    }
    if (key_size == 4 && strncasecmp(key, "Host", 4) == 0) {
        head->hosts++;
    } else if (key_size == 14 && strncasecmp(key, "Content-Length", 14) == 0) {
        if (head->lengths++ == 0) {
            head->content_length = value;
            head->content_length_size = value_size;
        }
    } else if (key_size == 12 && strncasecmp(key, "Content-Type", 12) == 0) {
        if (head->content_type == NULL) {
            head->content_type = value;
            head->content_type_size = value_size;
        }
    } else if (key_size == 12 && strncasecmp(key, "X-Request-ID", 12) == 0) {
        if (head->request_id == NULL) {
            head->request_id = value;
            head->request_id_size = value_size;
        }
    } else if (key_size == 17 && strncasecmp(key, "Transfer-Encoding", 17) == 0) {
        head->codings++;
        size_t n = value_size;
        while (n > 0 && (value[n - 1] == ' ' || value[n - 1] == '\t')) n--;
        if (n != 7 || strncasecmp(value, "chunked", 7) != 0) head->problem = CLEARANCE_HEAD_UNSUPPORTED_CODING;
    }
    return head->problem == CLEARANCE_HEAD_OK ? MHD_YES : MHD_NO;
}

/// Checks a request's header fields against the framing rules (`http11` asks for a `Host`) and
/// fills `head`; answers a `CLEARANCE_HEAD_*` problem (the values are then incomplete).
static inline int clearance_inspect_head(struct MHD_Connection *connection, int http11, struct clearance_head *head) {
    memset(head, 0, sizeof *head);
    MHD_get_connection_values_n(connection, MHD_HEADER_KIND, clearance_inspect_field, head);
    if (head->problem != CLEARANCE_HEAD_OK) return head->problem;
    if (head->codings > 1) return CLEARANCE_HEAD_UNSUPPORTED_CODING;
    if (head->codings > 0 && head->lengths > 0) return CLEARANCE_HEAD_LENGTH_AND_CODING;
    if (head->lengths > 1) return CLEARANCE_HEAD_REPEATED_LENGTH;
    if (head->hosts > 1) return CLEARANCE_HEAD_REPEATED_HOST;
    if (http11 && head->hosts == 0) return CLEARANCE_HEAD_MISSING_HOST;
    return CLEARANCE_HEAD_OK;
}

/// Where `clearance_copy_fields` writes.
struct clearance_copy {
    uint8_t *buffer;
    size_t capacity;
    size_t used;
};

static inline enum MHD_Result clearance_copy_field(void *cls, enum MHD_ValueKind kind, const char *key,
                                                   size_t key_size, const char *value, size_t value_size) {
    struct clearance_copy *copy = (struct clearance_copy *)cls;
    size_t need = 1 + key_size + 1 + value_size + 1;
    if (copy->used + need <= copy->capacity) {
        uint8_t *p = copy->buffer + copy->used;
        *p++ = kind == MHD_HEADER_KIND ? 'H' : 'Q';
        memcpy(p, key, key_size);
        p += key_size;
        *p++ = 0;
        if (value_size > 0) memcpy(p, value, value_size);
        p += value_size;
        *p = 0;
    }
    copy->used += need;
    return MHD_YES;
}

/// Copies the header fields and query arguments into `buffer` as entries `kind name NUL value NUL`
/// (`kind` is `H` or `Q`); answers the bytes all of them need (when more than `capacity`, call
/// again with a larger buffer: nothing past `capacity` was written).
static inline size_t clearance_copy_fields(struct MHD_Connection *connection, uint8_t *buffer, size_t capacity) {
    struct clearance_copy copy = {buffer, capacity, 0};
    MHD_get_connection_values_n(connection, (enum MHD_ValueKind)(MHD_HEADER_KIND | MHD_GET_ARGUMENT_KIND),
                                clearance_copy_field, &copy);
    return copy.used;
}

#endif
