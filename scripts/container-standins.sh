#!/usr/bin/env bash
# Local stand-ins for the Dockerfile's two base images, under their official names, for machines
# that reach Debian's mirror but no container registry. Each is made only when
# `podman image exists` says it is missing, so a machine that can pull the real ones keeps them.
#
#   docker.io/library/debian:bookworm-slim  debootstrap --variant=minbase from the Debian mirror
#                                           apt's sources already name (CLEARANCE_DEBIAN_MIRROR
#                                           overrides), slimmed as the official image is, and
#                                           imported as an image
#   docker.io/library/swift:6.3-bookworm    that image plus the Swift toolchain's run-time
#                                           packages, PATH on /opt/swift/usr/bin; the toolchain
#                                           itself is mounted at build time (podman build -v),
#                                           and the label org.clearance.stand-in=true says so
#
# Needs root, podman, debootstrap (scripts/container-test.sh installs them and sets the config).
set -euo pipefail
cd "$(dirname "$0")/.."

RUNTIME_IMAGE=docker.io/library/debian:bookworm-slim
BUILD_IMAGE=docker.io/library/swift:6.3-bookworm
SUITE=bookworm

say() { echo "container-standins: $*" >&2; }

# The first mirror apt's sources name for the suite itself (not -updates or -security), from
# deb822 .sources stanzas or one-line .list entries.
debian_mirror() {
    local files=() f
    for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources; do
        [ -f "$f" ] && files+=("$f")
    done
    [ ${#files[@]} -gt 0 ] || return 1
    awk -v suite="$SUITE" '
        function flush() {
            if (uris != "" && (" " suites " ") ~ (" " suite " ")) { split(uris, u, " "); print u[1]; found = 1; exit }
            uris = ""; suites = ""
        }
        FNR == 1 { flush() }
        /^[ \t]*#/ { next }
        FILENAME ~ /\.sources$/ {
            if ($0 ~ /^[ \t]*$/) { flush(); next }
            if (tolower($1) == "uris:") { $1 = ""; uris = $0 }
            if (tolower($1) == "suites:") { $1 = ""; suites = $0 }
            next
        }
        $1 == "deb" {
            i = 2
            if ($i ~ /^\[/) { while ($i !~ /\]$/) i++; i++ }
            if ($(i + 1) == suite) { print $i; found = 1; exit }
        }
        END { if (!found) flush() }
    ' "${files[@]}" | head -n 1
}

# What the official -slim images do to a debootstrapped tree (debuerreotype's slimify and its
# docker apt settings): no documentation, manuals or translations now or from later packages,
# and no apt caches left in layers.
slim() {
    local root=$1
    mkdir -p "$root/etc/dpkg/dpkg.cfg.d" "$root/etc/apt/apt.conf.d"
    cat >"$root/etc/dpkg/dpkg.cfg.d/docker" <<'EOF'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/info/*
path-exclude /usr/share/linda/*
path-exclude /usr/share/lintian/overrides/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
path-exclude /usr/share/man/*
EOF
    cat >"$root/etc/apt/apt.conf.d/docker-clean" <<'EOF'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
EOF
    echo 'Acquire::Languages "none";' >"$root/etc/apt/apt.conf.d/docker-no-languages"
    find "$root/usr/share/doc" -mindepth 1 -not -type d -not -name copyright -delete
    find "$root/usr/share/doc" -mindepth 1 -type d -empty -delete
    find "$root/usr/share/locale" -mindepth 1 -maxdepth 1 -not -name locale.alias -exec rm -rf {} +
    rm -rf "$root"/usr/share/man/* "$root"/usr/share/info/* "$root"/usr/share/lintian/overrides/*
    rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/cache/apt/*.bin "$root"/var/lib/apt/lists/*
    rm -f "$root"/var/log/*.log "$root"/var/log/apt/*
}

work=$(mktemp -d "${TMPDIR:-/var/tmp}/clearance-standins.XXXXXX")
trap 'rm -rf "$work"' EXIT

if ! podman image exists "$RUNTIME_IMAGE"; then
    mirror=${CLEARANCE_DEBIAN_MIRROR:-$(debian_mirror || true)}
    [ -n "$mirror" ] || {
        say "no Debian $SUITE mirror in /etc/apt/sources*; set CLEARANCE_DEBIAN_MIRROR"
        exit 1
    }
    say "making $RUNTIME_IMAGE: debootstrap minbase $SUITE from $mirror"
    debootstrap --variant=minbase "$SUITE" "$work/rootfs" "$mirror" >"$work/debootstrap.log" 2>&1 || {
        tail -n 20 "$work/debootstrap.log" >&2
        say "debootstrap failed"
        exit 1
    }
    slim "$work/rootfs"
    tar -C "$work/rootfs" -c . | podman import - "$RUNTIME_IMAGE" >/dev/null
fi

if ! podman image exists "$BUILD_IMAGE"; then
    say "making $BUILD_IMAGE (the toolchain's run-time packages; the toolchain is mounted at build)"
    mkdir -p "$work/swift"
    cat >"$work/swift/Containerfile" <<EOF
FROM $RUNTIME_IMAGE
RUN apt-get update \\
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \\
        binutils gcc libc6-dev libstdc++-12-dev libgcc-12-dev pkg-config libcurl4-openssl-dev \\
        libxml2-dev libsqlite3-dev libpython3.11 libncurses6 tzdata zlib1g-dev git ca-certificates \\
    && rm -rf /var/lib/apt/lists/*
ENV PATH=/opt/swift/usr/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
LABEL org.clearance.stand-in=true
EOF
    podman build --network=host -t "$BUILD_IMAGE" "$work/swift" >"$work/swift/build.log" 2>&1 || {
        tail -n 30 "$work/swift/build.log" >&2
        say "building the swift stand-in failed"
        exit 1
    }
fi
say "base images present: $RUNTIME_IMAGE, $BUILD_IMAGE"
