# syntax=docker/dockerfile:1
#
# ResponderLab: the `responder-lab` HTTP service as a container image.
#
#   docker build -t responder-lab .
#   docker run --rm -p 8080:8080 responder-lab
#
# CI builds and runs this file for real with podman (Tests/system/test_container.py): `podman build` with the
# repository as the context, then the image run read-only as its USER, its HEALTHCHECK, an example answered byte for
# byte as `responder-lab eval` answers it, and exit 0 on `podman stop`. No registry is reachable there, so the two
# FROM images are local stand-ins made with debootstrap (the Swift one with the machine's toolchain). Where podman
# cannot run a container, the check runs the runtime stage in a chroot instead. It reads this file with
# dockerfile-parse, so keep the forms it reads: one `apt-get install` per stage, `useradd --uid N --gid N NAME`,
# a numeric USER UID:GID, ENV K=V, exec-form ENTRYPOINT/CMD/HEALTHCHECK.

# ---- build: the official Swift image of the toolchain's major.minor, on Debian bookworm ----------------------------
FROM swift:6.3-bookworm AS build

# The C library the CMicroHTTPD system-library target finds through pkg-config: libmicrohttpd 1.0.1, built from
# Debian trixie's source package by the same script scripts/bootstrap.sh runs on a machine (it reads this image's
# own apt sources for the archive, and needs dpkg-dev for `apt-get source`, patch for the fixes in
# scripts/libmicrohttpd-patches/, gcc and pkg-config). It is a static library without HTTPS, linked into the binary:
# the runtime stage needs no libmicrohttpd package.
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends dpkg-dev gcc patch pkg-config \
    && rm -rf /var/lib/apt/lists/*
COPY scripts/libmicrohttpd.sh /tmp/scripts/libmicrohttpd.sh
COPY scripts/libmicrohttpd-patches /tmp/scripts/libmicrohttpd-patches
RUN bash /tmp/scripts/libmicrohttpd.sh /opt/libmicrohttpd
ENV PKG_CONFIG_PATH=/opt/libmicrohttpd/lib/pkgconfig

WORKDIR /src

# Dependency resolution first, in its own layer: it is redone only when the manifest changes.
# (The package has no dependencies today; the layering is for the day it has some. `Package.resolve[d]` copies
# Package.resolved when there is one and is no error when there is none.)
COPY Package.swift Package.resolve[d] ./
RUN swift package resolve

# Then the sources. Tests/ is needed because the manifest declares test targets; examples/ and openapi.yaml are
# compiled into the binary (Sources/ reaches them through symlinks).
COPY Sources ./Sources
COPY Tests ./Tests
COPY examples ./examples
COPY openapi.yaml ./openapi.yaml

# Release build, Swift standard library and Foundation linked statically: the runtime stage needs no Swift runtime.
RUN swift build -c release --static-swift-stdlib --product responder-lab \
    && install -D -m 0755 "$(swift build -c release --show-bin-path)/responder-lab" /out/responder-lab

# ---- runtime: Debian bookworm slim, with only what the binary loads ------------------------------------------------
FROM debian:bookworm-slim AS runtime

# `ldd responder-lab` names libstdc++.so.6 (libstdc++6), libgcc_s.so.1 (libgcc-s1), libm and libc (libc6); the last
# two packages are in every Debian system. libmicrohttpd is linked in (no libmicrohttpd12, and so no GnuTLS).
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends libstdc++6 \
    && rm -rf /var/lib/apt/lists/*

# A non-root user with a fixed numeric id, so that Kubernetes' runAsNonRoot can verify it (deploy/kubernetes.yaml).
RUN groupadd --system --gid 10001 responder \
    && useradd --system --uid 10001 --gid 10001 --no-create-home --home-dir /nonexistent \
        --shell /usr/sbin/nologin responder

# The examples and openapi.yaml are compiled into the binary: nothing else to copy.
COPY --from=build /out/responder-lab /usr/local/bin/responder-lab

LABEL org.opencontainers.image.title="responder-lab" \
      org.opencontainers.image.description="UIKit event dispatch, evaluated and explained, over HTTP"

# Listen on every interface of the container. Every other setting keeps its default unless given with -e
# (PORT, RESPONDER_LAB_THREADS, RESPONDER_LAB_MAX_BODY_BYTES, ...; see `responder-lab --help`).
# The probes have a port of their own (RESPONDER_LAB_HEALTH_PORT: GET /healthz and /readyz on a thread of their own),
# which answers within a second whatever the main port is going through.
ENV HOST=0.0.0.0 \
    PORT=8080 \
    RESPONDER_LAB_HEALTH_PORT=8081

USER 10001:10001
EXPOSE 8080 8081

# The service stops gracefully on SIGTERM: it finishes requests in flight (RESPONDER_LAB_SHUTDOWN_GRACE) and exits 0.
STOPSIGNAL SIGTERM

# `responder-lab healthcheck` asks GET /healthz on the probes' port (RESPONDER_LAB_HEALTH_PORT) over loopback: no curl
# or wget in the image.
HEALTHCHECK --interval=30s --timeout=5s --start-period=5s --retries=3 \
    CMD ["/usr/local/bin/responder-lab", "healthcheck"]

ENTRYPOINT ["/usr/local/bin/responder-lab"]
CMD ["serve"]
