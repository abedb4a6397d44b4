#!/usr/bin/env bash
# Installs what the project needs on a fresh Debian machine, and nothing that is already there.
#   deps.sh swift    the C libraries the service links (libmicrohttpd, mimalloc) and pkg-config
#   deps.sh python   a virtualenv in .venv with tests/python/requirements.txt
#   deps.sh apt PKG… any Debian packages, when missing
set -euo pipefail
cd "$(dirname "$0")/.."

apt_install() {
    local missing=()
    for p in "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "deps: installing ${missing[*]}" >&2
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    # Try with the package lists as they are; when that fails (a fresh machine has none, or they
    # are stale), update them once and try again.
    if ! DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null 2>&1; then
        $sudo apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
    fi
}

case "${1:-swift}" in
swift)
    apt_install libmicrohttpd-dev libmimalloc-dev pkg-config
    ;;
python)
    req=tests/python/requirements.txt
    stamp=.venv/.requirements.sha
    want=$(sha256sum "$req" | cut -d' ' -f1)
    if [ ! -x .venv/bin/python ] || [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
        python3 -m venv .venv
        .venv/bin/pip install -q --disable-pip-version-check -r "$req"
        echo "$want" >"$stamp"
    fi
    ;;
apt)
    shift
    apt_install "$@"
    ;;
*)
    echo "usage: deps.sh swift|python|apt PKG..." >&2
    exit 2
    ;;
esac
