#!/usr/bin/env python3
"""Generates clients/typescript/clearance.ts from openapi.yaml: one dependency-free ES module with a
named type for every schema of `components.schemas`, and a thin method per operation (named after
its `operationId`) over an injectable `fetch`, returning the typed answer or the typed problem
(RFC 9457, with its `errors` pointers).

    python3 scripts/gen-typescript.py            write the file
    python3 scripts/gen-typescript.py --check    exit 1 when the committed file differs

No network; PyYAML only (the tests' virtualenv has it).
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parents[1]
SPEC = REPO / "openapi.yaml"
OUT = REPO / "clients" / "typescript" / "clearance.ts"


def ref_name(ref: str) -> str:
    return ref.rsplit("/", 1)[1]


def doc(text: str | None, indent: str = "") -> str:
    if not text:
        return ""
    lines = text.strip().replace("*/", "*\\/").splitlines()
    return indent + "/**\n" + "".join(f"{indent} * {line}".rstrip() + "\n" for line in lines) + indent + " */\n"


def ts_type(schema: dict, indent: str = "") -> str:
    """The TypeScript type of a schema (inline)."""
    if not isinstance(schema, dict):
        return "unknown"
    if "$ref" in schema:
        return ref_name(schema["$ref"])
    for key in ("oneOf", "anyOf"):
        if key in schema:
            return " | ".join(fold(union_parts(schema, indent)))
    if "allOf" in schema:
        return " & ".join(ts_type(s, indent) for s in schema["allOf"])
    if "const" in schema:
        return json.dumps(schema["const"])
    if "enum" in schema:
        return " | ".join(json.dumps(v) for v in schema["enum"])
    types = schema.get("type")
    if isinstance(types, list):
        return " | ".join(dict.fromkeys(ts_type({**schema, "type": t}, indent) for t in types))
    if types == "null":
        return "null"
    if types == "string":
        return "string"
    if types in ("number", "integer"):
        return "number"
    if types == "boolean":
        return "boolean"
    if types == "array":
        item = ts_type(schema.get("items", {}), indent)
        return f"Array<{item}>" if " " in item else f"{item}[]"
    if types == "object" or "properties" in schema:
        return object_type(schema, indent)
    return "unknown"


def union_parts(schema: dict, indent: str = "") -> list[str]:
    """The members of a union, flattened: the alternatives of a `oneOf` or `anyOf` (and of the
    ones inside them), the values of an `enum`, the types of a type list."""
    if isinstance(schema, dict):
        for key in ("oneOf", "anyOf"):
            if key in schema and "$ref" not in schema:
                return list(dict.fromkeys(p for s in schema[key] for p in union_parts(s, indent)))
        if "enum" in schema and "$ref" not in schema:
            return [json.dumps(v) for v in schema["enum"]]
    return [ts_type(schema, indent)]


# The document lists a union's alternatives in place (a policy is a name or one of twelve
# objects; a keyboard one of its forms) because generators cannot nest one `oneOf` in another
# (docs/clients.md). The named unions of `components.schemas` are folded back in: a member list
# that holds every member of one names it instead. Filled by generate(); the schema being
# written is left out, so that a named union is not written as itself.
NAMED_UNIONS: dict[str, frozenset[str]] = {}
WRITING: list[str] = []


def fold(parts: list[str]) -> list[str]:
    for name, members in sorted(NAMED_UNIONS.items(), key=lambda item: (-len(item[1]), item[0])):
        if name in WRITING or not members <= set(parts) or set(parts) == members | {name}:
            continue
        at = min(parts.index(m) for m in members)
        parts = [p for i, p in enumerate(parts) if p not in members or i == at]
        parts[at] = name
    return parts


def object_type(schema: dict, indent: str) -> str:
    props = schema.get("properties", {})
    extra = schema.get("additionalProperties", True)
    if not props:
        if isinstance(extra, dict):
            return f"{{ [key: string]: {ts_type(extra, indent)} }}"
        return "{ [key: string]: unknown }" if extra is not False else "Record<string, never>"
    required = set(schema.get("required", []))
    inner = indent + "  "
    lines = ["{"]
    for name, prop in props.items():
        key = name if re.fullmatch(r"[A-Za-z_$][A-Za-z0-9_$]*", name) else json.dumps(name)
        description = prop.get("description") if isinstance(prop, dict) else None
        lines.append(doc(description, inner).rstrip("\n") if description else "")
        lines.append(f"{inner}{key}{'' if name in required else '?'}: {ts_type(prop, inner)};")
    if isinstance(extra, dict):
        lines.append(f"{inner}[key: string]: unknown;")
    lines.append(indent + "}")
    return "\n".join(line for line in lines if line)


def operations(spec: dict) -> list[dict]:
    found = []
    for path, item in spec["paths"].items():
        for method, op in item.items():
            if method not in ("get", "post"):
                continue
            body = None
            if "requestBody" in op:
                body = op["requestBody"]["content"]["application/json"]["schema"]
            ok = op["responses"].get("200", {})
            if "$ref" in ok:
                ok = spec["components"]["responses"][ref_name(ok["$ref"])]
            content = ok.get("content", {})
            params = [p if "$ref" not in p else spec["components"]["parameters"][ref_name(p["$ref"])]
                      for p in op.get("parameters", [])]
            found.append({
                "path": path, "method": method.upper(), "id": op["operationId"], "summary": op.get("summary"),
                "body": body, "content": content, "params": params,
            })
    return found


def method_source(op: dict) -> str:
    path_params = [p for p in op["params"] if p["in"] == "path"]
    query_params = [p for p in op["params"] if p["in"] == "query"]
    args = [f"{p['name']}: string" for p in path_params]
    if op["body"] is not None:
        args.append(f"body: {ts_type(op['body'])}")
    path_expr = "`" + re.sub(r"\{(\w+)\}", r"${encodeURIComponent(\1)}", op["path"]) + "`"
    out = []
    json_schema = op["content"].get("application/json", {}).get("schema")
    text_types = [t for t in op["content"] if t != "application/json"]
    body_arg = "JSON.stringify(body)" if op["body"] is not None else "undefined"
    if json_schema is not None:
        answer = ts_type(json_schema)
        out.append(doc(op["summary"], "  "))
        out.append(f"  {op['id']}({', '.join(args + ['init: CallOptions = {}'])}): Promise<Result<{answer}>> {{\n")
        out.append(f"    return this.call({json.dumps(op['method'])}, {path_expr}, {body_arg}, \"application/json\", init);\n")
        out.append("  }\n\n")
    for media in text_types:
        suffix = {"image/svg+xml": "Svg", "text/html": "Html", "application/yaml": "",
                  "text/plain; version=0.0.4; charset=utf-8": ""}.get(media, "Text")
        name = op["id"] + suffix if json_schema is not None else op["id"]
        query = ""
        qargs = []
        if media == "image/svg+xml" and query_params:
            for p in query_params:
                qargs.append(f"{p['name']}?: boolean")
            query = "query"
        signature = args + ([f"query: {{ {'; '.join(qargs)} }} = {{}}"] if qargs else []) + ["init: CallOptions = {}"]
        out.append(doc(f"{op['summary']} ({media})", "  "))
        out.append(f"  {name}({', '.join(signature)}): Promise<Result<string>> {{\n")
        if query:
            names = [p["name"] for p in query_params]
            pieces = ", ".join("query.%s === undefined ? null : \"%s=\" + String(query.%s)" % (n, n, n) for n in names)
            out.append("    const search = [" + pieces + "].filter((p) => p !== null).join(\"&\");\n")
            out.append("    const target = " + path_expr + " + (search ? \"?\" + search : \"\");\n")
            out.append("    return this.call(%s, target, %s, %s, init);\n"
                       % (json.dumps(op["method"]), body_arg, json.dumps(media.split(";")[0])))
        else:
            out.append(f"    return this.call({json.dumps(op['method'])}, {path_expr}, {body_arg}, {json.dumps(media.split(';')[0])}, init);\n")
        out.append("  }\n\n")
    return "".join(out)


HEADER = '''// Clearance's TypeScript client, generated from openapi.yaml by scripts/gen-typescript.py: do
// not edit (make test fails when this file differs from a fresh generation).
//
// One dependency-free ES module: a named type for every schema of the contract, and a method per
// operation over an injectable `fetch`, so it runs in a browser, a plugin iframe, Deno or Node 20.
//
//   import { ClearanceClient } from "./clearance.ts";
//   const clearance = new ClearanceClient({ baseUrl: "http://127.0.0.1:8080" });
//   const result = await clearance.solveLayout({ device: { id: "iphone-15" }, elements: [] });
//   if (result.ok) console.log(result.value.contentOffset); else console.log(result.problem.errors);

'''

CLIENT = '''/** How to reach the service. */
export interface ClientOptions {
  /** The service's address; default `http://127.0.0.1:8080`. */
  baseUrl?: string;
  /** The `fetch` to call (a browser's, Deno's, Node 20's, or a test double); default the global one. */
  fetch?: typeof fetch;
  /** Header fields sent with every call (an `X-Request-ID`, say). */
  headers?: Record<string, string>;
}

/** Per-call options. */
export interface CallOptions {
  /** Sent as `X-Request-ID`; the answer echoes it. */
  requestId?: string;
  /** Aborts the call. */
  signal?: AbortSignal;
}

/** An answer: the typed value, or the service's problem (RFC 9457), with the request's id. */
export type Result<T> =
  | { ok: true; status: number; value: T; requestId: string | null }
  | { ok: false; status: number; problem: Problem; requestId: string | null };

/** The client: one method per operation of openapi.yaml, named after its `operationId`. */
export class ClearanceClient {
  readonly baseUrl: string;
  private readonly fetcher: typeof fetch;
  private readonly headers: Record<string, string>;

  constructor(options: ClientOptions = {}) {
    this.baseUrl = (options.baseUrl ?? "http://127.0.0.1:8080").replace(/\\/+$/, "");
    this.fetcher = options.fetch ?? ((input, init) => fetch(input, init));
    this.headers = options.headers ?? {};
  }

  private async call<T>(
    method: string, path: string, body: string | undefined, accept: string, init: CallOptions,
  ): Promise<Result<T>> {
    const headers: Record<string, string> = { ...this.headers, Accept: accept };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (init.requestId !== undefined) headers["X-Request-ID"] = init.requestId;
    const response = await this.fetcher(this.baseUrl + path, { method, headers, body, signal: init.signal });
    const requestId = response.headers.get("X-Request-ID");
    const type = response.headers.get("Content-Type") ?? "";
    if (!response.ok) {
      // Every error the service sends is problem+json; one that is not came from something in
      // between (a proxy): it is wrapped as RFC 9457's `about:blank`, its text as the detail.
      const problem = type.startsWith("application/problem+json")
        ? (await response.json()) as Problem
        : {
          type: "about:blank", title: response.statusText, status: response.status,
          detail: await response.text(), errors: [],
        } as unknown as Problem;
      return { ok: false, status: response.status, problem, requestId };
    }
    const value = (accept === "application/json" ? await response.json() : await response.text()) as T;
    return { ok: true, status: response.status, value, requestId };
  }

'''


def generate() -> str:
    spec = yaml.safe_load(SPEC.read_text())
    out = [HEADER, f"/** The contract's version (openapi.yaml `info.version`). */\nexport const apiVersion = {json.dumps(str(spec['info']['version']))};\n\n"]
    NAMED_UNIONS.clear()
    for name, schema in spec["components"]["schemas"].items():
        if any(key in schema for key in ("oneOf", "anyOf", "enum")):
            members = frozenset(p for p in union_parts(schema) if p != "null")
            if len(members) > 1:
                NAMED_UNIONS[name] = members
    for name, schema in spec["components"]["schemas"].items():
        out.append(doc(schema.get("description")))
        WRITING[:] = [name]
        body = ts_type(schema)
        if body.startswith("{") and "\n" in body:
            out.append(f"export interface {name} {body}\n\n")
        else:
            out.append(f"export type {name} = {body};\n\n")
    out.append(CLIENT)
    for op in operations(spec):
        out.append(method_source(op))
    out.append("}\n")
    text = "".join(out)
    return re.sub(r"\n{3,}", "\n\n", text)


def main() -> int:
    text = generate()
    if "--check" in sys.argv[1:]:
        if not OUT.exists() or OUT.read_text() != text:
            print(f"{OUT.relative_to(REPO)} differs from a fresh generation: run python3 scripts/gen-typescript.py",
                  file=sys.stderr)
            return 1
        return 0
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
