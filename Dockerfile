# Clearance: the HTTP service in a small image.
#
# Build stage: a release binary with the Swift runtime linked in statically, so the run stage
# needs no Swift toolchain, only the C libraries the service links (libmicrohttpd, and mimalloc as
# the process's malloc).
FROM swift:6.3-bookworm AS build
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
        libmicrohttpd-dev libmimalloc-dev pkg-config \
    && apt-get clean && rm -rf /var/lib/apt/lists/*
WORKDIR /src
# The manifest alone first: dependency resolution stays cached until Package.swift changes.
COPY Package.swift ./
RUN swift package resolve
# The manifest declares the test targets too, and SwiftPM wants their directories present even
# when it builds only the executable.
COPY Sources ./Sources
COPY Tests ./Tests
# The flags of every release build: the Swift runtime linked in statically, and the functions a
# request runs laid out together (scripts/release-flags).
COPY scripts/release-flags scripts/release-order.txt ./scripts/
RUN swift build -c release $(bash scripts/release-flags) --product clearance \
    && install -D -s -m 0755 "$(swift build -c release --show-bin-path)/clearance" /out/clearance

# Run stage: Debian slim with libmicrohttpd's and mimalloc's shared libraries and nothing else added.
FROM debian:bookworm-slim
RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends libmicrohttpd12 libmimalloc2.0 \
    && apt-get clean && rm -rf /var/lib/apt/lists/* \
    && groupadd --gid 10001 clearance \
    && useradd --uid 10001 --gid 10001 --no-create-home --no-log-init --home-dir /nonexistent \
        --shell /usr/sbin/nologin clearance
COPY --from=build /out/clearance /usr/local/bin/clearance
# `clearance serve` serves the contract at GET /openapi.yaml from here.
COPY openapi.yaml /usr/share/clearance/openapi.yaml
# The licence, and where the device figures come from (Apache-2.0 §4: they travel with the binary).
COPY LICENSE NOTICE /usr/share/doc/clearance/
USER 10001:10001
# The service listens on $CLEARANCE_HOST:$PORT; `clearance healthcheck` asks the same port.
ENV PORT=8080 \
    CLEARANCE_HOST=0.0.0.0
EXPOSE 8080
# The binary is PID 1: it handles SIGTERM itself (drains, then exits 0).
STOPSIGNAL SIGTERM
# No curl in the image: the binary checks itself. (Docker image format only; OCI drops it.)
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
    CMD ["clearance", "healthcheck"]
ENTRYPOINT ["/usr/local/bin/clearance"]
CMD ["serve"]
