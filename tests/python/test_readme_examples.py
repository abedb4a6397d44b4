"""The README shows the truth: each of its command examples, run against the live service (or the
real binary), prints what the README shows under it, and its configuration table lists exactly
the flags of `clearance serve --help`.

An example is a ```sh block whose command starts with `curl ` or `clearance `, followed at once
by an output block:
- ```json: the output parses to the same JSON value;
- ```http: the status line and headers match line by line (the `Date` value aside), and the body
  is the same JSON value;
- ```text: the lines match exactly; when the block holds a `...` line it is an excerpt, and its
  lines must appear in the output in that order, with sample values (the number after a metric)
  not compared.
Commands run with bash (without pipefail: `curl ... | head` may end curl with SIGPIPE) in the
repository root, `http://127.0.0.1:8080` pointing at the live
service and `clearance` at the binary under test.
"""

from __future__ import annotations

import json
import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
README = (REPO / "README.md").read_text()
README_URL = "http://127.0.0.1:8080"
COMMAND_TIMEOUT_S = 30  # a bound on a hung command, not a speed assertion


@dataclass
class Example:
    line: int
    command: str
    kind: str
    expected: str

    def __str__(self) -> str:
        return f"README.md:{self.line}: {self.command.splitlines()[0]}"


FENCE = re.compile(r"^```([a-z]*)\n(.*?)^```\n", re.S | re.M)


def examples() -> list[Example]:
    found: list[Example] = []
    blocks = list(FENCE.finditer(README))
    for block, following in zip(blocks, blocks[1:]):
        if block.group(1) != "sh" or following.group(1) not in ("json", "http", "text"):
            continue
        if README[block.end() : following.start()].strip():
            continue  # prose between them: not a command and its output
        command = block.group(2)
        if not re.match(r"(curl|clearance) ", command):
            continue
        line = README[: block.start()].count("\n") + 1
        found.append(Example(line, command, following.group(1), following.group(2)))
    return found


EXAMPLES = examples()


def run(example: Example, base_url: str, binary: Path) -> str:
    command = example.command.replace(README_URL, base_url)
    command = re.sub(r"^clearance ", f"'{binary}' ", command, flags=re.M)
    result = subprocess.run(
        ["bash", "-eu", "-c", command],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=COMMAND_TIMEOUT_S,
    )
    assert result.returncode == 0, f"{example} exited {result.returncode}\n{result.stderr}"
    return result.stdout


def split_http(text: str) -> tuple[list[str], str]:
    head, _, body = text.replace("\r\n", "\n").partition("\n\n")
    lines = [re.sub(r"^(Date:) .*", r"\1 <date>", line, flags=re.I) for line in head.splitlines()]
    return lines, body


SAMPLE = re.compile(r"^([a-zA-Z_:][a-zA-Z0-9_:]*(?:\{[^}]*\})?) \S+$")


def mask_sample(line: str) -> str:
    """`name{labels} 12.5` -> `name{labels} <value>`; comments and other lines unchanged."""
    return SAMPLE.sub(r"\1 <value>", line)


def compare(example: Example, output: str) -> None:
    if example.kind == "json":
        assert json.loads(output) == json.loads(example.expected), example
        # Key order too: the answer's order is part of the contract (semantics §5).
        assert json.dumps(json.loads(output)) == json.dumps(json.loads(example.expected)), example
    elif example.kind == "http":
        got_head, got_body = split_http(output)
        want_head, want_body = split_http(example.expected)
        assert got_head == want_head, example
        assert json.loads(got_body) == json.loads(want_body), example
    elif "..." in example.expected.splitlines():
        wanted = [mask_sample(line) for line in example.expected.splitlines() if line != "..."]
        remaining = iter(mask_sample(line) for line in output.splitlines())
        for line in wanted:
            assert any(line == got for got in remaining), f"{example}: {line!r} not found in order in\n{output}"
    else:
        assert output.splitlines() == example.expected.splitlines(), example


def test_the_readme_starts_with_the_title_and_the_two_commands() -> None:
    assert README.startswith(
        "# Clearance\n\n```sh\n"
        "make serve   # build and serve on http://127.0.0.1:8080\n"
        "make test    # every test\n```\n"
    )


def test_the_readme_has_an_example_for_every_route() -> None:
    commands = "\n".join(e.command for e in EXAMPLES)
    for route in ("/v1/layout", "/healthz", "/readyz", "/metrics", "/openapi.yaml"):
        assert f"{README_URL}{route}" in commands, route
    assert any(e.command.startswith("clearance solve") for e in EXAMPLES)
    assert any(e.kind == "http" and '"pointer"' in e.expected for e in EXAMPLES), "an error example with a pointer"


@pytest.mark.parametrize("example", EXAMPLES, ids=str)
def test_each_readme_example_prints_what_the_readme_shows(example: Example, service: str, clearance_bin: Path) -> None:
    compare(example, run(example, service, clearance_bin))


def flags_in(text: str) -> set[str]:
    return set(re.findall(r"(?<![\w-])(--[a-z][a-z-]*|-h)\b", text))


def test_the_configuration_table_lists_exactly_the_flags_of_serve_help(clearance_bin: Path) -> None:
    help_text = subprocess.run(
        [str(clearance_bin), "serve", "--help"], capture_output=True, text=True, timeout=COMMAND_TIMEOUT_S
    ).stdout
    flags_section = help_text.split("FLAGS", 1)[1].split("ROUTES", 1)[0]
    help_flags = flags_in(flags_section) - {"--help", "-h"}
    help_variables = set(re.findall(r"\b(?:CLEARANCE_[A-Z_]+|PORT)\b", flags_section))

    section = README.split("## Configuration", 1)[1].split("\n## ", 1)[0]
    table = "\n".join(line for line in section.splitlines() if line.startswith("| `"))
    assert flags_in(table) == help_flags
    assert set(re.findall(r"\b(?:CLEARANCE_[A-Z_]+|PORT)\b", table)) == help_variables
    # Each row's default is the one --help prints (the thread count depends on the machine).
    for row in table.splitlines():
        flag = re.search(r"`(--[a-z-]+)", row).group(1)
        help_line = next(line for line in flags_section.splitlines() if line.strip().startswith(flag))
        default = re.search(r"\(([^()]*)\)\s*$", help_line)
        if not default:
            continue
        value, _, note = default.group(1).partition(", ")
        if note:
            # Found on the machine (the core count, the descriptor limit): the row gives the rule.
            assert note in row.replace("`", ""), (flag, note, row)
        else:
            assert f"`{value}`" in row, (flag, value, row)


LOGGED_FRAME = re.compile(
    r"UIKeyboardFrameEndUserInfoKey\W+(?:NS|CG)Rect: \{\{(-?[\d.]+), (-?[\d.]+)\}, \{([\d.]+), ([\d.]+)\}\}"
)


def test_the_readme_keyboards_pasted_from_logs(service: str, clearance_bin: Path) -> None:
    """Both log forms of the README answer 200 with the frame their text holds; a text without
    the end frame answers 422 at /keyboard/userInfo, naming the key."""
    seen = set()
    for example in EXAMPLES:
        data = re.search(r"-d '(.*)'\s*$", example.command, re.S)
        if not data or not isinstance(json.loads(data.group(1)).get("keyboard", {}).get("userInfo"), str):
            continue
        text = json.loads(data.group(1))["keyboard"]["userInfo"]
        form = "nslog" if text.lstrip().startswith("{") else "print"
        output = run(example, service, clearance_bin)
        if example.kind == "json":
            x, y, width, height = map(float, LOGGED_FRAME.search(text).groups())
            assert json.loads(output)["keyboard"]["frame"] == {"x": x, "y": y, "width": width, "height": height}, example
            seen.add((form, 200))
        else:
            head, body = split_http(output)
            assert head[0].split()[1] == "422", example
            errors = json.loads(body)["errors"]
            assert [e["pointer"] for e in errors] == ["/keyboard/userInfo"], example
            assert "UIKeyboardFrameEndUserInfoKey" in errors[0]["message"], example
            seen.add((form, 422))
    assert {("nslog", 200), ("print", 200)} <= seen and any(status == 422 for _, status in seen), seen


def test_the_readme_first_layout_is_worked_example_1() -> None:
    """The README's first `POST /v1/layout` posts the shared fixture of spec §7's example 1
    (tests/fixtures/requests/example-1.json), the request the other suites solve too."""
    first = next(e for e in EXAMPLES if re.search(r"/v1/layout\s", e.command) and "-d '" in e.command)
    body = json.loads(re.search(r"-d '(.*)'\s*$", first.command, re.S).group(1))
    assert body == json.loads((REPO / "tests" / "fixtures" / "requests" / "example-1.json").read_text()), first
