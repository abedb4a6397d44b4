"""Checks that the bench's reference answers with the service's bytes: the same status, body and
header fields, each value as long as the service's (the request id and the date differ only in
their characters).

    python3 bench/same_head.py [--body-only] SERVICE_PORT REFERENCE_PORT BODY_FILE

`--body-only` compares the statuses and bodies alone (a reference started with other flags).

Exits 1, printing both heads, when they differ: the throughput ratio would then compare two
different answers.
"""

import http.client
import sys

# Fields whose characters change from one answer to the next; their lengths must still agree.
VARYING = {"date", "x-request-id"}


def answer(port: int, body: bytes):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    connection.request("POST", "/v1/layout", body, {"Content-Type": "application/json"})
    response = connection.getresponse()
    data = response.read()
    connection.close()
    fields = [(name.lower(), value) for name, value in response.getheaders()]
    return response.status, fields, data


def shape(fields):
    """The fields in order, with the varying values replaced by their lengths."""
    return [(name, len(value) if name in VARYING else value) for name, value in fields]


def main() -> int:
    arguments = sys.argv[1:]
    body_only = arguments[:1] == ["--body-only"]
    if body_only:
        arguments = arguments[1:]
    service_port, reference_port, body_path = int(arguments[0]), int(arguments[1]), arguments[2]
    body = open(body_path, "rb").read()
    service = answer(service_port, body)
    reference = answer(reference_port, body)
    problems = []
    if service[0] != reference[0]:
        problems.append(f"status {service[0]} against {reference[0]}")
    if not body_only and sorted(shape(service[1])) != sorted(shape(reference[1])):
        problems.append("header fields differ")
    if service[2] != reference[2]:
        problems.append(f"bodies differ ({len(service[2])} B against {len(reference[2])} B)")
    if problems:
        print(f"bench: the reference does not answer {body_path} with the service's bytes: "
              + "; ".join(problems), file=sys.stderr)
        print(f"  service:   {service[1]}", file=sys.stderr)
        print(f"  reference: {reference[1]}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
