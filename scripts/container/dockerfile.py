#!/usr/bin/env python3
"""Reads the facts of the repository's Dockerfile, so that checks made without a Docker engine follow the file itself.

    dockerfile.py facts   [--dockerfile PATH] [--context DIR]            shell assignments for container-check.sh
    dockerfile.py check   [--dockerfile PATH] [--context DIR]            static checks only; one line per problem
    dockerfile.py stage   [--dockerfile PATH] [--context DIR] --root DIR copy the build stage's COPY set into DIR
    dockerfile.py mirror  --suite SUITE                                  the Debian mirror apt uses here

Used by scripts/container-check.sh (which reproduces the runtime stage in a debootstrap root filesystem) and by
scripts/check-kubernetes.py (which checks deploy/kubernetes.yaml against the image). Standard library only.

It reads the subset of the Dockerfile syntax the Dockerfile uses: line continuations and comments, FROM ... AS,
RUN (shell form), COPY [--from --chown --chmod], WORKDIR, ENV K=V (and the legacy ENV K V), USER, EXPOSE, LABEL,
STOPSIGNAL, HEALTHCHECK [options] CMD, ENTRYPOINT and CMD (exec or shell form). What it cannot follow (ARG
substitution, heredocs, ADD) is reported as an error rather than guessed at, so that the check and the real
`docker build` cannot silently disagree.
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import re
import shlex
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
PRODUCT = "responder-lab"


class DockerfileError(Exception):
    """Something in the Dockerfile that the check cannot follow or that breaks a rule of the image."""


@dataclass
class Instruction:
    line: int
    keyword: str
    rest: str

    def where(self) -> str:
        return f"line {self.line} ({self.keyword})"


@dataclass
class Stage:
    index: int
    image: str
    name: str | None
    line: int
    instructions: list[Instruction] = field(default_factory=list)

    @property
    def label(self) -> str:
        return self.name or str(self.index)


# --------------------------------------------------------------------------------------------------------------------
# Parsing


def logical_lines(text: str) -> list[Instruction]:
    """Joins continuation lines and drops comments and blank lines, as the Dockerfile frontend does."""
    instructions: list[Instruction] = []
    buffer = ""
    start = 0
    for number, raw in enumerate(text.splitlines(), 1):
        stripped = raw.strip()
        if not stripped or stripped.startswith("#"):
            continue  # comments and blank lines vanish, also in the middle of a continued instruction
        if not buffer:
            start = number
        line = raw.rstrip()
        if line.endswith("\\"):
            buffer += line[:-1] + " "
            continue
        buffer += line
        keyword, _, rest = buffer.strip().partition(" ")
        instructions.append(Instruction(start, keyword.upper(), rest.strip()))
        buffer = ""
    if buffer:
        raise DockerfileError(f"line {start}: the file ends inside a continued instruction")
    return instructions


def parse_stages(text: str) -> list[Stage]:
    stages: list[Stage] = []
    for instruction in logical_lines(text):
        if instruction.keyword == "FROM":
            words = instruction.rest.split()
            words = [w for w in words if not w.startswith("--platform")]
            name = words[2] if len(words) >= 3 and words[1].upper() == "AS" else None
            stages.append(Stage(len(stages), words[0], name, instruction.line))
        elif instruction.keyword in ("ARG",) and not stages:
            raise DockerfileError(f"{instruction.where()}: ARG is not supported by the check; write the value out")
        elif not stages:
            raise DockerfileError(f"{instruction.where()}: instruction before the first FROM")
        else:
            if "<<" in instruction.rest and instruction.keyword in ("RUN", "COPY"):
                raise DockerfileError(f"{instruction.where()}: heredocs are not supported by the check")
            if instruction.keyword in ("ADD", "ARG", "ONBUILD"):
                raise DockerfileError(f"{instruction.where()}: {instruction.keyword} is not supported by the check")
            stages[-1].instructions.append(instruction)
    if not stages:
        raise DockerfileError("no FROM instruction")
    return stages


def exec_or_shell(rest: str) -> list[str]:
    """The argv of an exec-form (JSON array) or shell-form command."""
    if rest.startswith("["):
        try:
            argv = json.loads(rest)
        except json.JSONDecodeError as error:
            raise DockerfileError(f"not a JSON array: {rest!r} ({error})") from None
        if not isinstance(argv, list) or not all(isinstance(a, str) for a in argv):
            raise DockerfileError(f"not a JSON array of strings: {rest!r}")
        return argv
    return ["/bin/sh", "-c", rest]


def shell_segments(command: str) -> list[list[str]]:
    """Splits a shell command into simple commands (at &&, ||, ;, |) of words."""
    lexer = shlex.shlex(command, posix=True, punctuation_chars=";&|")
    lexer.whitespace_split = True
    segments: list[list[str]] = [[]]
    for token in lexer:
        if token in ("&&", "||", ";", "|", "&"):
            segments.append([])
        else:
            segments[-1].append(token)
    return [s for s in segments if s]


def key_values(rest: str, where: str) -> dict[str, str]:
    """ENV or LABEL arguments: K=V pairs (quoted as in a shell), or the legacy `K V` form of ENV."""
    words = shlex.split(rest, posix=True)
    if not words:
        raise DockerfileError(f"{where}: nothing to set")
    if "=" not in words[0]:
        return {words[0]: " ".join(words[1:])}
    values = {}
    for word in words:
        key, sep, value = word.partition("=")
        if not sep:
            raise DockerfileError(f"{where}: {word!r} is not KEY=VALUE")
        if "$" in value:
            raise DockerfileError(f"{where}: variable substitution in {word!r} is not supported by the check")
        values[key] = value
    return values


def option_value(words: list[str], index: int, long: str, short: str | None) -> tuple[str | None, int]:
    """Reads `--long V`, `--long=V` or `-s V` at words[index]; returns (value or None, how many words it took)."""
    word = words[index]
    if word.startswith(long + "="):
        return word[len(long) + 1:], 1
    if word == long or (short and word == short):
        if index + 1 >= len(words):
            raise DockerfileError(f"{word} needs a value")
        return words[index + 1], 2
    return None, 0


@dataclass
class Account:
    kind: str  # "user" or "group"
    name: str
    uid: int | None
    gid: int | None
    line: int


def parse_account(segment: list[str], line: int) -> Account | None:
    command = segment[0]
    if command not in ("useradd", "groupadd", "adduser", "addgroup"):
        return None
    if command in ("adduser", "addgroup"):
        raise DockerfileError(f"line {line}: use useradd/groupadd (the check reads their --uid/--gid options)")
    uid = gid = None
    name = None
    index = 1
    # Options of useradd/groupadd that take a value, so that the value is not taken for the name.
    valued = {"-b", "--base-dir", "-c", "--comment", "-d", "--home-dir", "-e", "--expiredate", "-f", "--inactive",
              "-G", "--groups", "-k", "--skel", "-K", "--key", "-p", "--password", "-R", "--root", "-P", "--prefix",
              "-s", "--shell", "-Z", "--selinux-user"}
    while index < len(segment):
        word = segment[index]
        if command == "useradd":
            value, taken = option_value(segment, index, "--uid", "-u")
            if taken:
                uid = int(value)
                index += taken
                continue
            value, taken = option_value(segment, index, "--gid", "-g")
            if taken:
                gid = int(value) if value.isdigit() else None
                index += taken
                continue
        else:
            value, taken = option_value(segment, index, "--gid", "-g")
            if taken:
                gid = int(value)
                index += taken
                continue
        if word.startswith("-"):
            index += 2 if (word in valued) else 1
            continue
        name = word
        index += 1
    if name is None:
        raise DockerfileError(f"line {line}: {command} without a name")
    return Account("user" if command == "useradd" else "group", name, uid, gid, line)


@dataclass
class Copy:
    line: int
    source_stage: str | None
    sources: list[str]
    destination: str  # absolute, in the image
    chown: str | None
    chmod: str | None


@dataclass
class StageFacts:
    stage: Stage
    workdir: str = "/"
    apt_packages: list[str] = field(default_factory=list)
    apt_lines: list[int] = field(default_factory=list)
    runs: list[tuple[str, str, int]] = field(default_factory=list)  # (command, user, line), apt-get RUNs excluded
    swift_commands: list[list[str]] = field(default_factory=list)
    copies: list[Copy] = field(default_factory=list)
    accounts: list[Account] = field(default_factory=list)
    env: dict[str, str] = field(default_factory=dict)
    labels: dict[str, str] = field(default_factory=dict)
    user: str | None = None
    expose: list[int] = field(default_factory=list)
    stopsignal: str | None = None
    healthcheck: list[str] | None = None
    healthcheck_options: dict[str, str] = field(default_factory=dict)
    entrypoint: list[str] | None = None
    cmd: list[str] | None = None


APT_HOUSEKEEPING = {"apt-get", "apt", "rm", "apt-mark", "echo", "true", "dpkg-reconfigure"}


def stage_facts(stage: Stage) -> StageFacts:
    facts = StageFacts(stage)
    for ins in stage.instructions:
        where = ins.where()
        if ins.keyword == "RUN":
            if ins.rest.startswith("--"):
                raise DockerfileError(f"{where}: RUN options (--mount, ...) are not supported by the check")
            segments = shell_segments(" ".join(exec_or_shell(ins.rest)[2:]) if ins.rest.startswith("[") else ins.rest)
            installs = [s for s in segments if s[0] in ("apt-get", "apt") and "install" in s]
            if installs:
                for segment in installs:
                    words = segment[segment.index("install") + 1:]
                    skip = False
                    for word in words:
                        if skip:
                            skip = False
                        elif word in ("-o", "--option", "-t", "--target-release"):
                            skip = True
                        elif not word.startswith("-"):
                            package = re.split(r"[=/]", word, maxsplit=1)[0]
                            facts.apt_packages.append(package)
                facts.apt_lines.append(ins.line)
                others = [s for s in segments if s[0] not in APT_HOUSEKEEPING]
                if others:
                    raise DockerfileError(
                        f"{where}: keep the apt-get RUN to apt-get and clean-up; the check does not replay "
                        f"{' '.join(others[0])!r} from it (move it to its own RUN)")
            else:
                facts.runs.append((ins.rest, facts.user or "0", ins.line))
                for segment in segments:
                    account = parse_account(segment, ins.line)
                    if account:
                        facts.accounts.append(account)
                    if segment[0] == "swift":
                        facts.swift_commands.append(segment)
        elif ins.keyword == "WORKDIR":
            facts.workdir = os.path.normpath(os.path.join(facts.workdir, ins.rest.strip()))
        elif ins.keyword == "COPY":
            words = exec_or_shell(ins.rest) if ins.rest.startswith("[") else shlex.split(ins.rest)
            source_stage = chown = chmod = None
            while words and words[0].startswith("--"):
                flag, _, value = words.pop(0).partition("=")
                if flag == "--from":
                    source_stage = value
                elif flag == "--chown":
                    chown = value
                elif flag == "--chmod":
                    chmod = value
                elif flag not in ("--link",):
                    raise DockerfileError(f"{where}: COPY {flag} is not supported by the check")
            if len(words) < 2:
                raise DockerfileError(f"{where}: COPY needs a source and a destination")
            destination = words[-1]
            absolute = os.path.normpath(os.path.join(facts.workdir, destination))
            if destination.endswith("/") or destination in (".", "./"):
                absolute += "/"
            facts.copies.append(Copy(ins.line, source_stage, words[:-1], absolute, chown, chmod))
        elif ins.keyword == "ENV":
            facts.env.update(key_values(ins.rest, where))
        elif ins.keyword == "LABEL":
            facts.labels.update(key_values(ins.rest, where))
        elif ins.keyword == "USER":
            facts.user = ins.rest.strip()
        elif ins.keyword == "EXPOSE":
            for word in ins.rest.split():
                port, _, protocol = word.partition("/")
                if protocol not in ("", "tcp"):
                    continue
                facts.expose.append(int(port))
        elif ins.keyword == "STOPSIGNAL":
            facts.stopsignal = ins.rest.strip()
        elif ins.keyword == "HEALTHCHECK":
            match = re.fullmatch(r"((?:--[a-z-]+=\S+\s+)*)(CMD|NONE)\b\s*(.*)", ins.rest, re.DOTALL | re.IGNORECASE)
            if not match:
                raise DockerfileError(f"{where}: cannot read HEALTHCHECK {ins.rest!r}")
            facts.healthcheck_options = dict(o[2:].split("=", 1) for o in match.group(1).split())
            facts.healthcheck = None if match.group(2).upper() == "NONE" else exec_or_shell(match.group(3).strip())
        elif ins.keyword == "ENTRYPOINT":
            facts.entrypoint = exec_or_shell(ins.rest)
        elif ins.keyword == "CMD":
            facts.cmd = exec_or_shell(ins.rest)
    return facts


@dataclass
class Dockerfile:
    path: Path
    context: Path
    stages: list[Stage]
    build: StageFacts
    runtime: StageFacts

    @property
    def command(self) -> list[str]:
        """What the container runs: ENTRYPOINT + CMD."""
        return (self.runtime.entrypoint or []) + (self.runtime.cmd or [])

    def user_ids(self) -> tuple[int, int]:
        """The runtime USER as numeric uid and gid (from the useradd/groupadd that made it when given by name)."""
        user = self.runtime.user
        if not user:
            raise DockerfileError("the runtime stage has no USER: the service would run as root")
        name, _, group = user.partition(":")
        uid = int(name) if name.isdigit() else next(
            (a.uid for a in self.runtime.accounts if a.kind == "user" and a.name == name), None)
        if uid is None:
            raise DockerfileError(f"USER {user}: no `useradd --uid N {name}` in the runtime stage")
        if group:
            gid = int(group) if group.isdigit() else next(
                (a.gid for a in self.runtime.accounts if a.kind == "group" and a.name == group), None)
        else:
            gid = next((a.gid for a in self.runtime.accounts if a.kind == "user" and a.uid == uid), None)
        if gid is None:
            raise DockerfileError(f"USER {user}: cannot tell the group id; write USER UID:GID")
        return uid, gid

    def user_name(self) -> str:
        uid, _ = self.user_ids()
        account = next((a for a in self.runtime.accounts if a.kind == "user" and a.uid == uid), None)
        if account is None:
            raise DockerfileError(f"USER {self.runtime.user}: no `useradd --uid {uid} NAME` in the runtime stage")
        return account.name

    def image_title(self) -> str:
        return self.runtime.labels.get("org.opencontainers.image.title", "")

    def port(self) -> int:
        return int(self.runtime.env.get("PORT", "8080"))


def load(dockerfile: Path | str | None = None, context: Path | str | None = None) -> Dockerfile:
    path = Path(dockerfile) if dockerfile else REPO / "Dockerfile"
    if not path.is_file():
        raise DockerfileError(f"{path}: no such file")
    stages = parse_stages(path.read_text())
    runtime = stage_facts(stages[-1])
    sources = {c.source_stage for c in runtime.copies if c.source_stage}
    if len(sources) > 1:
        raise DockerfileError(f"the runtime stage copies from several stages ({', '.join(sorted(sources))})")
    build_stage = stages[0]
    if sources:
        (source,) = sources
        match = [s for s in stages[:-1] if s.name == source or str(s.index) == source]
        if not match:
            raise DockerfileError(f"COPY --from={source}: no such stage")
        build_stage = match[0]
    return Dockerfile(path, Path(context) if context else REPO, stages, stage_facts(build_stage), runtime)


# --------------------------------------------------------------------------------------------------------------------
# Static checks: the rules of the image (see the Dockerfile's comments and the README's Deploy section)


def toolchain_version() -> str | None:
    try:
        output = subprocess.run(["swift", "--version"], capture_output=True, text=True, timeout=60).stdout
    except (OSError, subprocess.TimeoutExpired):
        return None
    match = re.search(r"Swift version (\d+)\.(\d+)", output)
    return f"{match.group(1)}.{match.group(2)}" if match else None


def problems(df: Dockerfile) -> list[str]:
    found: list[str] = []
    build, runtime = df.build, df.runtime
    if len(df.stages) < 2:
        found.append("the Dockerfile must be multi-stage (a build stage and a runtime stage)")
    match = re.fullmatch(r"swift:(\d+\.\d+)-(\w+)", build.stage.image)
    if not match:
        found.append(f"build stage: FROM {build.stage.image}; expected swift:MAJOR.MINOR-bookworm")
    else:
        version = toolchain_version()
        if version and match.group(1) != version:
            found.append(f"build stage: FROM {build.stage.image} but the toolchain here is Swift {version}: "
                         f"use swift:{version}-{match.group(2)}")
        if match.group(2) != debian_suite(df):
            found.append(f"build stage is Debian {match.group(2)} but the runtime stage is {runtime.stage.image}")
    if not re.fullmatch(r"debian:\w+-slim", runtime.stage.image):
        found.append(f"runtime stage: FROM {runtime.stage.image}; expected debian:SUITE-slim")
    builds = [c for c in build.swift_commands if len(c) > 1 and c[1] == "build"]
    if not builds:
        found.append("build stage: no `swift build` command")
    else:
        words = builds[0]
        for needed in (["-c", "release"], ["--static-swift-stdlib"], ["--product", PRODUCT]):
            if not any(words[i:i + len(needed)] == needed for i in range(len(words))):
                found.append(f"build stage: `{' '.join(words)}` lacks {' '.join(needed)}")
    resolve = [i for i, c in enumerate(build.swift_commands) if c[1:3] == ["package", "resolve"]]
    if not resolve:
        found.append("build stage: no `swift package resolve` layer before the sources are copied")
    if "libmicrohttpd-dev" not in build.apt_packages:
        found.append("build stage: libmicrohttpd-dev is not installed (the CMicroHTTPD target needs it)")
    if not runtime.apt_packages:
        found.append("runtime stage: no `apt-get install` of the libraries the binary loads")
    if any(p.endswith("-dev") for p in runtime.apt_packages):
        found.append(f"runtime stage installs development packages: {' '.join(runtime.apt_packages)}")
    try:
        uid, _ = df.user_ids()
        if uid == 0:
            found.append("runtime stage: USER is root")
        if runtime.user and not re.fullmatch(r"\d+(:\d+)?", runtime.user):
            found.append(f"runtime stage: USER {runtime.user}: give it numerically (UID:GID) so that Kubernetes' "
                         "runAsNonRoot can verify it")
        df.user_name()
    except DockerfileError as error:
        found.append(f"runtime stage: {error}")
    if runtime.env.get("HOST") != "0.0.0.0":
        found.append(f"runtime stage: ENV HOST={runtime.env.get('HOST')!s}; expected 0.0.0.0")
    if runtime.expose != [df.port()]:
        found.append(f"runtime stage: EXPOSE {runtime.expose} does not match ENV PORT={df.port()}")
    if (runtime.stopsignal or "SIGTERM") != "SIGTERM":
        found.append(f"runtime stage: STOPSIGNAL {runtime.stopsignal}; the service stops gracefully on SIGTERM")
    if not df.command or os.path.basename(df.command[0]) != PRODUCT:
        found.append(f"runtime stage: the container runs {df.command!r}, not {PRODUCT}")
    if not runtime.healthcheck:
        found.append("runtime stage: no HEALTHCHECK")
    elif runtime.healthcheck[:1] != df.command[:1] or runtime.healthcheck[1:] != ["healthcheck"]:
        found.append(f"runtime stage: HEALTHCHECK {runtime.healthcheck!r}; expected "
                     f"[\"{df.command[0] if df.command else PRODUCT}\", \"healthcheck\"] (exec form, no extra package)")
    binaries = [c for c in runtime.copies if c.source_stage]
    if not any(os.path.basename(s) == PRODUCT for c in binaries for s in c.sources):
        found.append(f"runtime stage: no COPY --from=... of the {PRODUCT} binary")
    if not df.image_title():
        found.append("runtime stage: no LABEL org.opencontainers.image.title (the image name the deploy files use)")
    return found


def debian_suite(df: Dockerfile) -> str:
    match = re.fullmatch(r"debian:(\w+)(-slim)?", df.runtime.stage.image)
    return match.group(1) if match else "bookworm"


# --------------------------------------------------------------------------------------------------------------------
# .dockerignore and the build stage's COPY set


def ignore_patterns(context: Path) -> list[tuple[bool, re.Pattern[str]]]:
    """The context's .dockerignore as (is_exception, regex) in file order (the last match wins, as in Docker)."""
    path = context / ".dockerignore"
    patterns = []
    if not path.is_file():
        return patterns
    for raw in path.read_text().splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        exception = line.startswith("!")
        if exception:
            line = line[1:].strip()
        line = os.path.normpath(line).lstrip("/")
        regex = ""
        index = 0
        while index < len(line):
            char = line[index]
            if line.startswith("**", index):
                index += 2
                if line.startswith("/", index):
                    regex += "(?:.*/)?"  # `**/` matches no directory or any number of them
                    index += 1
                else:
                    regex += ".*"
                continue
            if char == "*":
                regex += "[^/]*"
            elif char == "?":
                regex += "[^/]"
            elif char == "[":
                end = line.find("]", index)
                if end < 0:
                    regex += re.escape(char)
                else:
                    regex += line[index:end + 1]
                    index = end
            else:
                regex += re.escape(char)
            index += 1
        patterns.append((exception, re.compile(regex + r"\Z")))
    return patterns


def ignored(relative: str, patterns: list[tuple[bool, re.Pattern[str]]]) -> bool:
    """Docker's rule: a pattern matches a path or any of its parent directories; the last matching pattern wins."""
    parts = relative.split("/")
    prefixes = ["/".join(parts[:i]) for i in range(1, len(parts) + 1)]
    verdict = False
    for exception, regex in patterns:
        if any(regex.match(prefix) for prefix in prefixes):
            verdict = not exception
    return verdict


def copy_plan(df: Dockerfile) -> dict[str, tuple[str, Path]]:
    """What the build stage's COPY instructions put in the image: {absolute image path: (kind, context path)}."""
    context = df.context.resolve()
    patterns = ignore_patterns(context)
    plan: dict[str, tuple[str, Path]] = {}

    def add(source: Path, target: str) -> None:
        relative = source.relative_to(context).as_posix()
        if ignored(relative, patterns):
            return
        if source.is_symlink():
            plan[target] = ("link", source)
        elif source.is_dir():
            plan[target] = ("dir", source)
            for child in sorted(source.iterdir()):
                add(child, f"{target}/{child.name}")
        else:
            plan[target] = ("file", source)

    for copy in df.build.copies:
        if copy.source_stage:
            raise DockerfileError(f"line {copy.line}: COPY --from in the build stage is not supported by the check")
        matched: list[Path] = []
        for pattern in copy.sources:
            names = sorted(glob.glob(pattern, root_dir=context)) if glob.has_magic(pattern) else [pattern]
            for name in names:
                source = (context / name)
                if not source.exists() and not source.is_symlink():
                    raise DockerfileError(f"line {copy.line}: COPY {name}: not in the build context "
                                          f"(docker build would fail)")
                if ignored(os.path.normpath(name), patterns):
                    raise DockerfileError(f"line {copy.line}: COPY {name}: excluded by .dockerignore "
                                          f"(docker build would fail)")
                matched.append(source)
        if not matched:
            raise DockerfileError(f"line {copy.line}: COPY {' '.join(copy.sources)}: matches nothing in the context")
        into_directory = copy.destination.endswith("/") or len(matched) > 1
        for source in matched:
            if source.is_dir() and not source.is_symlink():
                base = copy.destination.rstrip("/") or "/"
                for child in sorted(source.iterdir()):
                    add(child, f"{base.rstrip('/')}/{child.name}")
            else:
                target = (copy.destination.rstrip("/") + "/" + source.name) if into_directory \
                    else copy.destination
                add(source, target)
    return plan


def stage_context(df: Dockerfile, root: Path) -> tuple[int, int]:
    """Makes ROOT hold exactly what the build stage copies (image paths under ROOT), keeping the WORKDIR's .build.

    Unchanged files keep their modification times, so that swift build stays incremental. Returns (copied, removed).
    """
    plan = copy_plan(df)
    root.mkdir(parents=True, exist_ok=True)
    keep = f"{df.build.workdir.rstrip('/')}/.build"
    wanted = {p for p in plan}
    for target in plan:  # parent directories of what is copied
        parent = os.path.dirname(target)
        while parent not in ("/", ""):
            wanted.add(parent)
            parent = os.path.dirname(parent)
    removed = copied = 0
    for directory, dirs, files in os.walk(root, topdown=True):
        relative = os.path.relpath(directory, root)
        image_dir = "" if relative == "." else "/" + relative
        for name in list(dirs):
            image_path = f"{image_dir}/{name}"
            full = Path(directory, name)
            if full.is_symlink():  # os.walk lists links to directories with the directories
                dirs.remove(name)
                files.append(name)
            elif image_path == keep:
                dirs.remove(name)
            elif image_path not in wanted or plan.get(image_path, ("dir",))[0] != "dir":
                shutil.rmtree(full)
                dirs.remove(name)
                removed += 1
        for name in files:
            image_path = f"{image_dir}/{name}"
            full = Path(directory, name)
            if image_path not in plan or plan[image_path][0] != ("link" if full.is_symlink() else "file"):
                full.unlink()
                removed += 1
    for target, (kind, source) in sorted(plan.items()):
        destination = root / target.lstrip("/")
        destination.parent.mkdir(parents=True, exist_ok=True)
        if kind == "dir":
            if destination.is_symlink() or (destination.exists() and not destination.is_dir()):
                destination.unlink()
            destination.mkdir(exist_ok=True)
        elif kind == "link":
            link = os.readlink(source)
            if destination.is_symlink() and os.readlink(destination) == link:
                continue
            if destination.is_dir() and not destination.is_symlink():
                shutil.rmtree(destination)
            elif destination.exists() or destination.is_symlink():
                destination.unlink()
            os.symlink(link, destination)
            copied += 1
        else:
            stat = source.stat()
            if destination.is_file() and not destination.is_symlink():
                mine = destination.stat()
                if mine.st_size == stat.st_size and mine.st_mtime_ns == stat.st_mtime_ns:
                    continue
            if destination.is_symlink() or destination.exists():
                if destination.is_dir() and not destination.is_symlink():
                    shutil.rmtree(destination)
                else:
                    destination.unlink()
            shutil.copy2(source, destination)
            copied += 1
    # A symlink whose target the COPY set lacks breaks the real build too (Sources/ reaches examples/ this way).
    for target, (kind, _) in plan.items():
        if kind == "link":
            destination = root / target.lstrip("/")
            if not destination.exists():
                raise DockerfileError(
                    f"{target} -> {os.readlink(destination)}: the link's target is not copied by the build stage "
                    f"(add a COPY for it, and check .dockerignore)")
    return copied, removed


# --------------------------------------------------------------------------------------------------------------------
# The Debian mirror apt uses on this machine


def debian_mirror(suite: str) -> str:
    entries: list[tuple[list[str], list[str], list[str], list[str]]] = []  # types, uris, suites, components
    sources_dir = Path("/etc/apt/sources.list.d")
    for path in sorted(sources_dir.glob("*.sources")) if sources_dir.is_dir() else []:
        for block in re.split(r"\n\s*\n", path.read_text()):
            fields: dict[str, str] = {}
            for line in block.splitlines():
                if line.startswith("#") or ":" not in line or line.startswith(" "):
                    continue
                key, _, value = line.partition(":")
                fields[key.strip().lower()] = value.strip()
            entries.append((fields.get("types", "").split(), fields.get("uris", "").split(),
                            fields.get("suites", "").split(), fields.get("components", "").split()))
    lists = [Path("/etc/apt/sources.list")] + (sorted(sources_dir.glob("*.list")) if sources_dir.is_dir() else [])
    for path in lists:
        if not path.is_file():
            continue
        for line in path.read_text().splitlines():
            line = re.sub(r"\[[^]]*\]", "", line.split("#", 1)[0]).split()
            if len(line) >= 4:
                entries.append(([line[0]], [line[1]], [line[2]], line[3:]))
    for types, uris, suites, components in entries:
        if "deb" in types and suite in suites and "main" in components and uris:
            return uris[0]
    raise DockerfileError(
        f"this machine's apt configuration (/etc/apt/sources.list, /etc/apt/sources.list.d) has no '{suite} main' "
        "Debian source to debootstrap from; add one, or set CONTAINER_CHECK_MIRROR")


# --------------------------------------------------------------------------------------------------------------------
# Command line


def shell_facts(df: Dockerfile) -> str:
    uid, gid = df.user_ids()
    runtime = df.runtime
    from_copies = []
    for copy in runtime.copies:
        if not copy.source_stage:
            raise DockerfileError(f"line {copy.line}: the runtime stage copies {' '.join(copy.sources)} from the "
                                  "context; the check does not reproduce that (the service reads no files)")
        for source in copy.sources:
            if os.path.basename(source) != PRODUCT:
                raise DockerfileError(f"line {copy.line}: COPY --from={copy.source_stage} {source}: the check can "
                                      f"only reproduce the copy of the {PRODUCT} binary")
            destination = copy.destination + PRODUCT if copy.destination.endswith("/") else copy.destination
            from_copies.append("|".join([destination, copy.chown or "", copy.chmod or ""]))
    build = next(c for c in df.build.swift_commands if len(c) > 1 and c[1] == "build")
    values: dict[str, object] = {
        "DF_PATH": str(df.path),
        "DF_BUILD_IMAGE": df.build.stage.image,
        "DF_BUILD_PACKAGES": df.build.apt_packages,
        "DF_BUILD_WORKDIR": df.build.workdir,
        "DF_SWIFT_COMMANDS": [shlex.join(c) for c in df.build.swift_commands],
        "DF_SWIFT_BUILD": build,
        "DF_RUNTIME_IMAGE": runtime.stage.image,
        "DF_SUITE": debian_suite(df),
        "DF_RUNTIME_PACKAGES": runtime.apt_packages,
        "DF_RUNTIME_RUNS": [r[0] for r in runtime.runs],
        "DF_RUNTIME_RUN_USERS": [r[1] for r in runtime.runs],
        "DF_BINARY_COPIES": from_copies,
        "DF_USER_NAME": df.user_name(),
        "DF_UID": str(uid),
        "DF_GID": str(gid),
        "DF_WORKDIR": runtime.workdir,
        "DF_ENV": [f"{k}={v}" for k, v in runtime.env.items()],
        "DF_PORT": str(df.port()),
        "DF_EXPOSE": [str(p) for p in runtime.expose],
        "DF_STOPSIGNAL": runtime.stopsignal or "SIGTERM",
        "DF_HEALTHCHECK": runtime.healthcheck or [],
        "DF_HEALTHCHECK_TIMEOUT": runtime.healthcheck_options.get("timeout", "30s"),
        "DF_COMMAND": df.command,
        "DF_IMAGE_TITLE": df.image_title(),
    }
    lines = []
    for key, value in values.items():
        if isinstance(value, list):
            lines.append(f"{key}=({' '.join(shlex.quote(str(v)) for v in value)})")
        else:
            lines.append(f"{key}={shlex.quote(str(value))}")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("action", choices=["facts", "check", "stage", "mirror"])
    parser.add_argument("--dockerfile", default=None)
    parser.add_argument("--context", default=None)
    parser.add_argument("--root", default=None)
    parser.add_argument("--suite", default="bookworm")
    options = parser.parse_args(argv)
    try:
        if options.action == "mirror":
            print(debian_mirror(options.suite))
            return 0
        df = load(options.dockerfile, options.context)
        if options.action in ("facts", "check"):
            found = problems(df)
            for problem in found:
                print(f"{df.path.name}: {problem}", file=sys.stderr)
            if found:
                return 1
            if options.action == "facts":
                print(shell_facts(df))
            return 0
        if options.action == "stage":
            if not options.root:
                parser.error("stage needs --root")
            copied, removed = stage_context(df, Path(options.root))
            print(f"{copied} copied, {removed} removed")
            return 0
    except DockerfileError as error:
        print(f"{Path(options.dockerfile or 'Dockerfile').name}: {error}", file=sys.stderr)
        return 1
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
