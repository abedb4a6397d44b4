"""Times one POST route over one keep-alive connection, one request at a time (scripts/bench.sh).

    python3 bench/time_route.py PORT ROUTE BODY_FILE RUNS WARMUP LABEL

Prints one line, `LABEL <facts of the answer> answerBytes=N runs=N median_ms=X p99_ms=Y`: for
`/v1/layout/matrix` the summary's combinations, solved and skipped; for `/v1/layout/compare` the
number of policies. Exits non-zero when the route answers anything but 200.
"""

import http.client
import json
import statistics
import sys
import time

port, route, path, runs, warmup, label = (
    int(sys.argv[1]), sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5]), sys.argv[6])
body = open(path, "rb").read()
connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)


def post() -> bytes:
    connection.request("POST", route, body, {"Content-Type": "application/json"})
    response = connection.getresponse()
    data = response.read()
    if response.status != 200:
        sys.exit(f"bench: {route} answered {response.status}: {data[:300]!r}")
    return data


data = post()
answer = json.loads(data)
if "summary" in answer:
    s = answer["summary"]
    facts = f"combinations={s['combinations']} solved={s['solved']} skipped={s['skipped']}"
else:
    facts = f"policies={len(answer['results'])}"
for _ in range(warmup):
    post()
times = []
for _ in range(runs):
    start = time.perf_counter()
    post()
    times.append((time.perf_counter() - start) * 1000)
times.sort()
print(f"{label} {facts} answerBytes={len(data)} runs={runs} median_ms={statistics.median(times):.3f} "
      f"p99_ms={times[int(len(times) * 0.99) - 1]:.3f}")
