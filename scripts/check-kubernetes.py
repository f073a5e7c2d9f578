#!/usr/bin/env python3
"""Checks deploy/kubernetes.yaml: valid, and in step with the Dockerfile and the service's options.

    python3 scripts/check-kubernetes.py [--manifest PATH] [--dockerfile PATH] [--no-install]

The checks:
  - the file parses as YAML and holds one apps/v1 Deployment, one v1 Service, one policy/v1 PodDisruptionBudget and
    one autoscaling/v2 HorizontalPodAutoscaler; the selectors match the pod labels;
  - schema validation, strict (no unknown fields), against the oldest and newest Kubernetes versions that the PyPI
    package kubernetes-validate bundles (it works offline); it is installed into a venv under the cache directory
    (CONTAINER_CHECK_CACHE, default /var/cache/responder-lab, or ~/.cache/responder-lab when that is not writable).
    When it cannot be installed the check says so and goes on with the rest;
  - the container agrees with the Dockerfile (scripts/container/dockerfile.py reads it): the image is
    [REGISTRY/]<LABEL org.opencontainers.image.title>[:TAG], no `command` overriding the ENTRYPOINT, the container
    port is the Dockerfile's EXPOSE/PORT (or the PORT the manifest sets), HOST stays 0.0.0.0, runAsUser/runAsGroup
    are the Dockerfile's USER;
  - every env name is an option the service reads (HOST, PORT, RESPONDER_LAB_*, read from ServiceConfiguration.swift);
  - liveness and readiness probes are httpGet /healthz on the container port; resource requests (cpu, memory) are set;
  - the security context: runAsNonRoot, readOnlyRootFilesystem, allowPrivilegeEscalation false, capabilities drop ALL;
  - what a rolling update needs: maxUnavailable 0, a readiness probe that notices draining within one period (the
    service closes its listening socket on SIGTERM), a preStop pause, terminationGracePeriodSeconds longer than the
    pause plus the service's shutdown grace (RESPONDER_LAB_SHUTDOWN_GRACE), a PodDisruptionBudget that leaves room
    to evict one pod, and a HorizontalPodAutoscaler on CPU for this Deployment, which sets a CPU request;
  - the Service targets the container port; the Deploy text (deploy/README-deploy.md, or README.md's "Deploy"
    section) builds the image under the same name, maps the Dockerfile's port and names only real variables.

Prints one line per check and finally `check-kubernetes: N passed, M failed`; exits 1 when anything failed, with the
first failure repeated as the last line.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.dont_write_bytecode = True  # no __pycache__ in the work tree
sys.path.insert(0, str(REPO / "scripts" / "container"))
import dockerfile as dockerfile_facts  # noqa: E402  (scripts/container/dockerfile.py)

KUBERNETES_VALIDATE = "kubernetes-validate==1.37.0"
REEXEC_MARK = "RESPONDER_LAB_CHECK_KUBERNETES_VENV"


# --------------------------------------------------------------------------------------------------------------------
# Tools: PyYAML and kubernetes-validate, from a venv in the cache when the running Python lacks them


def cache_dir() -> Path:
    configured = os.environ.get("CONTAINER_CHECK_CACHE", "/var/cache/responder-lab")
    path = Path(configured)
    try:
        path.mkdir(parents=True, exist_ok=True)
        if os.access(path, os.W_OK):
            return path
    except OSError:
        pass
    return Path.home() / ".cache" / "responder-lab"


def ensure_validator(install: bool) -> str | None:
    """Re-executes this script in the cache's venv when that venv has kubernetes-validate (installing it if needed).

    Returns None when the running interpreter has it, else why it is unavailable.
    """
    try:
        import kubernetes_validate  # noqa: F401
        import yaml  # noqa: F401
        return None
    except ImportError:
        pass
    if os.environ.get(REEXEC_MARK):
        return "the venv lacks kubernetes-validate"
    venv = cache_dir() / "venv"
    python = venv / "bin" / "python"

    def has_it() -> bool:
        return python.exists() and subprocess.run(
            [str(python), "-c", "import kubernetes_validate, yaml"], capture_output=True).returncode == 0

    if not has_it():
        if not install:
            return "not installed (--no-install)"
        try:
            if not python.exists():
                subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, capture_output=True, timeout=300)
            subprocess.run([str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check",
                            KUBERNETES_VALIDATE], check=True, capture_output=True, text=True, timeout=600)
        except (subprocess.CalledProcessError, subprocess.TimeoutExpired, OSError) as error:
            output = getattr(error, "stderr", "") or getattr(error, "output", "") or str(error)
            last = (output.strip().splitlines() or [str(error)])[-1]
            return f"could not install {KUBERNETES_VALIDATE} from PyPI ({last})"
        if not has_it():
            return f"{KUBERNETES_VALIDATE} installed but does not import"
    os.environ[REEXEC_MARK] = "1"
    os.execv(str(python), [str(python), str(Path(__file__).resolve()), *sys.argv[1:]])
    return "exec failed"  # not reached


# --------------------------------------------------------------------------------------------------------------------
# The service's options, read from its source (the single list that drives --help and the README's table)


def service_options() -> dict[str, str]:
    """{environment variable: default value} from ServiceConfiguration.options."""
    source = (REPO / "Sources/ResponderLabCLI/ServiceConfiguration+Options.swift").read_text()
    found = re.findall(r'environment:\s*"([A-Z0-9_]+)",\s*defaultValue:\s*"([^"]*)"', source)
    if not found:
        raise SystemExit("check-kubernetes: cannot read the options from ServiceConfiguration+Options.swift")
    return dict(found)


# --------------------------------------------------------------------------------------------------------------------


class Report:
    def __init__(self) -> None:
        self.passed = 0
        self.failures: list[str] = []

    def check(self, ok: bool, text: str, why: str = "") -> bool:
        if ok:
            self.passed += 1
            print(f"ok    {text}")
        else:
            message = f"{text}: {why}" if why else text
            self.failures.append(message)
            print(f"FAIL  {message}")
        return ok

    def note(self, text: str) -> None:
        print(f"note  {text}")


def image_repository(image: str) -> str:
    """`registry:5000/team/responder-lab:1.2@sha256:...` -> `responder-lab`."""
    name = image.split("@", 1)[0]
    last = name.rsplit("/", 1)[-1]
    return last.split(":", 1)[0]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--manifest", default=str(REPO / "deploy" / "kubernetes.yaml"))
    parser.add_argument("--dockerfile", default=str(REPO / "Dockerfile"))
    parser.add_argument("--no-install", action="store_true", help="do not pip-install kubernetes-validate")
    options = parser.parse_args(argv)

    unavailable = ensure_validator(not options.no_install)
    try:
        import yaml
    except ImportError:
        print("check-kubernetes: FAIL: PyYAML is missing (pip install pyyaml) and no venv could be made")
        return 1

    report = Report()
    manifest_path = Path(options.manifest)
    try:
        df = dockerfile_facts.load(options.dockerfile, REPO)
        uid, gid = df.user_ids()
    except dockerfile_facts.DockerfileError as error:
        print(f"check-kubernetes: FAIL: cannot read the Dockerfile: {error}")
        return 1
    known = service_options()
    image_port = df.port()

    # ---- parse
    try:
        documents = [d for d in yaml.safe_load_all(manifest_path.read_text()) if d is not None]
    except (OSError, yaml.YAMLError) as error:
        print(f"check-kubernetes: FAIL: {manifest_path}: {error}")
        return 1
    kinds = [(d.get("apiVersion"), d.get("kind")) for d in documents if isinstance(d, dict)]
    expected = [("apps/v1", "Deployment"), ("autoscaling/v2", "HorizontalPodAutoscaler"),
                ("policy/v1", "PodDisruptionBudget"), ("v1", "Service")]
    report.check(sorted(kinds) == expected,
                 f"{manifest_path.name}: one Deployment, Service, PodDisruptionBudget and HorizontalPodAutoscaler",
                 f"found {kinds}")

    def document(kind: str) -> dict:
        return next((d for d in documents if isinstance(d, dict) and d.get("kind") == kind), {})

    deployment = document("Deployment")
    service = document("Service")
    budget = document("PodDisruptionBudget")
    autoscaler = document("HorizontalPodAutoscaler")

    # ---- schema
    if unavailable:
        report.note(f"kubernetes-validate unavailable: {unavailable}; schema validation skipped")
    else:
        import kubernetes_validate
        from kubernetes_validate.utils import all_versions
        supported = [v for v in all_versions()
                     if tuple(map(int, v.split(".")[:2])) >= (1, 28)]
        versions = sorted({supported[0], supported[-1]}, key=lambda v: tuple(map(int, v.split("."))))
        for version in versions:
            for document in documents:
                name = f"{document.get('kind')}/{document.get('metadata', {}).get('name')}"
                try:
                    kubernetes_validate.validate(document, version, strict=True)
                    report.check(True, f"schema (strict, Kubernetes {version}): {name}")
                except Exception as error:  # ValidationError, SchemaNotFoundError, InvalidSchemaError, ...
                    where = "/".join(str(p) for p in getattr(error, "path", []))
                    report.check(False, f"schema (strict, Kubernetes {version}): {name}",
                                 f"{where + ': ' if where else ''}{getattr(error, 'message', error)}")

    # ---- the Deployment
    spec = deployment.get("spec", {}) or {}
    template = spec.get("template", {}) or {}
    pod = template.get("spec", {}) or {}
    pod_labels = (template.get("metadata", {}) or {}).get("labels", {}) or {}
    selector = (spec.get("selector", {}) or {}).get("matchLabels", {}) or {}
    report.check(bool(selector) and all(pod_labels.get(k) == v for k, v in selector.items()),
                 "Deployment selector matches the pod labels", f"{selector} vs {pod_labels}")
    report.check(int(spec.get("replicas", 1)) >= 2, "Deployment runs several replicas (stateless, behind the Service)",
                 f"replicas: {spec.get('replicas', 1)}")
    containers = pod.get("containers", []) or []
    report.check(len(containers) == 1, "one container", f"{len(containers)} containers")
    container = containers[0] if containers else {}

    title = df.image_title()
    image = str(container.get("image", ""))
    report.check(image_repository(image) == title, f"image {image} is the Dockerfile's image ({title})",
                 f"expected [REGISTRY/]{title}[:TAG]")
    report.check("command" not in container, "no `command`: the image's ENTRYPOINT runs",
                 f"command: {container.get('command')}")
    args = container.get("args")
    report.check(args is None or (args[:1] == ["serve"]), "args run the service (serve)", f"args: {args}")

    env = {e.get("name"): e.get("value") for e in container.get("env", []) or []}
    unknown = sorted(n for n in env if n not in known)
    report.check(not unknown, "every env name is an option of the service", f"unknown: {', '.join(unknown)}")
    effective = {**df.runtime.env, **{k: v for k, v in env.items() if v is not None}}
    report.check(effective.get("HOST") == "0.0.0.0", "HOST is 0.0.0.0 (from the Dockerfile's ENV or the manifest)",
                 f"HOST={effective.get('HOST')}")
    port = int(effective.get("PORT", known.get("PORT", "8080")))
    report.check(port == image_port, f"PORT is the Dockerfile's {image_port} (EXPOSE, HEALTHCHECK)",
                 f"the manifest sets PORT={port}")
    ports = container.get("ports", []) or []
    report.check(len(ports) == 1 and ports[0].get("containerPort") == image_port
                 and ports[0].get("protocol", "TCP") == "TCP",
                 f"containerPort {image_port}/TCP is the Dockerfile's EXPOSE", f"ports: {ports}")
    port_names = {p.get("name") for p in ports if p.get("name")} | {p.get("containerPort") for p in ports}

    for probe_name in ("livenessProbe", "readinessProbe"):
        probe = container.get(probe_name) or {}
        http = probe.get("httpGet") or {}
        target = http.get("port")
        report.check(http.get("path") == "/healthz" and target in port_names,
                     f"{probe_name}: httpGet /healthz on the container port",
                     f"{probe_name}: {probe}")

    resources = container.get("resources", {}) or {}
    requests = resources.get("requests", {}) or {}
    report.check("cpu" in requests and "memory" in requests, "resource requests: cpu and memory",
                 f"requests: {requests}")

    context = container.get("securityContext", {}) or {}
    pod_context = pod.get("securityContext", {}) or {}

    def setting(key: str) -> object:
        return context.get(key, pod_context.get(key))

    report.check(setting("runAsNonRoot") is True, "securityContext runAsNonRoot: true")
    report.check(context.get("readOnlyRootFilesystem") is True, "securityContext readOnlyRootFilesystem: true")
    report.check(context.get("allowPrivilegeEscalation") is False, "securityContext allowPrivilegeEscalation: false")
    report.check("ALL" in ((context.get("capabilities") or {}).get("drop") or []),
                 "securityContext capabilities drop ALL")
    run_as_user, run_as_group = setting("runAsUser"), setting("runAsGroup")
    report.check(run_as_user in (None, uid) and run_as_group in (None, gid),
                 f"runAsUser/runAsGroup are the Dockerfile's USER {uid}:{gid}", f"{run_as_user}:{run_as_group}")

    grace = int(effective.get("RESPONDER_LAB_SHUTDOWN_GRACE", known.get("RESPONDER_LAB_SHUTDOWN_GRACE", "10")))
    termination = int(pod.get("terminationGracePeriodSeconds", 30))
    pre_stop = (((container.get("lifecycle") or {}).get("preStop") or {}).get("exec") or {}).get("command") or []
    pause = int(pre_stop[1]) if len(pre_stop) == 2 and pre_stop[0] == "sleep" and pre_stop[1].isdigit() else 0
    report.check(pause > 0, f"preStop pauses {pause}s before SIGTERM (while the pod leaves the endpoints)",
                 f"preStop: {pre_stop or 'none'}")
    report.check(termination > pause + grace,
                 f"terminationGracePeriodSeconds {termination} > preStop {pause}s + shutdown grace {grace}s",
                 "Kubernetes would kill the service before it finishes requests in flight")
    rolling = ((spec.get("strategy") or {}).get("rollingUpdate") or {})
    report.check(str(rolling.get("maxUnavailable")) == "0", "rolling update: maxUnavailable 0",
                 f"maxUnavailable: {rolling.get('maxUnavailable')}")
    readiness = container.get("readinessProbe") or {}
    noticed = int(readiness.get("periodSeconds", 10)) * int(readiness.get("failureThreshold", 3))
    report.check(noticed <= pause + grace, f"readiness notices draining within {noticed}s (<= {pause + grace}s)",
                 "the pod would stay ready after it stopped accepting")

    # ---- the PodDisruptionBudget and the HorizontalPodAutoscaler
    budget_spec = budget.get("spec", {}) or {}
    budget_selector = (budget_spec.get("selector", {}) or {}).get("matchLabels", {}) or {}
    report.check(bool(budget_selector) and all(pod_labels.get(k) == v for k, v in budget_selector.items()),
                 "PodDisruptionBudget selector matches the pod labels", f"{budget_selector} vs {pod_labels}")
    autoscaler_spec = autoscaler.get("spec", {}) or {}
    floor = int(autoscaler_spec.get("minReplicas", 1))
    available = budget_spec.get("minAvailable")
    report.check(isinstance(available, int) and 0 < available < min(floor, int(spec.get("replicas", 1))),
                 f"PodDisruptionBudget minAvailable {available} leaves room to evict a pod of "
                 f"{min(floor, int(spec.get('replicas', 1)))}", "a drain could never evict a pod, or nothing is kept")
    target = autoscaler_spec.get("scaleTargetRef", {}) or {}
    report.check(target.get("kind") == "Deployment" and target.get("name") == deployment.get("metadata", {}).get("name"),
                 "HorizontalPodAutoscaler scales this Deployment", f"{target}")
    metrics = autoscaler_spec.get("metrics", []) or []
    on_cpu = any(((m.get("resource") or {}).get("name") == "cpu") for m in metrics if m.get("type") == "Resource")
    report.check(on_cpu and "cpu" in requests, "HorizontalPodAutoscaler on CPU utilisation (the pod requests CPU)",
                 f"metrics: {metrics}")

    # ---- the Service
    service_spec = service.get("spec", {}) or {}
    service_selector = service_spec.get("selector", {}) or {}
    report.check(bool(service_selector) and all(pod_labels.get(k) == v for k, v in service_selector.items()),
                 "Service selector matches the pod labels", f"{service_selector} vs {pod_labels}")
    service_ports = service_spec.get("ports", []) or []
    report.check(bool(service_ports) and all(p.get("targetPort", p.get("port")) in port_names for p in service_ports),
                 "Service targetPort is the container port", f"ports: {service_ports}")

    # ---- the Deploy text
    readme = REPO / "deploy" / "README-deploy.md"
    text = readme.read_text() if readme.is_file() else ""
    if not text and (REPO / "README.md").is_file():
        match = re.search(r"^## Deploy\b.*?(?=^## |\Z)", (REPO / "README.md").read_text(), re.MULTILINE | re.DOTALL)
        text, readme = (match.group(0), REPO / "README.md") if match else ("", readme)
    if text:
        tags = re.findall(r"docker build\b[^\n]*?-t\s+(\S+)", text)
        report.check(bool(tags) and all(image_repository(t) == title for t in tags),
                     f"{readme.name}: `docker build -t {title}`", f"tags: {tags}")
        maps = []  # (container port mapped, port the container listens on) in each `docker run` line
        for line in re.findall(r"docker run\b[^\n]*", text):
            listening = re.search(r"-e\s+PORT=(\d+)", line)
            for mapped in re.findall(r"-p\s+(?:[\d.]+:)?\d+:(\d+)", line):
                maps.append((int(mapped), int(listening.group(1)) if listening else image_port))
        report.check(bool(maps) and all(m == listening for m, listening in maps),
                     f"{readme.name}: `docker run -p ...:{image_port}` maps the port the service listens on",
                     f"(mapped, listening): {maps}")
        named = set(re.findall(r"\b(RESPONDER_LAB_[A-Z0-9_]+)\b", text))
        report.check(named <= set(known), f"{readme.name}: names only real variables",
                     f"unknown: {', '.join(sorted(named - set(known)))}")
        report.check("/healthz" in text and "kubernetes.yaml" in text, f"{readme.name}: mentions /healthz and "
                     "deploy/kubernetes.yaml")
    else:
        report.note("no deploy/README-deploy.md nor README.md Deploy section: the Deploy text is not checked")

    failed = len(report.failures)
    print(f"check-kubernetes: {report.passed} passed, {failed} failed")
    if failed:
        print(f"check-kubernetes: FAIL: {report.failures[0]}" + (f" (and {failed - 1} more)" if failed > 1 else ""))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
