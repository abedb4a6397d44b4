"""The grammar of a keyboard notification's userInfo as logs print it, as regular expressions.

This is the one readable definition of what `keyboard.userInfo` accepts in its string forms
(`python3 scripts/userinfo_grammar.py` prints the patterns). The document's generator builds the
patterns of `openapi.yaml` piece by piece the same way, with the keys the decoder reads
(`Sources/ClearanceContract/UserInfoGrammar.swift`), and `tests/python/test_keyboard_userinfo_text.py`
checks that the document holds exactly these patterns and that the service accepts the strings
generated from them; `Tests/ClearanceWireTests/LoggedUserInfoPatternTests.swift` checks that the
decoder accepts exactly the strings the document's patterns match, over a corpus and its edits.
The service's hand-written parser (`Sources/UserInfoText/LoggedUserInfo.swift`) follows the same
structure, piece by piece.

The patterns use only what JSON Schema (ECMA-262), Python and Rust regexes share: no
look-around and no back-references, so generated pydantic models can hold them too.
"""

from __future__ import annotations

import re

# Spaces, tabs and line breaks; nothing else counts as white space.
WS = r"[ \t\r\n]*"

# A length from 0 to 1e9, in plain decimal with any number of decimals: 1 to 9 digits before the
# point, or exactly 1000000000. No exponent, no sign, no leading point.
NUM = r"(?:[0-9]{1,9}(?:\.[0-9]+)?|1000000000(?:\.0+)?)"
SIGNED = r"-?" + NUM
# An animation curve, 0 to 15.
CURVE = r"(?:1[0-5]|[0-9])"

# `{{x, y}, {width, height}}`, after an optional `NSRect:` or `CGRect:`, white space between
# any two parts. Width and height are never negative.
RECT = (
    rf"(?:(?:NS|CG)Rect:{WS})?"
    rf"\{{{WS}\{{{WS}{SIGNED}{WS},{WS}{SIGNED}{WS}\}}{WS},{WS}\{{{WS}{NUM}{WS},{WS}{NUM}{WS}\}}{WS}\}}"
)

FRAME_KEY = "UIKeyboardFrameEndUserInfoKey"
DURATION_KEY = "UIKeyboardAnimationDurationUserInfoKey"
CURVE_KEY = "UIKeyboardAnimationCurveUserInfoKey"
KNOWN_KEYS = (FRAME_KEY, DURATION_KEY, CURVE_KEY)

KEY_CHARS = "0-9A-Z_a-z"
_ALPHABET = [chr(c) for c in range(48, 58)] + [chr(c) for c in range(65, 91)] + ["_"] + [chr(c) for c in range(97, 123)]


def _class_without(excluded: set[str]) -> str:
    kept = [c for c in _ALPHABET if c not in excluded]
    parts, i = [], 0
    while i < len(kept):
        j = i
        while j + 1 < len(kept) and ord(kept[j + 1]) == ord(kept[j]) + 1:
            j += 1
        parts.append(kept[i] if j == i else kept[i] + kept[j] if j == i + 1 else f"{kept[i]}-{kept[j]}")
        i = j + 1
    return "[" + "".join(parts) + "]"


def _any_key_but(words: tuple[str, ...]) -> str:
    """A key (letters, digits, `_`, at least one) that is none of `words`, built from their trie:
    at each node, stop (when the prefix is no word), leave the trie by another character, or go on."""
    trie: dict = {}
    for word in words:
        node = trie
        for ch in word:
            node = node.setdefault(ch, {})
        node["$"] = True

    def suffixes(node: dict, prefix_empty: bool) -> str:
        branches = [] if prefix_empty or "$" in node else [""]
        children = sorted(k for k in node if k != "$")
        branches += [re.escape(ch) + suffixes(node[ch], False) for ch in children]
        branches.append(_class_without(set(children)) + f"[{KEY_CHARS}]*")
        return branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"

    return suffixes(trie, True)


OTHER_KEY = _any_key_but(KNOWN_KEYS)

# NSLog / `po`: `{ Key = value; ... }`. Keys are bare; a value is a quoted string (backslash
# escapes anything) or a bare run of anything but white space and `;"{}=`.
NSLOG_QUOTED = r'"(?:[^"\\]|\\[\s\S])*"'
NSLOG_BARE = r'[^ \t\r\n;"{}=]+'


def _nslog_entry(key: str, value: str) -> str:
    return f"{key}{WS}={WS}{value}{WS};{WS}"


NSLOG_FRAME = _nslog_entry(FRAME_KEY, f'"{WS}{RECT}{WS}"')
NSLOG_DURATION = _nslog_entry(DURATION_KEY, f'(?:{NUM}|"{NUM}")')
NSLOG_CURVE = _nslog_entry(CURVE_KEY, f'(?:{CURVE}|"{CURVE}")')
NSLOG_OTHER = _nslog_entry(OTHER_KEY, f"(?:{NSLOG_QUOTED}|{NSLOG_BARE})")
NSLOG_ANY = f"(?:{NSLOG_FRAME}|{NSLOG_DURATION}|{NSLOG_CURVE}|{NSLOG_OTHER})"
# At least one frame entry; a key given twice is read twice, and the last value wins.
NSLOG = rf"{WS}\{{{WS}(?:(?:{NSLOG_DURATION}|{NSLOG_CURVE}|{NSLOG_OTHER}))*{NSLOG_FRAME}{NSLOG_ANY}*\}}{WS}"

# Swift `print`: `[AnyHashable("Key"): value, ...]`. A value is a run of quoted strings (no
# escapes), brace groups (two levels deep) and any other character but `,[]{}"`, starting with
# none of the white space.
PRINT_UNIT = r'(?:[^,\[\]{}"]|"[^"]*"|\{(?:[^{}]|\{[^{}]*\})*\})'
PRINT_FIRST = r'(?:[^ \t\r\n,\[\]{}"]|"[^"]*"|\{(?:[^{}]|\{[^{}]*\})*\})'


def _print_entry(key: str, value: str) -> str:
    return rf'AnyHashable\("{key}"\){WS}:{WS}{value}{WS}'


PRINT_FRAME = _print_entry(FRAME_KEY, RECT)
PRINT_DURATION = _print_entry(DURATION_KEY, f'(?:{NUM}|"{NUM}")')
PRINT_CURVE = _print_entry(CURVE_KEY, f'(?:{CURVE}|"{CURVE}")')
PRINT_OTHER = _print_entry(OTHER_KEY, f"{PRINT_FIRST}{PRINT_UNIT}*")
PRINT_ANY = f"(?:{PRINT_FRAME}|{PRINT_DURATION}|{PRINT_CURVE}|{PRINT_OTHER})"
PRINT = (
    rf"{WS}\[{WS}(?:(?:{PRINT_DURATION}|{PRINT_CURVE}|{PRINT_OTHER}),{WS})*{PRINT_FRAME}(?:,{WS}{PRINT_ANY})*\]{WS}"
)

# The patterns of openapi.yaml.
LOGGED_RECT = f"^{WS}{RECT}{WS}$"
# White space around the value, as around a rect: a pattern that ends in `$` right after the
# value would let Python (whose `$` also matches before a final line break) accept "0.25\n"
# where ECMA-262 and Rust do not.
LOGGED_DURATION = f"^{WS}{NUM}{WS}$"
LOGGED_CURVE = f"^{WS}{CURVE}{WS}$"
LOGGED_USER_INFO = f"^(?:{NSLOG}|{PRINT})$"

PATTERNS = {
    "LoggedRect": LOGGED_RECT,
    "LoggedDuration": LOGGED_DURATION,
    "LoggedCurve": LOGGED_CURVE,
    "LoggedUserInfo": LOGGED_USER_INFO,
}

if __name__ == "__main__":
    for name, pattern in PATTERNS.items():
        print(f"{name} ({len(pattern)} characters):\n{pattern}\n")
