"""The catalog's rules (scripts/figure_rules.py over data/ios-devices.json): each is checked by
leave-one-out against the measured figures, only the rules that pass derive anything, and no
measured figure is ever changed.
"""

import copy

from devices_helpers import DATA, DERIVED, DEVICES, MEASURED
import figure_rules

LEAVES = figure_rules.VALUES


def pointers(device):
    for v in LEAVES["v"]:
        for o in LEAVES["o"]:
            for e in LEAVES["e"]:
                yield f"/ios/{v}/safeArea/{o}/{e}"
            for h in LEAVES["h"]:
                yield f"/ios/{v}/keyboardHeight/{o}/{h}"


def test_every_measured_figure_is_unchanged_and_every_derived_one_fills_a_null():
    for did, measured in MEASURED.items():
        for p in pointers(measured):
            before, after = figure_rules.get(measured, p), figure_rules.get(DEVICES[did], p)
            if p in DERIVED[did]:
                assert before is None and after is not None, (did, p)
                assert after == DERIVED[did][p]["value"]
            else:
                assert after == before, (did, p)


def test_derived_figures_only_on_versions_a_model_of_the_family_runs():
    for did, records in DERIVED.items():
        device = MEASURED[did]
        for p in records:
            version = p.split("/")[2]
            assert figure_rules.any_model_runs(device, version), (did, p)
    # The iPhone 8 Plus and X families' iOS 26: the 8 Plus (iOS 11-16) gets none; the X family
    # does, for its iPhone 11 Pro.
    assert not any(p.startswith("/ios/26") for p in DERIVED["iphone-8-plus"])
    assert "/ios/26/keyboardHeight/portrait/withPredictiveBar" in DERIVED["iphone-x"]


def test_the_leave_one_out_check_by_hand_for_ios26_portrait_minus_one():
    # Every home-indicator iPhone measured on both versions: 336 -> 335 or 346 -> 345.
    pairs = []
    for d in DATA["devices"]:
        if d["kind"] != "iPhone" or d["design"] == "homeButton":
            continue
        a = d["ios"]["18"]["keyboardHeight"]["portrait"]["withPredictiveBar"]
        b = d["ios"]["26"]["keyboardHeight"]["portrait"]["withPredictiveBar"]
        if a is not None and b is not None:
            pairs.append((d["id"], a, b))
    assert [p[0] for p in pairs] == [
        "iphone-14", "iphone-14-plus", "iphone-15", "iphone-15-plus", "iphone-16-pro", "iphone-16-pro-max"
    ]
    # Each predicted from the median offset of the other five (the third of five, sorted).
    worst = max(abs(a + sorted(b2 - a2 for i2, a2, b2 in pairs if i2 != i)[2] - b) for i, a, b in pairs)
    predicted, checked_worst, _ = figure_rules.check(rule("ios26PortraitMinusOne"), DATA["devices"])
    assert predicted == len(pairs) == 6
    assert checked_worst == worst == 0


def rule(name):
    return next(r for r in DATA["rules"] if r["name"] == name)


def test_each_used_rule_passes_and_the_estimate_that_fails_is_not_used():
    for r in DATA["rules"]:
        result = figure_rules.check(r, DATA["devices"])
        predicted, worst, _ = result
        assert figure_rules.passes(result) == (predicted > 0 and worst <= 1)
    used = {r["name"] for r in DATA["rules"] if figure_rules.passes(figure_rules.check(r, DATA["devices"]))}
    assert used == {r["name"] for r in DATA["rules"]} - {"padEqualsLettersWithoutPredictive"}
    # The estimate "the pad is the letters keyboard without its bar" misses the notch phones'
    # pads by 16 and more (FW: 308 on the iPhone 13 against 292): it derives nothing.
    predicted, worst, case = figure_rules.check(rule("padEqualsLettersWithoutPredictive"), DATA["devices"])
    assert predicted == 8 and worst > 15 and case.startswith("iphone-14/ios/26/keyboardHeight/portrait/numberPad")
    assert not any(r["rule"] == "padEqualsLettersWithoutPredictive" for d in DERIVED.values() for r in d.values())


def test_a_rule_that_fails_its_check_fills_nothing():
    # Break one measured pair: ios26PortraitMinusOne's check now misses it by 9 pt, and the four
    # phones it derived lose their iOS 26 keyboards (and whatever was derived from them).
    data = copy.deepcopy(DATA)
    next(d for d in data["devices"] if d["id"] == "iphone-15")["ios"]["26"]["keyboardHeight"]["portrait"][
        "withPredictiveBar"
    ] = 326
    _, records, checks = figure_rules.derive(data)
    assert not figure_rules.passes(checks["ios26PortraitMinusOne"])
    assert checks["ios26PortraitMinusOne"][1] == 9
    assert "/ios/26/keyboardHeight/portrait/withPredictiveBar" not in records["iphone-x"]
    assert "/ios/26/keyboardHeight/portrait/numberPad" not in records["iphone-x"]


def test_the_table_has_one_line_per_rule():
    lines = figure_rules.table(DATA).splitlines()
    assert len(lines) == 1 + len(DATA["rules"])
    assert any(line.startswith("padEqualsLettersWithoutPredictive") and "NOT USED" in line for line in lines)
