// Unit tests of the main thread's pure helpers. Loading code.js outside Figma defines them and
// runs nothing else (there is no `figma` global).
import "./code.js";

// deno-lint-ignore no-explicit-any
const { DEFAULT_SERVICE, serviceAddress, placeBeside, drawingName } = (globalThis as any).ClearancePlugin;

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

Deno.test("the address is the stored one, tidied, else the default", () => {
  assert(DEFAULT_SERVICE === "http://127.0.0.1:8080", DEFAULT_SERVICE);
  assert(serviceAddress(undefined) === DEFAULT_SERVICE, "nothing stored");
  assert(serviceAddress("   ") === DEFAULT_SERVICE, "blank");
  assert(serviceAddress(42) === DEFAULT_SERVICE, "not a string");
  assert(serviceAddress(" http://10.0.0.5:9000// ") === "http://10.0.0.5:9000", serviceAddress(" http://10.0.0.5:9000// "));
});

Deno.test("a drawing goes right of the frame, tops aligned", () => {
  const place = placeBeside({ x: 100, y: -40, width: 375, height: 667 });
  assert(place.x === 555 && place.y === -40, JSON.stringify(place));
  assert(placeBeside({ x: 0, y: 0, width: 10, height: 10 }, 20).x === 30, "gap");
});

Deno.test("a drawing's name says what it shows", () => {
  assert(drawingName("Sign up", "Email", "iPhone SE") === "Clearance · Sign up · Email on iPhone SE", "name");
});
