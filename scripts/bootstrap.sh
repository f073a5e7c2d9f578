#!/usr/bin/env bash
# Installs what ResponderLab needs on a Debian machine that already has the Swift toolchain: libmicrohttpd 1.0.1,
# built from Debian trixie's source package into /opt/libmicrohttpd by scripts/libmicrohttpd.sh (so it needs
# dpkg-dev and gcc; `swift build` finds it with PKG_CONFIG_PATH=/opt/libmicrohttpd/lib/pkgconfig), pkg-config,
# curl and jq (the README turns a debugger dump into JSON with it). With --with-checks also everything the system
# tests (Tests/system, pytest) use:
#   Debian    headless Chromium and its driver (the playground's browser tests) and Noto CJK fonts (its Japanese,
#             Chinese and Korean screenshots), TypeScript (the typed clients),
#             wrk (load), valgrind (memcheck), nginx (scale-out), debootstrap, podman and runc (the container image)
#   PyPI      pytest, openapi-spec-validator, PyYAML, schemathesis, dockerfile-parse, kubernetes-validate (its
#             schemas work offline), selenium, and the client generators openapi-generator (its jar runs on the
#             machine's Java 17) and openapi-python-client
# Safe to run again: it installs only what is missing (a second run takes well under a second).
set -euo pipefail

packages=(dpkg-dev gcc patch pkg-config curl jq)
if [[ "${1:-}" == "--with-checks" ]]; then
    packages+=(node-typescript chromium chromium-driver fonts-noto-cjk python3-selenium wrk valgrind nginx debootstrap podman runc)
fi
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
sudo_cmd=()
if [[ $(id -u) -ne 0 ]]; then sudo_cmd=(sudo); fi
if ((${#missing[@]})); then
    echo "bootstrap: installing ${missing[*]}" >&2
    "${sudo_cmd[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# Returns at once when /opt/libmicrohttpd already holds 1.0.1.
"${sudo_cmd[@]}" bash "$(dirname "$0")/libmicrohttpd.sh" /opt/libmicrohttpd

if ! command -v swift >/dev/null; then
    echo "bootstrap: the Swift toolchain is not on PATH; install Swift 6.x first (swift.org)" >&2
    exit 1
fi

if [[ "${1:-}" == "--with-checks" ]]; then
    python3 - <<'PY' 2>/dev/null || python3 -m pip install --quiet --disable-pip-version-check openapi-spec-validator pyyaml \
        pytest 'schemathesis>=4.32,<5' dockerfile-parse==2.0.1 kubernetes-validate==1.37.0
import openapi_spec_validator, yaml, pytest, schemathesis, dockerfile_parse, kubernetes_validate
PY
    # The client generators, pinned: a new release changes the generated code the typed-client check compiles.
    python3 - <<'PY' 2>/dev/null || python3 -m pip install --quiet --disable-pip-version-check \
        openapi-generator-cli==7.26.0 openapi-python-client==0.29.1
import importlib.metadata as m, sys
sys.exit(m.version("openapi-generator-cli") != "7.26.0" or m.version("openapi-python-client") != "0.29.1")
PY
    # python3 may not be Debian's (pyenv, a venv), and then it does not see python3-selenium.
    python3 -c "import selenium" 2>/dev/null \
        || python3 -m pip install --quiet --disable-pip-version-check selenium==4.51.0
fi
