"""The table `python3 scripts/figure_rules.py` prints (scripts/test.sh runs it): a line per rule of
each data file, an assumption marked as one, and a rule that fails its leave-one-out check marked
NOT USED. What the rules fill in the catalog, and each check's figures, are the Swift suites'
(DeviceCatalogTests: CatalogAuditTests, DeviceGeometryTests, DeviceCatalogTests).
"""

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import figure_rules  # noqa: E402

DATA = json.loads((ROOT / "data" / "ios-devices.json").read_text(encoding="utf-8"))
ANDROID = json.loads((ROOT / "data" / "android-devices.json").read_text(encoding="utf-8"))


def test_the_table_has_one_line_per_rule():
    lines = figure_rules.table(DATA).splitlines()
    assert len(lines) == 1 + len(DATA["rules"])
    assert any(line.startswith("ios27KeyboardAsIOS26") and "assumed" in line for line in lines)
    lines = figure_rules.table(ANDROID).splitlines()
    assert any(line.startswith("gboardLandscapeByWidth") and "NOT USED" in line for line in lines)
