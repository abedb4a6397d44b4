// Unit tests of the plugin's drawing: shapesFor is a pure function from an answer to shapes.
// Loading code.js outside Figma defines it and runs nothing else (there is no `figma` global).
import "./code.js";

// deno-lint-ignore no-explicit-any
const { shapesFor, PALETTE } = (globalThis as any).ClearanceShapes;

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const verdict = (state: string) => ({ state, visibleFraction: 1, coveredFraction: 0, reachable: true, coveredBy: [] });

// Worked example 4 (semantics §7): the password field scrolled to 218, the Continue button on the
// keyboard, focus the password.
const answer = {
  keyboard: { state: "docked", frame: { x: 0, y: 508, width: 390, height: 336 }, overlap: 336 },
  strategy: "scrollView",
  containerFrame: { x: 0, y: 0, width: 390, height: 844 },
  contentOffset: { x: 0, y: 218 },
  elements: [{ id: "password", before: verdict("covered"), after: verdict("visible") }],
  pinned: [{ id: "continue", pin: "keyboard", frame: { x: 20, y: 458, width: 350, height: 50 }, shift: -302,
             before: verdict("covered"), after: verdict("visible") }],
  warnings: [],
  mapping: { focus: { id: "password", why: "" } },
  frames: [{ id: "password", frame: { x: 20, y: 600, width: 350, height: 44 } }],
};
const device = { id: "iphone-14", width: 390, height: 844 };

Deno.test("every part of the answer is a shape, where the answer puts it", () => {
  const shapes = shapesFor(answer, device, 0);
  const kinds = shapes.map((s: { kind: string }) => s.kind);
  assert(JSON.stringify(kinds) === JSON.stringify(["screen", "element", "pinned", "keyboard", "gap", "text"]),
    kinds.join(","));
  const field = shapes.find((s: { name: string }) => s.name === "password");
  // 600 in the content, 218 scrolled: 382 on the screen.
  assert(field.x === 20 && field.y === 382 && field.width === 350 && field.height === 44, JSON.stringify(field));
  assert(field.fill === PALETTE.visible, field.fill);
  const bar = shapes.find((s: { name: string }) => s.name === "continue");
  assert(bar.y === 458 && bar.pin === "keyboard", JSON.stringify(bar));
  const gap = shapes.find((s: { kind: string }) => s.kind === "gap");
  // From the field's bottom (426) to the keyboard's top (508).
  assert(gap.y === 426 && gap.height === 82, JSON.stringify(gap));
});

Deno.test("shapes move with the frame's place, and a hidden keyboard draws none", () => {
  const shapes = shapesFor({ ...answer, keyboard: { state: "hidden", frame: null, overlap: 0 } }, device, 500);
  assert(!shapes.some((s: { kind: string }) => s.kind === "keyboard" || s.kind === "gap"), "no keyboard");
  assert(shapes.find((s: { kind: string }) => s.kind === "screen").x === 500, "moved by x");
  assert(shapes.find((s: { name: string }) => s.name === "password").x === 520, "moved by x");
});

Deno.test("a covered element takes the covered colour", () => {
  const covered = { ...answer, elements: [{ id: "password", before: verdict("visible"), after: verdict("covered") }] };
  const field = shapesFor(covered, device, 0).find((s: { name: string }) => s.name === "password");
  assert(field.fill === PALETTE.covered, field.fill);
});
