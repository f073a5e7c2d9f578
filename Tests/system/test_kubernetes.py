"""deploy/kubernetes.yaml is valid and in step with the Dockerfile, the service's options and the Deploy text.

  - one apps/v1 Deployment, v1 Service, policy/v1 PodDisruptionBudget and autoscaling/v2 HorizontalPodAutoscaler,
    each valid, strictly (no unknown field), against the oldest (from 1.28) and the newest Kubernetes schemas that
    kubernetes-validate bundles (offline);
  - the container agrees with the Dockerfile (container_dockerfile.py reads it): the image is
    [REGISTRY/]<LABEL org.opencontainers.image.title>[:TAG], no `command` over the ENTRYPOINT, the container port is
    the Dockerfile's EXPOSE and PORT, HOST stays 0.0.0.0, runAsUser/runAsGroup are the Dockerfile's USER;
  - every env name is an option the service reads (ServiceConfiguration+Options.swift);
  - probes ask the probes' own port (RESPONDER_LAB_HEALTH_PORT, the image's): /healthz for liveness, /readyz for
    readiness; cpu and memory are requested; the security context is
    locked down;
  - what a rolling update needs: maxUnavailable 0, a readiness probe that notices draining in time, a preStop pause,
    a termination grace longer than the pause plus the service's shutdown grace, a PodDisruptionBudget that leaves
    room to evict a pod, and a HorizontalPodAutoscaler on CPU;
  - the Service targets the container port, and docs/operating.md's "Deploy" section builds and runs the same image.

    python3 -m pytest Tests/system/test_kubernetes.py
"""

import re

import kubernetes_validate
import pytest
import yaml
from kubernetes_validate.utils import all_versions

from container_dockerfile import Dockerfile
from harness import REPO

MANIFEST = REPO / "deploy" / "kubernetes.yaml"
DOCUMENTS = [document for document in yaml.safe_load_all(MANIFEST.read_text()) if document is not None]
DOCKERFILE = Dockerfile()
TITLE = DOCKERFILE.runtime.labels().get("org.opencontainers.image.title")
SUPPORTED = [version for version in all_versions() if tuple(map(int, version.split(".")[:2])) >= (1, 28)]
VERSIONS = sorted({SUPPORTED[0], SUPPORTED[-1]}, key=lambda version: tuple(map(int, version.split("."))))


def service_options():
    """{environment variable: default} from the one list that drives --help and the operating guide's table."""
    source = (REPO / "Sources/ResponderLabCLI/ServiceConfiguration+Options.swift").read_text()
    found = dict(re.findall(r'environment:\s*"([A-Z0-9_]+)",\s*defaultValue:\s*"([^"]*)"', source))
    assert found, "cannot read the options from ServiceConfiguration+Options.swift"
    return found


OPTIONS = service_options()


def image_repository(image):
    """`registry:5000/team/responder-lab:1.2@sha256:...` -> `responder-lab`."""
    return image.split("@", 1)[0].rsplit("/", 1)[-1].split(":", 1)[0]


def document(kind):
    return next((d for d in DOCUMENTS if isinstance(d, dict) and d.get("kind") == kind), {})


DEPLOYMENT, SERVICE = document("Deployment"), document("Service")
BUDGET, AUTOSCALER = document("PodDisruptionBudget"), document("HorizontalPodAutoscaler")
SPEC = DEPLOYMENT.get("spec") or {}
TEMPLATE = SPEC.get("template") or {}
POD = TEMPLATE.get("spec") or {}
POD_LABELS = (TEMPLATE.get("metadata") or {}).get("labels") or {}
CONTAINERS = POD.get("containers") or []
CONTAINER = CONTAINERS[0] if CONTAINERS else {}
ENV = {item.get("name"): item.get("value") for item in CONTAINER.get("env") or []}
EFFECTIVE = {**DOCKERFILE.runtime.env(), **{name: value for name, value in ENV.items() if value is not None}}
IMAGE_PORT = DOCKERFILE.port()
PORTS = CONTAINER.get("ports") or []
PORT_NAMES = {p.get("name") for p in PORTS if p.get("name")} | {p.get("containerPort") for p in PORTS}
REQUESTS = (CONTAINER.get("resources") or {}).get("requests") or {}
CONTEXT = CONTAINER.get("securityContext") or {}
POD_CONTEXT = POD.get("securityContext") or {}
PRE_STOP = (((CONTAINER.get("lifecycle") or {}).get("preStop") or {}).get("exec") or {}).get("command") or []
PAUSE = int(PRE_STOP[1]) if len(PRE_STOP) == 2 and PRE_STOP[0] == "sleep" and PRE_STOP[1].isdigit() else 0
GRACE = int(EFFECTIVE.get("RESPONDER_LAB_SHUTDOWN_GRACE", OPTIONS.get("RESPONDER_LAB_SHUTDOWN_GRACE", "10")))


def setting(key):
    return CONTEXT.get(key, POD_CONTEXT.get(key))


def matches_pod(selector):
    return bool(selector) and all(POD_LABELS.get(key) == value for key, value in selector.items())


def test_the_manifest_holds_the_four_objects():
    kinds = sorted((d.get("apiVersion"), d.get("kind")) for d in DOCUMENTS if isinstance(d, dict))
    assert kinds == [("apps/v1", "Deployment"), ("autoscaling/v2", "HorizontalPodAutoscaler"),
                     ("policy/v1", "PodDisruptionBudget"), ("v1", "Service")]


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("index", range(len(DOCUMENTS)), ids=[d.get("kind") for d in DOCUMENTS])
def test_schema_strict(index, version):
    try:
        kubernetes_validate.validate(DOCUMENTS[index], version, strict=True)
    except Exception as error:  # ValidationError, SchemaNotFoundError, InvalidSchemaError, ...
        where = "/".join(str(part) for part in getattr(error, "path", []))
        pytest.fail(f"Kubernetes {version}: {where + ': ' if where else ''}{getattr(error, 'message', error)}",
                    pytrace=False)


def test_the_deployment_selects_its_pods_and_runs_several():
    assert matches_pod((SPEC.get("selector") or {}).get("matchLabels")), POD_LABELS
    assert int(SPEC.get("replicas", 1)) >= 2, "stateless behind the Service: run several replicas"
    assert len(CONTAINERS) == 1


def test_the_container_runs_the_dockerfiles_image_as_built():
    assert TITLE, "the Dockerfile has no LABEL org.opencontainers.image.title"
    assert image_repository(str(CONTAINER.get("image", ""))) == TITLE
    assert "command" not in CONTAINER, "a `command` would replace the image's ENTRYPOINT"
    args = CONTAINER.get("args")
    assert args is None or args[:1] == ["serve"], f"args: {args}"


def test_the_environment_names_real_options_and_keeps_host_and_port():
    unknown = sorted(name for name in ENV if name not in OPTIONS)
    assert not unknown, f"not options of the service: {unknown}"
    assert EFFECTIVE.get("HOST") == "0.0.0.0"
    assert int(EFFECTIVE.get("PORT", OPTIONS.get("PORT", "8080"))) == IMAGE_PORT
    assert PORTS and PORTS[0].get("containerPort") == IMAGE_PORT and PORTS[0].get("protocol", "TCP") == "TCP"
    health = int(EFFECTIVE.get("RESPONDER_LAB_HEALTH_PORT", 0))
    assert health and health == DOCKERFILE.health_port(), "the probes' port is not the image's"
    assert [p.get("containerPort") for p in PORTS] == [IMAGE_PORT, health], PORTS


@pytest.mark.parametrize("probe,path", [("livenessProbe", "/healthz"), ("readinessProbe", "/readyz")])
def test_probe_asks_the_probes_port(probe, path):
    """The probes use the probes' own port, which answers whatever the main port is going through."""
    http = (CONTAINER.get(probe) or {}).get("httpGet") or {}
    health = int(EFFECTIVE.get("RESPONDER_LAB_HEALTH_PORT", 0))
    named = {p.get("name") for p in PORTS if p.get("containerPort") == health} | {health}
    assert http.get("path") == path and http.get("port") in named, CONTAINER.get(probe)


def test_resources_and_security_context():
    assert "cpu" in REQUESTS and "memory" in REQUESTS, REQUESTS
    assert setting("runAsNonRoot") is True
    assert CONTEXT.get("readOnlyRootFilesystem") is True
    assert CONTEXT.get("allowPrivilegeEscalation") is False
    assert "ALL" in ((CONTEXT.get("capabilities") or {}).get("drop") or [])
    assert DOCKERFILE.user(), "the Dockerfile's USER is not a numeric UID:GID"
    uid, gid = DOCKERFILE.user()
    assert setting("runAsUser") in (None, uid) and setting("runAsGroup") in (None, gid)


def test_a_rolling_update_loses_no_request():
    assert PAUSE > 0, f"no preStop pause before SIGTERM (while the pod leaves the endpoints): {PRE_STOP}"
    termination = int(POD.get("terminationGracePeriodSeconds", 30))
    assert termination > PAUSE + GRACE, (f"terminationGracePeriodSeconds {termination} <= preStop {PAUSE}s + shutdown "
                                         f"grace {GRACE}s: Kubernetes would kill requests in flight")
    assert str(((SPEC.get("strategy") or {}).get("rollingUpdate") or {}).get("maxUnavailable")) == "0"
    readiness = CONTAINER.get("readinessProbe") or {}
    noticed = int(readiness.get("periodSeconds", 10)) * int(readiness.get("failureThreshold", 3))
    assert noticed <= PAUSE + GRACE, f"readiness notices draining after {noticed}s, later than {PAUSE + GRACE}s"


def test_the_disruption_budget_and_the_autoscaler():
    budget = BUDGET.get("spec") or {}
    assert matches_pod((budget.get("selector") or {}).get("matchLabels"))
    autoscaler = AUTOSCALER.get("spec") or {}
    floor = min(int(autoscaler.get("minReplicas", 1)), int(SPEC.get("replicas", 1)))
    available = budget.get("minAvailable")
    assert isinstance(available, int) and 0 < available < floor, f"minAvailable {available} of {floor}"
    target = autoscaler.get("scaleTargetRef") or {}
    assert target.get("kind") == "Deployment" and target.get("name") == (DEPLOYMENT.get("metadata") or {}).get("name")
    metrics = autoscaler.get("metrics") or []
    assert any((m.get("resource") or {}).get("name") == "cpu" for m in metrics if m.get("type") == "Resource")
    assert "cpu" in REQUESTS, "a CPU autoscaler needs a CPU request"


def test_the_service_targets_the_container_port():
    spec = SERVICE.get("spec") or {}
    assert matches_pod(spec.get("selector"))
    ports = spec.get("ports") or []
    assert ports and all(p.get("targetPort", p.get("port")) in PORT_NAMES for p in ports), ports


def test_the_deploy_text_builds_and_runs_the_same_image():
    match = re.search(r"^## Deploy\b.*?(?=^## |\Z)", (REPO / "docs" / "operating.md").read_text(), re.MULTILINE | re.DOTALL)
    assert match, "docs/operating.md has no Deploy section"
    text = match.group(0)
    tags = re.findall(r"docker build\b[^\n]*?-t\s+(\S+)", text)
    assert tags and all(image_repository(tag) == TITLE for tag in tags), tags
    maps = []  # (container port mapped, port the container listens on) in each `docker run` line
    for line in re.findall(r"docker run\b[^\n]*", text):
        listening = re.search(r"-e\s+PORT=(\d+)", line)
        for mapped in re.findall(r"-p\s+(?:[\d.]+:)?\d+:(\d+)", line):
            maps.append((int(mapped), int(listening.group(1)) if listening else IMAGE_PORT))
    assert maps and all(mapped == listening for mapped, listening in maps), maps
    named = set(re.findall(r"\b(RESPONDER_LAB_[A-Z0-9_]+)\b", text))
    assert named <= set(OPTIONS), f"not options of the service: {sorted(named - set(OPTIONS))}"
    assert "/healthz" in text and "kubernetes.yaml" in text
