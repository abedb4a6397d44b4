"""Prints a design answer (POST /v1/layout with a design) in a few lines: the device, the
container, the fields and pinned views found, the focus's verdicts and the warnings. Reads the
answer JSON on standard input (the README's Figma example pipes curl into it)."""

import json
import sys

answer = json.load(sys.stdin)
mapping = answer["mapping"]
print("device:", mapping["device"]["id"], "-", mapping["device"]["why"])
container = mapping["container"]
print("container:", container["id"] or "the window", container["name"] or "")
print("fields:", ", ".join(f'{e["label"]} ({e["id"]})' for e in mapping["elements"] if e["kind"] != "view"))
print("pinned:", ", ".join(f'{p["id"]} ({p["pin"]})' for p in mapping["pinned"]))
focus = mapping["focus"]
if focus:
    verdicts = [e for e in answer["elements"] + answer["pinned"] if e["id"] == focus["id"]][0]
    named = [e.get("label") for e in mapping["elements"] + mapping["pinned"] if e["id"] == focus["id"]]
    print(f'focus {named[0] or focus["id"]}: {verdicts["before"]["state"]} -> {verdicts["after"]["state"]},',
          f'contentOffset.y {answer["contentOffset"]["y"]}')
print("warnings:", ", ".join(w["code"] for w in answer["warnings"]) or "none")
