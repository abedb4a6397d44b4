// Clearance's Figma plugin, main thread (docs: examples/figma-plugin/README.md).
//
// The UI (ui.html) talks to the Clearance service; this thread does what only it can: it keeps
// the service's address in figma.clientStorage, exports the selected frame as Figma's REST JSON
// (`exportAsync({format: "JSON_REST_V1"})`) for the UI to check, and places the service's SVG
// drawing of one field (`figma.createNodeFromSvg`) beside that frame. The pure helpers below are
// unit-tested in Deno (code_test.ts); the calls into the `figma` global run only inside Figma.

/** The service's address until the designer saves another: the one place it is written. */
const DEFAULT_SERVICE = "http://127.0.0.1:8080";

/** The clientStorage key the address is kept under. */
const SERVICE_KEY = "clearance.service";

/** The address to use for what clientStorage holds: trimmed, without a trailing slash, else the default. */
function serviceAddress(stored) {
  const address = typeof stored === "string" ? stored.trim().replace(/\/+$/, "") : "";
  return address || DEFAULT_SERVICE;
}

/** Where a drawing goes: `gap` points right of the frame's box, tops aligned. */
function placeBeside(box, gap = 80) {
  return { x: box.x + box.width + gap, y: box.y };
}

/** The layer name of a drawing: what it shows, as the Layers panel lists it. */
function drawingName(frame, field, device) {
  return `Clearance · ${frame} · ${field} on ${device}`;
}

globalThis.ClearancePlugin = { DEFAULT_SERVICE, SERVICE_KEY, serviceAddress, placeBeside, drawingName };

if (typeof figma !== "undefined") {
  figma.showUI(__html__, { width: 780, height: 760 });
  let checked = null; // the frame last exported: {id, name}
  let drawing = null; // the id of the drawing last placed, replaced by the next one

  const settings = async () =>
    figma.ui.postMessage({ type: "settings", service: serviceAddress(await figma.clientStorage.getAsync(SERVICE_KEY)) });

  figma.ui.onmessage = async (message) => {
    try {
      if (message.type === "ready") {
        await settings();
      } else if (message.type === "saveService") {
        await figma.clientStorage.setAsync(SERVICE_KEY, serviceAddress(message.service));
        await settings();
      } else if (message.type === "export") {
        const node = figma.currentPage.selection[0];
        if (!node || !["FRAME", "COMPONENT", "INSTANCE"].includes(node.type)) {
          figma.ui.postMessage({ type: "error", text: "Select one frame (a screen) first, then Check." });
          return;
        }
        checked = { id: node.id, name: node.name };
        const document = await node.exportAsync({ format: "JSON_REST_V1" });
        figma.ui.postMessage({ type: "design", name: node.name, document });
      } else if (message.type === "draw") {
        const frame = checked && (await figma.getNodeByIdAsync(checked.id));
        if (!frame) {
          figma.ui.postMessage({ type: "error", text: "The checked frame is gone; select it and Check again." });
          return;
        }
        const previous = drawing && (await figma.getNodeByIdAsync(drawing));
        if (previous) previous.remove();
        // createNodeFromSvg puts the drawing on the current page, where x and y are absolute.
        const node = figma.createNodeFromSvg(message.svg);
        node.name = drawingName(frame.name, message.field, message.device);
        const place = placeBeside(frame.absoluteBoundingBox);
        node.x = place.x;
        node.y = place.y;
        drawing = node.id;
        figma.notify(`Clearance: ${message.field} on ${message.device}, drawn beside ${frame.name}`);
      }
    } catch (error) {
      figma.ui.postMessage({ type: "error", text: String(error && error.message ? error.message : error) });
    }
  };
}
