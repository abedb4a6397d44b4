/*
 * The bench's reference server: libmicrohttpd with the same daemon set-up as `clearance serve`
 * (internal polling thread, epoll, ITC, a worker pool of one thread per core, the same connection
 * timeout and connection limit), reading each request body and answering with bytes prepared in advance. It is the
 * ceiling the service is measured against: everything the service spends beyond it is decoding,
 * solving, encoding and its own bookkeeping.
 *
 *   cc -O2 -o reference bench/reference.c $(pkg-config --cflags --libs libmicrohttpd)
 *   reference --answer ANSWER.json [--host 127.0.0.1] [--port 0] [--threads N] [--timeout S]
 *             [--max-connections N] [--work-ns N] [--service-fields 1] [--memory-limit BYTES]
 *
 * `--work-ns N` makes the reference spend N ns of CPU on each answer before it is queued (a fixed
 * count of steps of a busy loop, calibrated at start against the thread's CPU clock, so that time
 * the thread spends preempted is not counted as work), standing in for decode, solve and encode:
 * a run against references
 * with several values shows how the throughput ratio falls with the work a request costs on this
 * machine (see bench/README.md, "Reading the throughput ratio").
 *
 * `--service-fields 1` adds to each answer the three header fields every answer of the service
 * carries beyond its `Content-Type` (`X-Request-ID`, `X-Content-Type-Options`, `Vary`), and
 * `--memory-limit BYTES` gives each connection the memory pool the service gives it (libmicrohttpd
 * zeroes the whole pool after each request, so its size is a cost per request). The bench's
 * ceiling takes both (scripts/servers.sh): it sends the service's bytes, head and body, with the
 * service's set-up. `SIDE_REFERENCE=1 scripts/side-by-side.sh` measures what each is worth.
 *
 * On start it prints one JSON line on stdout, {"event":"listening","port":N,...}, and serves until
 * SIGINT or SIGTERM.
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <time.h>
#include <unistd.h>

#include <microhttpd.h>

/* The service's body limit (spec §6: 1 MiB). */
#define BODY_LIMIT (1024 * 1024)

static const char *answer_bytes;
static size_t answer_length;
static long work_ns;
/* Whether answers carry the service's three extra header fields (--service-fields 1). */
static int service_fields;
/* Each connection's memory pool in bytes (--memory-limit); 0 leaves libmicrohttpd's default, 32 KiB. */
static long memory_limit;
/* Steps of spin() per answer: work_ns of CPU, as calibrate() measured it. */
static uint64_t work_steps;

/* A chain of n dependent multiply-adds (the compiler can neither drop nor shorten it). */
static uint64_t spin(uint64_t n) {
    uint64_t x = 1;
    for (uint64_t i = 0; i < n; i++) {
        x = x * 6364136223846793005ULL + 1442695040888963407ULL;
        __asm__ volatile("" : "+r"(x));
    }
    return x;
}

static double thread_cpu_ns(void) {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

/* Sets work_steps from the fastest of several timed runs of spin(), on this thread's CPU clock:
 * time spent preempted is not CPU time, so a busy machine does not shorten the work. A loop on a
 * wall clock would stop early whenever the thread was preempted inside it. */
static void calibrate(void) {
    if (work_ns <= 0) return;
    const uint64_t steps = 1 << 22;
    double best = 0;
    volatile uint64_t sink = 0;
    for (int run = 0; run < 7; run++) {
        double start = thread_cpu_ns();
        sink += spin(steps);
        double elapsed = thread_cpu_ns() - start;
        if (elapsed > 0 && (best == 0 || elapsed < best)) best = elapsed;
    }
    (void)sink;
    work_steps = (uint64_t)((double)work_ns * (double)steps / best);
}

/* Spends work_ns of CPU: work_steps steps of spin(). */
static void work(void) {
    if (work_steps == 0) return;
    volatile uint64_t sink = spin(work_steps);
    (void)sink;
}

/* Per-request state, as the service keeps one: the body is copied, not just skipped. */
struct request_state {
    char *body;
    size_t length;
    size_t capacity;
    int too_large;
};

static enum MHD_Result queue_bytes(struct MHD_Connection *connection, unsigned int status, const char *bytes,
                                   size_t length, const char *content_type) {
    struct MHD_Response *response =
        MHD_create_response_from_buffer(length, (void *)bytes, MHD_RESPMEM_PERSISTENT);
    if (response == NULL) return MHD_NO;
    MHD_add_response_header(response, MHD_HTTP_HEADER_CONTENT_TYPE, content_type);
    if (service_fields) {
        /* A fixed id of the length the service generates: the fields cost what the service's do. */
        MHD_add_response_header(response, "X-Request-ID", "5d1c2a3b4e6f7081");
        MHD_add_response_header(response, "X-Content-Type-Options", "nosniff");
        MHD_add_response_header(response, "Vary", "Accept");
    }
    enum MHD_Result result = MHD_queue_response(connection, status, response);
    MHD_destroy_response(response);
    return result;
}

static enum MHD_Result on_request(void *cls, struct MHD_Connection *connection, const char *url,
                                  const char *method, const char *version, const char *upload_data,
                                  size_t *upload_data_size, void **req_cls) {
    (void)cls;
    (void)url;
    (void)method;
    (void)version;
    struct request_state *state = *req_cls;
    if (state == NULL) {
        state = calloc(1, sizeof *state);
        if (state == NULL) return MHD_NO;
        *req_cls = state;
        return MHD_YES;
    }
    if (*upload_data_size > 0) {
        size_t chunk = *upload_data_size;
        if (!state->too_large && state->length + chunk <= BODY_LIMIT) {
            if (state->length + chunk > state->capacity) {
                size_t capacity = state->capacity ? state->capacity : 4096;
                while (capacity < state->length + chunk) capacity *= 2;
                char *grown = realloc(state->body, capacity);
                if (grown == NULL) return MHD_NO;
                state->body = grown;
                state->capacity = capacity;
            }
            memcpy(state->body + state->length, upload_data, chunk);
            state->length += chunk;
        } else {
            state->too_large = 1;
        }
        *upload_data_size = 0;
        return MHD_YES;
    }
    if (state->too_large) {
        static const char problem[] = "{\"type\":\"urn:clearance:problem:body-too-large\"}";
        return queue_bytes(connection, MHD_HTTP_CONTENT_TOO_LARGE, problem, sizeof problem - 1,
                           "application/problem+json");
    }
    work();
    return queue_bytes(connection, MHD_HTTP_OK, answer_bytes, answer_length, "application/json");
}

static void on_completed(void *cls, struct MHD_Connection *connection, void **req_cls,
                         enum MHD_RequestTerminationCode code) {
    (void)cls;
    (void)connection;
    (void)code;
    struct request_state *state = *req_cls;
    if (state != NULL) {
        free(state->body);
        free(state);
        *req_cls = NULL;
    }
}

static char *read_file(const char *path, size_t *length) {
    FILE *f = fopen(path, "rb");
    if (f == NULL) return NULL;
    size_t capacity = 8192, used = 0;
    char *data = malloc(capacity);
    for (;;) {
        if (used == capacity) {
            capacity *= 2;
            char *grown = realloc(data, capacity);
            if (grown == NULL) { free(data); fclose(f); return NULL; }
            data = grown;
        }
        size_t n = fread(data + used, 1, capacity - used, f);
        if (n == 0) break;
        used += n;
    }
    fclose(f);
    *length = used;
    return data;
}

static void usage(void) {
    fprintf(stderr, "usage: reference --answer FILE [--host 127.0.0.1] [--port 0] [--threads N] [--timeout S]"
                    " [--max-connections N] [--work-ns N] [--service-fields 1] [--memory-limit BYTES]\n");
    exit(2);
}

int main(int argc, char **argv) {
    const char *answer_path = NULL;
    const char *host = "127.0.0.1";
    long port = 0;
    long threads = sysconf(_SC_NPROCESSORS_ONLN);
    long timeout = 30;
    long max_connections = 1024;
    for (int i = 1; i < argc; i++) {
        if (i + 1 >= argc) usage();
        if (strcmp(argv[i], "--answer") == 0) answer_path = argv[++i];
        else if (strcmp(argv[i], "--host") == 0) host = argv[++i];
        else if (strcmp(argv[i], "--port") == 0) port = strtol(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "--threads") == 0) threads = strtol(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "--timeout") == 0) timeout = strtol(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "--max-connections") == 0) max_connections = strtol(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "--work-ns") == 0) work_ns = strtol(argv[++i], NULL, 10);
        else if (strcmp(argv[i], "--service-fields") == 0) service_fields = strtol(argv[++i], NULL, 10) != 0;
        else if (strcmp(argv[i], "--memory-limit") == 0) memory_limit = strtol(argv[++i], NULL, 10);
        else usage();
    }
    if (answer_path == NULL || port < 0 || port > 65535 || threads < 1 || timeout < 0 || max_connections < 1 ||
        work_ns < 0 || work_ns > 1000000000L || memory_limit < 0 || memory_limit > (64L << 20))
        usage();
    calibrate();
    answer_bytes = read_file(answer_path, &answer_length);
    if (answer_bytes == NULL) {
        fprintf(stderr, "reference: cannot read %s: %s\n", answer_path, strerror(errno));
        return 1;
    }

    struct sockaddr_in address;
    memset(&address, 0, sizeof address);
    address.sin_family = AF_INET;
    address.sin_port = htons((uint16_t)port);
    if (inet_pton(AF_INET, host, &address.sin_addr) != 1) {
        fprintf(stderr, "reference: not an IPv4 address: %s\n", host);
        return 2;
    }

    /* Block the stop signals before MHD starts its threads, so only sigwait below sees them. */
    sigset_t stop;
    sigemptyset(&stop);
    sigaddset(&stop, SIGINT);
    sigaddset(&stop, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stop, NULL);
    signal(SIGPIPE, SIG_IGN);

    /* As Sources/HTTPServer/HTTPServer.swift: the same flags and options, in the same order. */
    unsigned int flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL | MHD_USE_ITC;
    struct MHD_OptionItem options[] = {
        {MHD_OPTION_SOCK_ADDR, 0, &address},
        {MHD_OPTION_THREAD_POOL_SIZE, threads > 1 ? (intptr_t)threads : 0, NULL},
        {MHD_OPTION_CONNECTION_TIMEOUT, (intptr_t)timeout, NULL},
        {MHD_OPTION_CONNECTION_LIMIT, (intptr_t)max_connections, NULL},
        {MHD_OPTION_NOTIFY_COMPLETED, (intptr_t)on_completed, NULL},
        /* Left at libmicrohttpd's default unless given (an END here ends the list early). */
        {memory_limit > 0 ? MHD_OPTION_CONNECTION_MEMORY_LIMIT : MHD_OPTION_END, (intptr_t)memory_limit, NULL},
        {MHD_OPTION_END, 0, NULL},
    };
    struct MHD_Daemon *daemon = MHD_start_daemon(flags, (uint16_t)port, NULL, NULL, on_request, NULL,
                                                 MHD_OPTION_ARRAY, options, MHD_OPTION_END);
    if (daemon == NULL) {
        fprintf(stderr, "reference: cannot start the daemon on %s:%ld\n", host, port);
        return 1;
    }
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    printf("{\"event\":\"listening\",\"host\":\"%s\",\"port\":%u,\"threads\":%ld,\"answerBytes\":%zu,"
           "\"workNs\":%ld,\"workSteps\":%llu}\n",
           host, info ? info->port : 0, threads, answer_length, work_ns, (unsigned long long)work_steps);
    fflush(stdout);

    int signal_number = 0;
    sigwait(&stop, &signal_number);
    MHD_stop_daemon(daemon);
    return 0;
}
