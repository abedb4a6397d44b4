// A live test of the generated client (make test runs it against a service it starts, through
// tests/python/test_typescript_client.py): every operation, JSON and SVG answers, a 422
// problem with its pointers, X-Request-ID, compare, matrix, batch, devices and a design.
import { ClearanceClient, type LayoutRequest } from "./clearance.ts";

const baseUrl = Deno.env.get("CLEARANCE_URL") ?? "http://127.0.0.1:8080";
const client = new ClearanceClient({ baseUrl });

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const login: LayoutRequest = {
  screen: { width: 390, height: 844 },
  window: { safeArea: { top: 47, left: 0, bottom: 34, right: 0 } },
  keyboard: { height: 336 },
  container: { frame: { x: 0, y: 0, width: 390, height: 844 }, contentSize: { width: 390, height: 900 } },
  elements: [{ id: "password", frame: { x: 20, y: 600, width: 350, height: 44 } }],
  focus: "password",
  options: { minimumDistance: 32 },
};

Deno.test("solveLayout answers worked example 1, with the request id echoed", async () => {
  const result = await client.solveLayout(login, { requestId: "ts-client-1" });
  assert(result.ok, "a 200");
  assert(result.requestId === "ts-client-1", `the request id, not ${result.requestId}`);
  assert(result.value.contentOffset.y === 168, `contentOffset.y ${result.value.contentOffset.y}`);
  assert(result.value.animation.settleDuration === 0.5, "the keyboard's motion");
  assert(result.value.elements[0].after.coveredBy.length === 0, "coveredBy");
});

Deno.test("a broken request is a typed problem with its pointers", async () => {
  const broken = { ...login, elements: [{ id: "", frame: { x: 0, y: 0, width: 1, height: 1 } }] };
  const result = await client.solveLayout(broken);
  assert(!result.ok, "not a 200");
  assert(result.status === 422, `status ${result.status}`);
  assert(result.problem.type === "urn:clearance:problem:invalid-request", result.problem.type);
  assert(result.problem.errors.some((e) => e.pointer === "/elements/0/id"), JSON.stringify(result.problem.errors));
});

Deno.test("solveLayoutSvg answers a picture, and an animated one", async () => {
  const still = await client.solveLayoutSvg(login);
  assert(still.ok && still.value.startsWith("<svg"), "an SVG");
  const played = await client.solveLayoutSvg(login, { animate: true });
  assert(played.ok && played.value.includes("<animate"), "an animated SVG");
});

Deno.test("batch, matrix and compare", async () => {
  const batch = await client.solveLayoutBatch({ requests: [login, { ...login, focus: null }] });
  assert(batch.ok && batch.value.results.length === 2, "two results");
  const matrix = await client.solveLayoutMatrix({
    request: { elements: login.elements, focus: "password" },
    devices: ["iphone-se", "iphone-15"], orientations: ["portrait"], keyboards: ["predictive"],
  });
  assert(matrix.ok && matrix.value.summary.combinations === 2, "two combinations");
  const compare = await client.compareLayoutPolicies({ ...login, policies: ["clearance", "flutter"] });
  assert(compare.ok && compare.value.results.length === 2, "two policies");
  const grid = await client.compareLayoutPoliciesSvg({ ...login, policies: ["clearance"] });
  assert(grid.ok && grid.value.startsWith("<svg"), "a grid");
});

Deno.test("devices", async () => {
  const catalog = await client.listDevices();
  assert(catalog.ok && catalog.value.devices.length > 10, "a catalog");
  const device = await client.getDevice("iphone-15");
  assert(device.ok && device.value.id === "iphone-15", "iphone-15");
  const missing = await client.getDevice("iphone-99");
  assert(!missing.ok && missing.status === 404, "a 404");
});

Deno.test("a Figma frame as a design", async () => {
  const figma = {
    id: "1:1", name: "Sign in", type: "FRAME", absoluteBoundingBox: { x: 0, y: 0, width: 390, height: 844 },
    children: [{ id: "1:2", name: "Email [textField]", type: "FRAME",
                 absoluteBoundingBox: { x: 20, y: 600, width: 350, height: 44 } }],
  };
  const mapped = await client.mapDesign({ design: { figma } });
  assert(mapped.ok && mapped.value.mapping.device?.id === "iphone-14", "placed on the iPhone 14");
  const answer = await client.solveLayout(mapped.value.request);
  assert(answer.ok && answer.value.elements[0].after.state === "visible", "the field ends visible");
});

Deno.test("operations", async () => {
  const health = await client.health();
  assert(health.ok && health.value.status === "ok", "healthy");
  const ready = await client.readiness();
  assert(ready.ok, "ready");
  const metrics = await client.metrics();
  assert(metrics.ok && metrics.value.includes("clearance_build_info"), "metrics");
  const document = await client.openapi();
  assert(document.ok && document.value.includes("\nopenapi: 3.1.0\n"), "the document");
  const page = await client.playground();
  assert(page.ok && page.value.includes("<html"), "the playground");
});
