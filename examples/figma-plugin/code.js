// Clearance's Figma plugin, main thread (docs: examples/figma-plugin/README.md).
//
// The designer selects a frame and presses Check in the UI: this thread exports the selection as
// Figma's REST JSON (`exportAsync({format: "JSON_REST_V1"})`) and hands it to the UI, which posts
// it to Clearance as a `design` once per device; the UI hands the answers back, and this thread
// draws each as a new frame beside the selection. `shapesFor` (from an answer to the shapes to
// draw) is a pure function, tested in Deno; only the calls into the `figma` global are not run
// there.

/** The answer's palette (ClearanceRender's VerdictPalette). */
const PALETTE = {
  visible: "#2e9e44", partiallyCovered: "#f0a202", covered: "#d64545", clipped: "#8e5cc4", offscreen: "#9a9a9a",
};

/**
 * The shapes that draw one answer: the screen, the keyboard, every element where it ends (in its
 * after verdict's colour), every pinned view where it ends, the focus's gap to the keyboard, and a
 * one-line summary. Coordinates are the window's, in points; `x` is added to every shape's.
 * @param {object} answer  a layout answer of POST /v1/layout (with `mapping` for a design)
 * @param {{id: string, width: number, height: number}} device  the device it was answered on
 * @param {number} x  where the frame goes, left to right
 */
function shapesFor(answer, device, x = 0) {
  const shapes = [];
  const rect = (kind, name, r, fill, extra = {}) =>
    shapes.push({ kind, name, x: x + r.x, y: r.y, width: r.width, height: r.height, fill, ...extra });
  rect("screen", device.id, { x: 0, y: 0, width: device.width, height: device.height }, "#ffffff", { stroke: "#1f2933" });
  const c = answer.containerFrame;
  const o = answer.contentOffset;
  const request = answer.request || {};
  const frames = new Map((answer.frames || []).map((e) => [e.id, e.frame]));
  for (const element of answer.elements) {
    const frame = frames.get(element.id);
    if (!frame) continue;
    const seen = { x: frame.x + c.x - o.x, y: frame.y + c.y - o.y, width: frame.width, height: frame.height };
    rect("element", element.id, seen, PALETTE[element.after.state] || "#ffffff",
      { state: element.after.state, coveredBy: element.after.coveredBy });
  }
  for (const view of answer.pinned || []) {
    rect("pinned", view.id, view.frame, PALETTE[view.after.state] || "#ffffff",
      { state: view.after.state, pin: view.pin, stroke: "#1f2933" });
  }
  const keyboard = answer.keyboard;
  if (keyboard.state !== "hidden" && keyboard.frame) {
    rect("keyboard", "keyboard", keyboard.frame, "#2b3340", { opacity: 0.45 });
  }
  const focus = answer.mapping && answer.mapping.focus ? answer.mapping.focus.id : null;
  const focused = focus ? answer.elements.find((e) => e.id === focus) : null;
  if (focused && keyboard.state === "docked" && frames.get(focus)) {
    const f = frames.get(focus);
    const bottom = f.y + f.height + c.y - o.y;
    const top = keyboard.frame.y;
    if (top > bottom) rect("gap", "gap to the keyboard", { x: f.x + c.x - o.x, y: bottom, width: 2, height: top - bottom }, "#1565c0");
  }
  const state = focused ? focused.after.state : "no focus";
  shapes.push({ kind: "text", name: "summary", x: x, y: device.height + 12, width: device.width, height: 16,
    text: `${device.id}: ${answer.strategy}, focus ${state}, ${answer.warnings.length} warnings` });
  return shapes;
}

globalThis.ClearanceShapes = { shapesFor, PALETTE };

/** Draws `shapes` into a new frame named `name` beside `node` (texts in a font loaded first). */
async function draw(node, name, shapes, width, height, offset) {
  const font = { family: "Inter", style: "Regular" };
  await figma.loadFontAsync(font);
  const frame = figma.createFrame();
  frame.name = name;
  frame.resize(width, height + 40);
  frame.x = node.absoluteBoundingBox.x + node.absoluteBoundingBox.width + 80 + offset;
  frame.y = node.absoluteBoundingBox.y;
  const rgb = (hex) => ({ r: parseInt(hex.slice(1, 3), 16) / 255, g: parseInt(hex.slice(3, 5), 16) / 255,
    b: parseInt(hex.slice(5, 7), 16) / 255 });
  for (const shape of shapes) {
    if (shape.kind === "text") {
      const t = figma.createText();
      t.fontName = font;
      t.characters = shape.text;
      t.fontSize = 12;
      t.x = shape.x - offset;
      t.y = shape.y;
      frame.appendChild(t);
      continue;
    }
    const r = figma.createRectangle();
    r.name = shape.name;
    r.x = shape.x - offset;
    r.y = shape.y;
    r.resize(Math.max(shape.width, 0.01), Math.max(shape.height, 0.01));
    r.fills = [{ type: "SOLID", color: rgb(shape.fill), opacity: shape.opacity ?? (shape.kind === "screen" ? 1 : 0.6) }];
    if (shape.stroke) r.strokes = [{ type: "SOLID", color: rgb(shape.stroke) }];
    frame.appendChild(r);
  }
  return frame;
}

if (typeof figma !== "undefined") {
  figma.showUI(__html__, { width: 340, height: 480 });
  figma.ui.onmessage = async (message) => {
    const node = figma.currentPage.selection[0];
    if (message.type === "export") {
      if (!node || !("exportAsync" in node)) {
        figma.ui.postMessage({ type: "error", text: "Select a frame first." });
        return;
      }
      const document = await node.exportAsync({ format: "JSON_REST_V1" });
      figma.ui.postMessage({ type: "design", name: node.name, document });
    } else if (message.type === "draw" && node) {
      let offset = 0;
      for (const result of message.results) {
        const shapes = shapesFor(result.answer, result.device, offset);
        await draw(node, `Clearance · ${result.device.id}`, shapes, result.device.width, result.device.height, offset);
        offset += result.device.width + 40;
      }
      figma.notify(`Clearance: ${message.results.length} devices checked`);
    }
  };
}
