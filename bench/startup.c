/*
 * Start-up time of a server: from just before fork/exec to the first `GET /healthz` answered 200,
 * polled over loopback every 200 µs. Runs the command several times and prints each time and the
 * best, in milliseconds. `{port}` in the command is replaced by a free loopback port.
 *
 *   cc -O2 -o startup bench/startup.c
 *   startup [--runs N] [--path /healthz] -- clearance serve --host 127.0.0.1 --port {port}
 *
 * Output: one line per run, `run=I ms=T`, then `STARTUP best_ms=B median_ms=M runs=N`.
 * Exits 1 if the server never answers 200 within 10 s.
 */
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* A loopback port nobody listens on right now (the kernel's choice, released at once). */
static int free_port(void) {
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    struct sockaddr_in a = {.sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
    socklen_t len = sizeof a;
    if (fd < 0 || bind(fd, (struct sockaddr *)&a, sizeof a) != 0 || getsockname(fd, (struct sockaddr *)&a, &len) != 0) {
        perror("startup: free port");
        exit(2);
    }
    close(fd);
    return ntohs(a.sin_port);
}

/* 1 when GET path on the port answers with status 200, 0 otherwise (refused, reset, other status). */
static int healthy(int port, const char *path) {
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0) return 0;
    struct sockaddr_in a = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port),
                            .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
    int ok = 0;
    if (connect(fd, (struct sockaddr *)&a, sizeof a) == 0) {
        struct timeval tv = {.tv_sec = 1};
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
        char request[256];
        int n = snprintf(request, sizeof request, "GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", path);
        if (write(fd, request, (size_t)n) == n) {
            char response[64] = {0};
            size_t got = 0;
            while (got < 12) {
                ssize_t r = read(fd, response + got, sizeof response - 1 - got);
                if (r <= 0) break;
                got += (size_t)r;
            }
            ok = got >= 12 && strncmp(response, "HTTP/1.", 7) == 0 && strncmp(response + 9, "200", 3) == 0;
        }
    }
    close(fd);
    return ok;
}

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    int runs = 7;
    const char *path = "/healthz";
    int i = 1;
    for (; i < argc && strcmp(argv[i], "--") != 0; i++) {
        if (strcmp(argv[i], "--runs") == 0 && i + 1 < argc) runs = atoi(argv[++i]);
        else if (strcmp(argv[i], "--path") == 0 && i + 1 < argc) path = argv[++i];
        else { fprintf(stderr, "usage: startup [--runs N] [--path P] -- COMMAND...\n"); return 2; }
    }
    if (i + 1 >= argc || runs < 1 || runs > 100) { fprintf(stderr, "usage: startup [--runs N] [--path P] -- COMMAND...\n"); return 2; }
    char **command = argv + i + 1;
    int count = argc - i - 1;
    double *times = calloc((size_t)runs, sizeof *times);

    for (int run = 0; run < runs; run++) {
        int port = free_port();
        char port_text[16];
        snprintf(port_text, sizeof port_text, "%d", port);
        char **args = calloc((size_t)count + 1, sizeof *args);
        for (int k = 0; k < count; k++) args[k] = strcmp(command[k], "{port}") == 0 ? port_text : command[k];

        double start = now_ms();
        pid_t child = fork();
        if (child == 0) {
            int devnull = open("/dev/null", O_WRONLY);
            dup2(devnull, 1);
            dup2(devnull, 2);
            execv(args[0], args);
            _exit(127);
        }
        double elapsed = -1;
        while (now_ms() - start < 10000) {
            if (healthy(port, path)) { elapsed = now_ms() - start; break; }
            int status;
            if (waitpid(child, &status, WNOHANG) == child) { child = -1; break; }
            usleep(200);
        }
        if (child > 0) {
            kill(child, SIGTERM);
            double stop = now_ms();
            int status;
            while (waitpid(child, &status, WNOHANG) == 0) {
                if (now_ms() - stop > 5000) { kill(child, SIGKILL); waitpid(child, &status, 0); break; }
                usleep(1000);
            }
        }
        free(args);
        if (elapsed < 0) {
            fprintf(stderr, "startup: %s never answered 200 on %s (run %d)\n", command[0], path, run + 1);
            return 1;
        }
        times[run] = elapsed;
        printf("run=%d ms=%.2f\n", run + 1, elapsed);
    }
    qsort(times, (size_t)runs, sizeof *times, compare);
    printf("STARTUP best_ms=%.2f median_ms=%.2f runs=%d\n", times[0], times[runs / 2], runs);
    return 0;
}
