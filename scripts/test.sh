#!/usr/bin/env bash
# Every test: the Swift test targets, then the Python end-to-end tests against the real binary.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --build-tests
swift test --skip-build

# The catalog's rules, each checked by leave-one-out against the measured figures (docs/devices.md).
echo "Device figure rules (leave-one-out over the measured figures; worst error in points):"
python3 scripts/figure_rules.py

if compgen -G "tests/python/test_*.py" >/dev/null; then
    bash scripts/deps.sh python
    # openapi-generator-cli (tests/python/test_openapi_generator.py) runs its jar on Java.
    command -v java >/dev/null || bash scripts/deps.sh apt default-jre-headless
    CLEARANCE_BIN="$PWD/.build/debug/clearance" .venv/bin/python -m pytest -q tests/python
fi
