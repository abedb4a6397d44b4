"""openapi-generator's `typescript-fetch` (openapi-generator-cli, pinned in requirements.txt; it
runs the generator's jar on the machine's Java) reads openapi.yaml as it is: its output
type-checks with Deno, and a request built with its models reaches a live service intact.

This is the bar the document keeps for generators (docs/clients.md): no `type: 'null'` member
(the generator imports a `Null` model it never writes), no union nested in a union, string
enums and arrays inline beside object branches, one tag per operation (two tags export the
operation's request type twice), no `uniqueItems` under a union (a `Set`), no `if`/`else`.

The check uses the compiler settings the generator's own `tsconfig.json` assumes: the DOM
library (its `runtime.ts` names `WindowOrWorkerGlobalScope`) and no `noImplicitOverride` (its
`ResponseError` redeclares `cause`), with `strict` on as Deno has it.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
DENO = BIN / "deno"
GENERATOR = BIN / "openapi-generator-cli"

# Bounds on a hung generator or checker, not assertions about speed.
TIMEOUT_S = 600

DENO_CONFIG = {"compilerOptions": {"lib": ["dom", "esnext", "deno.ns"], "strict": True, "noImplicitOverride": False}}

SMOKE = """
import { Configuration, LayoutApi, DevicesApi, ResponseError } from "./index.ts";

const config = new Configuration({ basePath: Deno.env.get("CLEARANCE_URL")! });
const layout = new LayoutApi(config);

// A policy object with parameters: the generated union must keep them (a serialiser that
// picked the wrong branch would send `{name}` alone).
const answer = await layout.solveLayout({
  layoutRequest: {
    device: { id: "iphone-15" },
    elements: [{ id: "email", frame: { x: 20, y: 700, width: 350, height: 44 } }],
    focus: "email",
    options: { policy: { name: "iqKeyboardManager", keyboardDistance: 30 } },
  },
});
const devices = await new DevicesApi(config).listDevices();
let problem = 0;
try {
  await layout.solveLayout({ layoutRequest: { screen: { width: 390, height: 844 } } });
} catch (error) {
  if (error instanceof ResponseError) problem = error.response.status;
  else throw error;
}
const matrix = await layout.solveLayoutMatrix({
  matrixRequest: { request: { elements: [] }, devices: ["iphone-15", "iphone-se"], orientations: new Set(["portrait"]) },
});
console.log(JSON.stringify({
  policy: answer.policy,
  devices: devices.devices.length,
  problem,
  combinations: matrix.summary.combinations,
}));
"""


def run(args: list[str], cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "DENO_NO_UPDATE_CHECK": "1", "NO_COLOR": "1", **(env or {})}
    return subprocess.run(args, cwd=cwd, capture_output=True, text=True, timeout=TIMEOUT_S, env=environment,
                          stdin=subprocess.DEVNULL)


def generate(out: Path) -> None:
    assert shutil.which("java"), "openapi-generator needs Java: scripts/test.sh installs default-jre-headless"
    result = run([str(GENERATOR), "generate", "-g", "typescript-fetch", "-i", str(REPO / "openapi.yaml"),
                  "-o", str(out)], REPO)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-4000:]
    (out / "deno.json").write_text(json.dumps(DENO_CONFIG))


def test_typescript_fetch_output_type_checks_and_calls_a_live_service(tmp_path: Path, service: str) -> None:
    out = tmp_path / "typescript-fetch"
    generate(out)
    models = {p.stem for p in (out / "models").glob("*.ts")}
    assert "Null" not in models and not any("from './Null'" in p.read_text() for p in (out / "models").glob("*.ts"))
    assert {"LayoutRequest", "LayoutAnswer", "PolicyObject", "Keyboard", "MatrixRequest", "Problem"} <= models

    checked = run([str(DENO), "check", "--no-lock", "--unstable-sloppy-imports", "--config", "deno.json",
                   "index.ts"], out)
    assert checked.returncode == 0, checked.stdout + checked.stderr

    (out / "smoke.ts").write_text(SMOKE)
    smoke = run([str(DENO), "run", "--no-lock", "--unstable-sloppy-imports", "--config", "deno.json",
                 "--allow-net", "--allow-env=CLEARANCE_URL", "smoke.ts"], out, env={"CLEARANCE_URL": service})
    assert smoke.returncode == 0, smoke.stdout + smoke.stderr
    seen = json.loads(smoke.stdout.strip().splitlines()[-1])
    assert seen["policy"]["name"] == "iqKeyboardManager"
    assert seen["policy"]["parameters"]["keyboardDistance"] == 30, seen
    assert seen["devices"] > 10
    assert seen["problem"] == 422
    assert seen["combinations"] == 2 * 3, seen
