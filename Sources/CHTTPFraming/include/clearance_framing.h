#ifndef CLEARANCE_HTTP_FRAMING_H
#define CLEARANCE_HTTP_FRAMING_H

// The service's own C beside libmicrohttpd: the URI log, which sees the raw request target, and
// the framing checks over a request's header fields (RFC 9112). Swift reads their results as
// the constants and the struct below; the functions are in clearance_framing.c.

#include <stddef.h>
#include <stdint.h>

struct MHD_Connection;

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
void *clearance_uri_log(void *cls, const char *uri, struct MHD_Connection *connection);

/// `clearance_uri_log` as an integer, for an `MHD_OptionItem`.
intptr_t clearance_uri_log_pointer(void);

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

/// Checks a request's header fields against the framing rules (`http11` asks for a `Host`) and
/// fills `head`; answers a `CLEARANCE_HEAD_*` problem (the values are then incomplete).
int clearance_inspect_head(struct MHD_Connection *connection, int http11, struct clearance_head *head);

/// Copies the header fields and query arguments into `buffer` as entries `kind name NUL value NUL`
/// (`kind` is `H` or `Q`); answers the bytes all of them need (when more than `capacity`, call
/// again with a larger buffer: nothing past `capacity` was written).
size_t clearance_copy_fields(struct MHD_Connection *connection, uint8_t *buffer, size_t capacity);

#endif
