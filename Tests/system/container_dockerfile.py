"""The facts of the repository's Dockerfile, read with dockerfile-parse, and the rules the image must keep.

test_container.py builds and runs the image with podman; what it cannot see from outside the image (the stages'
base images, the build command, the user, the port, the stop signal, the health check) it reads here, so that the
check follows the file instead of repeating it. The chroot fallback (container_chroot.py) reads the rest: the
runtime stage's packages, its other RUN instructions and where the binary is copied.
"""

import json
import os
import re
import shlex
import subprocess
from dataclasses import dataclass, field

from dockerfile_parse import DockerfileParser

from harness import REPO

PRODUCT = "responder-lab"
DOCKERFILE = REPO / "Dockerfile"


@dataclass
class Stage:
    """One FROM ... AS NAME and the instructions under it, as (instruction, value, line) triples."""

    image: str
    name: str
    instructions: list = field(default_factory=list)

    def values(self, instruction):
        return [value for keyword, value, _ in self.instructions if keyword == instruction]

    def last(self, instruction):
        found = self.values(instruction)
        return found[-1] if found else None

    def runs(self):
        """The RUN commands, each split into simple commands (at &&, ||, ;, |) of words."""
        return [(value, simple_commands(value)) for value in self.values("RUN")]

    def apt_packages(self):
        packages = []
        for _, commands in self.runs():
            for words in commands:
                if words[:1] in (["apt-get"], ["apt"]) and "install" in words:
                    packages += [word for word in words[words.index("install") + 1:] if not word.startswith("-")]
        return packages

    def swift_commands(self):
        return [words for _, commands in self.runs() for words in commands if words[:1] == ["swift"]]

    def env(self):
        found = {}
        for value in self.values("ENV"):
            words = shlex.split(value)
            if words and "=" not in words[0]:  # the legacy `ENV KEY value` form
                found[words[0]] = " ".join(words[1:])
                continue
            found.update(word.split("=", 1) for word in words)
        return found

    def labels(self):
        return dict(word.split("=", 1) for value in self.values("LABEL") for word in shlex.split(value))

    def workdir(self):
        path = "/"
        for value in self.values("WORKDIR"):
            path = os.path.normpath(os.path.join(path, value.strip()))
        return path

    def copies(self):
        """(from stage or None, chown or None, sources, destination) of each COPY."""
        found = []
        for value in self.values("COPY"):
            words = json.loads(value) if value.startswith("[") else shlex.split(value)
            flags = {}
            while words and words[0].startswith("--"):
                flag, _, argument = words.pop(0).partition("=")
                flags[flag] = argument
            found.append((flags.get("--from"), flags.get("--chown"), words[:-1], words[-1]))
        return found


def simple_commands(command):
    lexer = shlex.shlex(command, posix=True, punctuation_chars=";&|")
    lexer.whitespace_split = True
    commands = [[]]
    for token in lexer:
        if token in ("&&", "||", ";", "|", "&"):
            commands.append([])
        else:
            commands[-1].append(token)
    return [words for words in commands if words]


def argv(value):
    """The argv of an exec-form (JSON array) or shell-form ENTRYPOINT, CMD or HEALTHCHECK CMD."""
    return json.loads(value) if value.strip().startswith("[") else ["/bin/sh", "-c", value]


class Dockerfile:
    """The stages of a Dockerfile and the runtime stage's settings."""

    def __init__(self, path=DOCKERFILE):
        self.path = path
        self.parser = DockerfileParser(path=str(path))
        self.stages = []
        for item in self.parser.structure:
            if item["instruction"] == "FROM":
                words = [word for word in item["value"].split() if not word.startswith("--platform")]
                name = words[2] if len(words) >= 3 and words[1].upper() == "AS" else str(len(self.stages))
                self.stages.append(Stage(words[0], name))
            elif item["instruction"] != "COMMENT" and self.stages:
                self.stages[-1].instructions.append((item["instruction"], item["value"], item["startline"] + 1))
        self.runtime = self.stages[-1]
        sources = [source for source, _, _, _ in self.runtime.copies() if source]
        self.build = next((stage for stage in self.stages[:-1] if sources and stage.name == sources[0]),
                          self.stages[0])

    @property
    def command(self):
        """What the container runs: ENTRYPOINT then CMD."""
        entrypoint, cmd = self.runtime.last("ENTRYPOINT"), self.runtime.last("CMD")
        return (argv(entrypoint) if entrypoint else []) + (argv(cmd) if cmd else [])

    def healthcheck(self):
        """(options, argv) of the HEALTHCHECK, or None."""
        value = self.runtime.last("HEALTHCHECK")
        if value is None:
            return None
        match = re.fullmatch(r"((?:--[a-z-]+=\S+\s+)*)(CMD|NONE)\b\s*(.*)", value.strip(), re.DOTALL | re.IGNORECASE)
        if not match or match.group(2).upper() == "NONE":
            return None
        options = dict(option[2:].split("=", 1) for option in match.group(1).split())
        return options, argv(match.group(3).strip())

    def user(self):
        """(uid, gid) of the runtime USER when it is numeric, else None."""
        match = re.fullmatch(r"(\d+):(\d+)", (self.runtime.last("USER") or "").strip())
        return (int(match.group(1)), int(match.group(2))) if match else None

    def accounts(self):
        """{uid: (name, gid)} of the runtime stage's `useradd --uid N --gid N NAME` commands."""
        found = {}
        for _, commands in self.runtime.runs():
            for words in commands:
                if words[:1] != ["useradd"]:
                    continue
                options = dict(re.findall(r"(?:^| )(--uid|-u|--gid|-g)[= ](\d+)", " ".join(words)))
                uid = options.get("--uid") or options.get("-u")
                gid = options.get("--gid") or options.get("-g")
                if uid:
                    found[int(uid)] = (words[-1], int(gid) if gid else None)
        return found

    def port(self):
        return int(self.runtime.env().get("PORT", "8080"))

    def health_port(self):
        """The probes' own port (RESPONDER_LAB_HEALTH_PORT), or None."""
        value = self.runtime.env().get("RESPONDER_LAB_HEALTH_PORT")
        return int(value) if value and value.isdigit() else None

    def expose(self):
        return [int(word.split("/")[0]) for value in self.runtime.values("EXPOSE") for word in value.split()
                if word.split("/")[1:] in ([], ["tcp"])]

    def stopsignal(self):
        return (self.runtime.last("STOPSIGNAL") or "SIGTERM").strip()

    def suite(self):
        match = re.fullmatch(r"debian:(\w+?)(-slim)?", self.runtime.image)
        return match.group(1) if match else "bookworm"

    def build_command(self):
        return next((words for words in self.build.swift_commands() if words[1:2] == ["build"]), None)


def toolchain_version():
    """The full Swift version here (6.3.1), or None without a toolchain."""
    try:
        output = subprocess.run(["swift", "--version"], capture_output=True, text=True, timeout=120).stdout
    except (OSError, subprocess.TimeoutExpired):
        return None
    match = re.search(r"Swift version (\d+\.\d+(?:\.\d+)?)", output)
    return match.group(1) if match else None


# The rules of the image, one function each: a problem to report, or None. test_container.py runs every one.


def rule_multi_stage(df):
    if len(df.stages) < 2:
        return "the Dockerfile must be multi-stage (a build stage and a runtime stage)"


def rule_swift_image_matches_toolchain(df):
    match = re.fullmatch(r"swift:(\d+\.\d+)-(\w+)", df.build.image)
    if not match:
        return f"build stage: FROM {df.build.image}; expected swift:MAJOR.MINOR-bookworm"
    version = toolchain_version()
    if version is None:
        return "swift --version gives no version here: the build stage's tag cannot be checked against it"
    if ".".join(version.split(".")[:2]) != match.group(1):
        return f"build stage: FROM {df.build.image} but the toolchain here is Swift {version}: " \
               f"use swift:{'.'.join(version.split('.')[:2])}-{match.group(2)}"
    if match.group(2) != df.suite():
        return f"build stage is Debian {match.group(2)} but the runtime stage is {df.runtime.image}"


def rule_runtime_is_debian_slim(df):
    if not re.fullmatch(r"debian:\w+-slim", df.runtime.image):
        return f"runtime stage: FROM {df.runtime.image}; expected debian:SUITE-slim"


def rule_release_build_with_static_stdlib(df):
    words = df.build_command()
    if words is None:
        return "build stage: no `swift build` command"
    for needed in (["-c", "release"], ["--static-swift-stdlib"], ["--product", PRODUCT]):
        if not any(words[index:index + len(needed)] == needed for index in range(len(words))):
            return f"build stage: `{' '.join(words)}` lacks {' '.join(needed)}"


def rule_dependencies_resolved_in_their_own_layer(df):
    if not any(words[1:3] == ["package", "resolve"] for words in df.build.swift_commands()):
        return "build stage: no `swift package resolve` layer before the sources are copied"


def rule_build_stage_builds_libmicrohttpd(df):
    """libmicrohttpd 1.0.1 from scripts/libmicrohttpd.sh, found by pkg-config in the prefix the script was given."""
    script = next((words for _, commands in df.build.runs() for words in commands
                   if any(word.endswith("libmicrohttpd.sh") for word in words)), None)
    if script is None:
        return "build stage: scripts/libmicrohttpd.sh is not run (the CMicroHTTPD target needs libmicrohttpd 1.0.1)"
    prefix = script[-1] if not script[-1].endswith(".sh") else "/opt/libmicrohttpd"
    search = df.build.env().get("PKG_CONFIG_PATH", "").split(":")
    if f"{prefix}/lib/pkgconfig" not in search:
        return f"build stage: ENV PKG_CONFIG_PATH does not name {prefix}/lib/pkgconfig, where the script installs"
    missing = [package for package in ("dpkg-dev", "gcc", "patch", "pkg-config") if package not in df.build.apt_packages()]
    if missing:
        return f"build stage: {' '.join(missing)} not installed (scripts/libmicrohttpd.sh needs them)"


def rule_runtime_installs_only_libraries(df):
    packages = df.runtime.apt_packages()
    if not packages:
        return "runtime stage: no `apt-get install` of the libraries the binary loads"
    if any(package.endswith("-dev") for package in packages):
        return f"runtime stage installs development packages: {' '.join(packages)}"


def rule_numeric_non_root_user(df):
    user = df.runtime.last("USER")
    if not user:
        return "runtime stage: no USER: the service would run as root"
    ids = df.user()
    if ids is None:
        return f"runtime stage: USER {user}: give it numerically (UID:GID) so that Kubernetes' runAsNonRoot can " \
               "verify it"
    if ids[0] == 0:
        return "runtime stage: USER is root"
    account = df.accounts().get(ids[0])
    if account is None:
        return f"runtime stage: USER {user}: no `useradd --uid {ids[0]} NAME` in the runtime stage"
    if account[1] != ids[1]:
        return f"runtime stage: USER {user} but useradd gives {account[0]} the group {account[1]}"


def rule_listens_on_every_interface(df):
    host = df.runtime.env().get("HOST")
    if host != "0.0.0.0":
        return f"runtime stage: ENV HOST={host}; expected 0.0.0.0"


def rule_expose_is_port(df):
    expected = [df.port()] + ([df.health_port()] if df.health_port() else [])
    if df.expose() != expected:
        return f"runtime stage: EXPOSE {df.expose()} does not match ENV PORT={df.port()} (and the probes' port)"


def rule_stops_on_sigterm(df):
    if df.stopsignal() != "SIGTERM":
        return f"runtime stage: STOPSIGNAL {df.stopsignal()}; the service stops gracefully on SIGTERM"


def rule_runs_the_service(df):
    if not df.command or os.path.basename(df.command[0]) != PRODUCT:
        return f"runtime stage: the container runs {df.command!r}, not {PRODUCT}"


def rule_exec_form_healthcheck(df):
    healthcheck = df.healthcheck()
    expected = [df.command[0] if df.command else PRODUCT, "healthcheck"]
    if healthcheck is None:
        return "runtime stage: no HEALTHCHECK"
    if healthcheck[1] != expected:
        return f"runtime stage: HEALTHCHECK {healthcheck[1]!r}; expected {json.dumps(expected)} " \
               "(exec form, no extra package)"


def rule_binary_copied_from_the_build(df):
    if not any(source and any(os.path.basename(path) == PRODUCT for path in paths)
               for source, _, paths, _ in df.runtime.copies()):
        return f"runtime stage: no COPY --from=... of the {PRODUCT} binary"


def rule_image_title(df):
    if not df.runtime.labels().get("org.opencontainers.image.title"):
        return "runtime stage: no LABEL org.opencontainers.image.title (the image name the deploy files use)"


RULES = [rule for name, rule in list(globals().items()) if name.startswith("rule_")]
