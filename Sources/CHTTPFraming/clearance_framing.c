#include "clearance_framing.h"

#include <stdarg.h>
#include <string.h>
#include <strings.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <sys/types.h>

#include <microhttpd.h>

/// Where `clearance_copy_fields` writes.
struct clearance_copy {
    uint8_t *buffer;
    size_t capacity;
    size_t used;
};

void *clearance_uri_log(void *cls, const char *uri, struct MHD_Connection *connection) {
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

intptr_t clearance_uri_log_pointer(void) {
    return (intptr_t)&clearance_uri_log;
}

static enum MHD_Result clearance_inspect_field(void *cls, enum MHD_ValueKind kind, const char *key,
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

int clearance_inspect_head(struct MHD_Connection *connection, int http11, struct clearance_head *head) {
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

static enum MHD_Result clearance_copy_field(void *cls, enum MHD_ValueKind kind, const char *key,
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

size_t clearance_copy_fields(struct MHD_Connection *connection, uint8_t *buffer, size_t capacity) {
    struct clearance_copy copy = {buffer, capacity, 0};
    MHD_get_connection_values_n(connection, (enum MHD_ValueKind)(MHD_HEADER_KIND | MHD_GET_ARGUMENT_KIND),
                                clearance_copy_field, &copy);
    return copy.used;
}
