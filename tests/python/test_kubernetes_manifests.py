"""The Kubernetes manifests in deploy/kubernetes: schema-valid offline, and saying what we mean.

Validation uses kubernetes-validate's bundled JSON schemas (no cluster, no network), in strict
mode, so a misspelt field fails here instead of being dropped by the API server.
"""

import copy
import re
from pathlib import Path

import kubernetes_validate
import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
MANIFESTS = ROOT / "deploy" / "kubernetes"

# The oldest Kubernetes minor we support, and the newest the pinned schemas know.
KUBERNETES_VERSIONS = ["1.30", kubernetes_validate.latest_version()]


def drain_deadline_seconds():
    """How long `clearance serve` gives requests in flight after SIGTERM, read from its source."""
    source = (ROOT / "Sources" / "clearance" / "ServeCommand.swift").read_text()
    found = re.search(r"static let drainSeconds = ([0-9.]+)", source)
    assert found, "ServeCommand.drainSeconds not found: keep this test in step with the service"
    return float(found.group(1))


def load_resources():
    """Every resource document in the manifests, with the file it came from."""
    resources = []
    for path in sorted(MANIFESTS.glob("*.yaml")):
        if path.name == "kustomization.yaml":
            continue
        for document in yaml.safe_load_all(path.read_text()):
            if document is not None:
                resources.append((path.name, document))
    return resources


RESOURCES = load_resources()


def resource(kind):
    matches = [doc for _, doc in RESOURCES if doc["kind"] == kind]
    assert len(matches) == 1, f"expected one {kind}, found {len(matches)}"
    return matches[0]


@pytest.fixture
def deployment():
    return resource("Deployment")


@pytest.fixture
def container(deployment):
    containers = deployment["spec"]["template"]["spec"]["containers"]
    assert len(containers) == 1
    return containers[0]


def selector_matches(match_labels, labels):
    return bool(match_labels) and all(labels.get(k) == v for k, v in match_labels.items())


def test_the_manifests_hold_one_of_each_kind():
    assert sorted(doc["kind"] for _, doc in RESOURCES) == [
        "Deployment",
        "HorizontalPodAutoscaler",
        "PodDisruptionBudget",
        "Service",
    ]


@pytest.mark.parametrize("version", KUBERNETES_VERSIONS)
@pytest.mark.parametrize(
    "name, document", RESOURCES, ids=[f"{name}:{doc['kind']}" for name, doc in RESOURCES]
)
def test_every_manifest_validates_strictly(name, document, version):
    kubernetes_validate.validate(document, version, strict=True)


def test_the_validator_rejects_a_misspelt_field(deployment):
    # Proves the check above is live: strict schemas reject a field the API does not have.
    broken = copy.deepcopy(deployment)
    broken["spec"]["template"]["spec"]["containers"][0]["readinessProbes"] = {}
    with pytest.raises(kubernetes_validate.ValidationError):
        kubernetes_validate.validate(broken, KUBERNETES_VERSIONS[-1], strict=True)


def test_the_kustomization_lists_every_manifest():
    kustomization = yaml.safe_load((MANIFESTS / "kustomization.yaml").read_text())
    assert kustomization["kind"] == "Kustomization"
    on_disk = {p.name for p in MANIFESTS.glob("*.yaml")} - {"kustomization.yaml"}
    assert sorted(kustomization["resources"]) == sorted(on_disk)
    images = {image["name"] for image in kustomization.get("images", [])}
    assert images == {"clearance"}


def test_probes_ask_the_health_and_readiness_endpoints_on_the_serving_port(container):
    http = {p["name"]: p["containerPort"] for p in container["ports"]}
    assert http == {"http": 8080}
    assert container["livenessProbe"]["httpGet"] == {"path": "/healthz", "port": "http"}
    assert container["readinessProbe"]["httpGet"] == {"path": "/readyz", "port": "http"}


def test_the_service_listens_where_the_container_port_is(container):
    env = {e["name"]: e["value"] for e in container["env"]}
    assert env["PORT"] == str(container["ports"][0]["containerPort"])
    assert env["CLEARANCE_HOST"] == "0.0.0.0"


def test_the_pod_runs_unprivileged(deployment, container):
    pod = deployment["spec"]["template"]["spec"]["securityContext"]
    assert pod["runAsNonRoot"] is True
    assert pod["runAsUser"] == 10001
    assert pod["seccompProfile"] == {"type": "RuntimeDefault"}

    sc = container["securityContext"]
    assert sc["runAsNonRoot"] is True
    assert sc["runAsUser"] == 10001
    assert sc["allowPrivilegeEscalation"] is False
    assert sc["readOnlyRootFilesystem"] is True
    assert sc["capabilities"]["drop"] == ["ALL"]
    assert "add" not in sc["capabilities"]
    assert sc["seccompProfile"] == {"type": "RuntimeDefault"}
    assert deployment["spec"]["template"]["spec"]["automountServiceAccountToken"] is False


def test_the_image_user_and_port_match_the_pod():
    # The Dockerfile's USER and EXPOSE are what the pod's runAsUser and containerPort assume.
    dockerfile = (ROOT / "Dockerfile").read_text()
    assert re.search(r"^USER 10001(:10001)?$", dockerfile, re.M)
    assert re.search(r"^EXPOSE 8080$", dockerfile, re.M)


def test_shutdown_fits_in_the_grace_period(deployment, container):
    # The kubelet runs preStop, then sends SIGTERM; SIGKILL comes when the grace period, counted
    # from the start of preStop, runs out. 5 s sleep + 10 s drain = 15 s < 20 s.
    grace = deployment["spec"]["template"]["spec"]["terminationGracePeriodSeconds"]
    command = container["lifecycle"]["preStop"]["exec"]["command"]
    assert command[0] == "/bin/sleep"
    pre_stop = int(command[1])
    assert pre_stop == 5
    assert drain_deadline_seconds() == 10
    assert grace > pre_stop + drain_deadline_seconds()
    assert grace == 20


def test_resources_have_requests_and_limits(container):
    resources = container["resources"]
    # Memory from `make attack` (peak about 50 MiB under the worst allowed requests: 64Mi asked)
    # and the worst case the default limits allow (about 117 MiB, see README "Hostile traffic").
    assert resources["requests"] == {"cpu": "1", "memory": "64Mi"}
    assert resources["limits"] == {"cpu": "2", "memory": "128Mi"}


def test_worker_threads_match_the_cpu_limit(container):
    # Inside a pod the core count the service sees is the node's, not the limit: the thread
    # pool is set from the limit explicitly.
    env = {e["name"]: e["value"] for e in container["env"]}
    assert env["CLEARANCE_THREADS"] == container["resources"]["limits"]["cpu"]


def test_the_deployment_selector_selects_its_own_pods(deployment):
    labels = deployment["spec"]["template"]["metadata"]["labels"]
    assert selector_matches(deployment["spec"]["selector"]["matchLabels"], labels)


def test_the_service_selects_the_pods_on_the_named_port(deployment, container):
    service = resource("Service")
    labels = deployment["spec"]["template"]["metadata"]["labels"]
    assert selector_matches(service["spec"]["selector"], labels)
    port_names = {p["name"] for p in container["ports"]}
    assert [p["targetPort"] for p in service["spec"]["ports"]] == ["http"]
    assert "http" in port_names


def test_the_autoscaler_scales_the_deployment_on_cpu(deployment):
    hpa = resource("HorizontalPodAutoscaler")
    assert hpa["apiVersion"] == "autoscaling/v2"
    assert hpa["spec"]["scaleTargetRef"] == {
        "apiVersion": deployment["apiVersion"],
        "kind": "Deployment",
        "name": deployment["metadata"]["name"],
    }
    [metric] = hpa["spec"]["metrics"]
    assert metric["type"] == "Resource"
    assert metric["resource"]["name"] == "cpu"
    assert metric["resource"]["target"] == {"type": "Utilization", "averageUtilization": 70}
    assert hpa["spec"]["minReplicas"] <= deployment["spec"]["replicas"] <= hpa["spec"]["maxReplicas"]


def test_the_disruption_budget_covers_the_pods_and_still_allows_a_drain(deployment):
    pdb = resource("PodDisruptionBudget")
    hpa = resource("HorizontalPodAutoscaler")
    assert pdb["apiVersion"] == "policy/v1"
    labels = deployment["spec"]["template"]["metadata"]["labels"]
    assert selector_matches(pdb["spec"]["selector"]["matchLabels"], labels)
    # With minAvailable 1 and at least 2 replicas, one pod can always be evicted.
    assert pdb["spec"]["minAvailable"] == 1
    assert hpa["spec"]["minReplicas"] > pdb["spec"]["minAvailable"]
