#!/usr/bin/env bash
# Builds GNU libmicrohttpd 1.0.1 from Debian trixie's source package into PREFIX (default /opt/libmicrohttpd), as a
# static library without HTTPS, for the CMicroHTTPD target to find with
#
#   PKG_CONFIG_PATH=PREFIX/lib/pkgconfig swift build
#
# Why 1.0.1 and not bookworm's 0.9.75: 1.0's parser refuses the request-smuggling shapes 0.9.75 accepts (a space
# before a header's colon, Content-Length with Transfer-Encoding, an unknown transfer coding, HTTP/1.1 without
# Host) when asked to (MHD_OPTION_CLIENT_DISCIPLINE_LVL 1). Why static: bookworm's libmicrohttpd12 has the same
# soname (libmicrohttpd.so.12), so a shared 1.0.1 could be swapped for 0.9.75 at run time without a word; linked in,
# the binary is what was tested, and the container image needs no libmicrohttpd package.
#
# The source comes from the Debian archive this machine's apt already uses (the first `deb` entry of its own suite,
# read from /etc/apt/sources.list, sources.list.d/*.list and deb822 sources.list.d/*.sources), through a deb-src
# entry for trixie kept in a private apt directory: the machine's own apt configuration is left as it was. Needs
# apt-get, dpkg-source (dpkg-dev), patch, make and a C compiler. Does nothing when PREFIX already holds 1.0.1 or newer
# built with the patches of scripts/libmicrohttpd-patches/ as they are now (PREFIX/share/responderlab-patches lists
# them with their checksums; a build with other patches is made again).
#
# The patches fix what the service met in 1.0.1, each explained at its top:
#   01-chunk-extension-answer.patch   a chunk extension too long for the buffer is answered 400, not dropped
#
#   scripts/libmicrohttpd.sh [PREFIX]          (also run by scripts/bootstrap.sh and the Dockerfile's build stage)
set -euo pipefail

prefix=${1:-/opt/libmicrohttpd}
minimum=1.0.1
source_suite=trixie
patches=$(cd "$(dirname "$0")/libmicrohttpd-patches" && pwd)
# Each patch with its checksum: a changed patch is a different build.
patch_list=$(cd "$patches" && sha256sum ./*.patch | sed 's|\./||')

installed() {
    [[ -f "$prefix/lib/libmicrohttpd.a" ]] \
        && PKG_CONFIG_LIBDIR="$prefix/lib/pkgconfig" pkg-config --atleast-version="$minimum" --max-version=1.99 \
            libmicrohttpd 2>/dev/null \
        && [[ "$(cat "$prefix/share/responderlab-patches" 2>/dev/null)" == "$patch_list" ]]
}
if installed; then
    exit 0
fi

# The machine's Debian archive: URI and Signed-By of the first `deb` entry with its own suite and `main`.
codename=$(. /etc/os-release && echo "${VERSION_CODENAME:-}")
if [[ -z "$codename" ]]; then
    echo "libmicrohttpd.sh: /etc/os-release names no VERSION_CODENAME; is this Debian?" >&2
    exit 1
fi
archive=$(
    {
        for file in /etc/apt/sources.list.d/*.sources; do
            if [[ -f "$file" ]]; then cat "$file" && printf '\n\n'; fi
        done
    } | awk -v suite="$codename" '
        BEGIN { RS = ""; FS = "\n" }
        {
            types = ""; uris = ""; suites = ""; components = ""; signed = ""; enabled = "yes"
            for (i = 1; i <= NF; i++) {
                line = $i
                if (line ~ /^[ \t#]/ || index(line, ":") == 0) continue
                key = tolower(substr(line, 1, index(line, ":") - 1)); value = substr(line, index(line, ":") + 1)
                gsub(/^[ \t]+|[ \t]+$/, "", value)
                if (key == "types") types = value; else if (key == "uris") uris = value
                else if (key == "suites") suites = value; else if (key == "components") components = value
                else if (key == "signed-by") signed = value; else if (key == "enabled") enabled = tolower(value)
            }
            if (enabled == "no") next
            if ((" " types " ") !~ / deb / || (" " suites " ") !~ (" " suite " ") || (" " components " ") !~ / main /)
                next
            split(uris, uri, /[ \t]+/)
            print uri[1] "\t" signed; exit
        }'
)
if [[ -z "$archive" ]]; then
    archive=$(
        for file in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
            if [[ -f "$file" ]]; then cat "$file"; fi
        done | sed -e 's/#.*//' | awk -v suite="$codename" '
            {
                signed = ""
                if (match($0, /\[[^]]*\]/)) {
                    options = substr($0, RSTART + 1, RLENGTH - 2)
                    if (match(options, /signed-by=[^ ]+/)) signed = substr(options, RSTART + 10, RLENGTH - 10)
                    sub(/\[[^]]*\]/, "")
                }
                if ($1 != "deb" || $3 != suite) next
                for (i = 4; i <= NF; i++) if ($i == "main") { print $2 "\t" signed; exit }
            }'
    )
fi
if [[ -z "$archive" ]]; then
    echo "libmicrohttpd.sh: this machine's apt configuration has no 'deb … $codename main' entry to derive the" \
        "$source_suite deb-src entry from" >&2
    exit 1
fi
uri=${archive%%$'\t'*}
signed=${archive#*$'\t'}

work=$(mktemp -d /tmp/libmicrohttpd.XXXXXX)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/lists/partial" "$work/parts"
{
    echo "Types: deb-src"
    echo "URIs: $uri"
    echo "Suites: $source_suite"
    echo "Components: main"
    [[ -n "$signed" ]] && echo "Signed-By: $signed"
} >"$work/parts/$source_suite-src.sources"
apt_options=(-o "Dir::Etc::SourceList=/dev/null" -o "Dir::Etc::SourceParts=$work/parts"
    -o "Dir::State::Lists=$work/lists" -o "APT::Sandbox::User=root")
echo "libmicrohttpd.sh: building libmicrohttpd from $source_suite's source package ($uri) into $prefix" >&2
apt-get "${apt_options[@]}" -qq update
(cd "$work" && apt-get "${apt_options[@]}" -qq source libmicrohttpd >"$work/source.log" 2>&1) || {
    cat "$work/source.log" >&2
    exit 1
}
tree=$(find "$work" -maxdepth 1 -type d -name 'libmicrohttpd-*' | head -1)
cd "$tree"
for file in $(cd "$patches" && ls -1 ./*.patch); do
    patch -p1 --forward --quiet <"$patches/$file" || {
        echo "libmicrohttpd.sh: $file does not apply to $(basename "$tree")" >&2
        exit 1
    }
done
./configure --prefix="$prefix" --disable-https --disable-shared --enable-static --with-pic --disable-doc \
    --disable-examples --disable-tools --disable-curl >"$work/configure.log" 2>&1 || {
    tail -40 "$work/configure.log" >&2
    exit 1
}
make -j"$(nproc)" >"$work/make.log" 2>&1 || {
    tail -40 "$work/make.log" >&2
    exit 1
}
make install >"$work/install.log" 2>&1 || {
    tail -40 "$work/install.log" >&2
    exit 1
}
mkdir -p "$prefix/share"
printf '%s\n' "$patch_list" >"$prefix/share/responderlab-patches"
if ! installed; then
    echo "libmicrohttpd.sh: $source_suite's source package did not give libmicrohttpd $minimum or newer 1.x in" \
        "$prefix ($(basename "$tree"))" >&2
    exit 1
fi
echo "libmicrohttpd.sh: installed $(basename "$tree") in $prefix" >&2
