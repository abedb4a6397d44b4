extension PlaygroundPage {
    /// The page's behaviour; `PALETTE` is defined before it from ``VerdictPalette``.
    static let script = #"""
        const $ = (id) => document.getElementById(id);
        const editor = $("request");
        const picture = $("picture");
        const answerView = $("answer");
        const errorList = $("errors");
        const statusLine = $("status");
        const pickers = {
          strategy: $("strategy"), anchor: $("anchor"), anchorValue: $("anchor-value"),
          distance: $("minimumDistance"), focus: $("focus"),
          device: $("device"), orientation: $("orientation"), keyboardKind: $("keyboard-kind"),
          policy: $("policy"), compareAll: $("compare-all"), animate: $("animate"),
        };
        let seq = 0;
        let devices = [];
        let typingTimer = 0;
        // The latest design answer's text fields ({id, label}, as its mapping lists them), the
        // name a designer reads for each field's node id, and every node's layer name: empty
        // unless the editor holds a design.
        let designFields = [];
        let designNames = new Map();
        let designLayers = new Map();
        const nameOf = (id) => designNames.get(id) || id;

        // JSON laid out for people: short objects and arrays on one line.
        function inline(v) {
          if (Array.isArray(v)) return "[" + v.map(inline).join(", ") + "]";
          if (v && typeof v === "object") {
            return "{" + Object.keys(v).map((k) => JSON.stringify(k) + ": " + inline(v[k])).join(", ") + "}";
          }
          return JSON.stringify(v);
        }
        function pretty(v, indent) {
          indent = indent || "";
          const one = inline(v);
          if (v === null || typeof v !== "object" || one.length + indent.length <= 96) return one;
          const inner = indent + "  ";
          if (Array.isArray(v)) {
            return "[\n" + v.map((x) => inner + pretty(x, inner)).join(",\n") + "\n" + indent + "]";
          }
          const keys = Object.keys(v);
          return "{\n" + keys.map((k) => inner + JSON.stringify(k) + ": " + pretty(v[k], inner)).join(",\n")
            + "\n" + indent + "}";
        }

        function parseEditor() {
          try {
            const value = JSON.parse(editor.value);
            return value && typeof value === "object" && !Array.isArray(value) ? value : null;
          } catch (e) {
            return null;
          }
        }

        // Pickers show what the editor holds.
        function syncPickers(req) {
          const device = (req.device && typeof req.device === "object") ? req.device : null;
          if (device && devices.some((d) => d.id === device.id)) {
            pickers.device.value = device.id;
            if (["portrait", "landscape"].includes(device.orientation)) pickers.orientation.value = device.orientation;
            if ([...pickers.keyboardKind.options].some((o) => o.value === device.keyboard)) {
              pickers.keyboardKind.value = device.keyboard;
            }
          }
          const options = (req.options && typeof req.options === "object") ? req.options : {};
          const strategy = typeof options.strategy === "string" ? options.strategy : "";
          pickers.strategy.value = [...pickers.strategy.options].some((o) => o.value === strategy) ? strategy : "";
          const anchor = options.anchor;
          if (typeof anchor === "number") {
            pickers.anchor.value = "number";
            pickers.anchorValue.value = String(anchor);
          } else {
            pickers.anchor.value = ["top", "center", "bottom"].includes(anchor) ? anchor : "";
          }
          pickers.anchorValue.hidden = pickers.anchor.value !== "number";
          pickers.distance.value = typeof options.minimumDistance === "number" ? String(options.minimumDistance) : "";
          const focus = typeof req.focus === "string" ? req.focus : "";
          if (req.design && typeof req.design === "object") {
            // A design's fields are known from its answer; `focus` may name one by id or label.
            const lowered = focus.toLowerCase();
            const named = designFields.find((f) => f.id === focus)
              || designFields.find((f) => f.label.toLowerCase() === lowered);
            fillFocus(designFields, named ? named.id : focus);
          } else {
            const ids = Array.isArray(req.elements)
              ? req.elements.map((e) => e && e.id).filter((id) => typeof id === "string") : [];
            fillFocus(ids.map((id) => ({id, label: id})), focus);
          }
          const policy = options.policy;
          const policyName = typeof policy === "string" ? policy
            : (policy && typeof policy === "object" && typeof policy.name === "string") ? policy.name : "";
          pickers.policy.value = [...pickers.policy.options].some((o) => o.value === policyName) ? policyName : "";
        }

        // The focus picker: "(none)", then `fields` ({id, label}) by label, each chosen by its id;
        // a `selected` that names none of them is listed as it is written.
        function fillFocus(fields, selected) {
          const choices = [{id: "", label: "(none)"}].concat(fields);
          if (selected && !fields.some((f) => f.id === selected)) choices.push({id: selected, label: selected});
          pickers.focus.replaceChildren(...choices.map((f) => {
            const option = document.createElement("option");
            option.value = f.id;
            option.textContent = f.label;
            if (f.label !== f.id && f.id !== "") option.title = f.id;
            return option;
          }));
          pickers.focus.value = selected;
        }

        // A design's answer: the pickers show the device it was laid out on and its text fields
        // by label, the focused one selected; the names feed the table and the picture.
        function followDesign(answer, req) {
          const mapping = answer && answer.mapping && typeof answer.mapping === "object" ? answer.mapping : null;
          designFields = [];
          designNames = new Map();
          designLayers = new Map();
          if (!mapping) return;
          const nodes = [].concat(Array.isArray(mapping.elements) ? mapping.elements : [],
            Array.isArray(mapping.pinned) ? mapping.pinned : []);
          for (const node of nodes) {
            if (node && typeof node.id === "string" && typeof node.name === "string") designLayers.set(node.id, node.name);
            if (node && typeof node.id === "string" && typeof node.label === "string" && node.label !== "") {
              designFields.push({id: node.id, label: node.label});
              designNames.set(node.id, node.label);
            }
          }
          const placed = mapping.device && typeof mapping.device === "object" ? mapping.device : null;
          const asked = req && req.device && typeof req.device === "object" ? req.device : {};
          const used = placed && typeof placed.id === "string" ? placed.id : asked.id;
          if (devices.some((d) => d.id === used)) {
            pickers.device.value = used;
            const orientation = placed && placed.orientation ? placed.orientation : asked.orientation;
            if (["portrait", "landscape"].includes(orientation)) pickers.orientation.value = orientation;
          }
          const focused = mapping.focus && typeof mapping.focus.id === "string" ? mapping.focus.id : "";
          fillFocus(designFields, focused);
        }

        // The picture names a design's nodes as the table does: a label where the node has one,
        // cut to the room the picture gave its id.
        function relabelPicture(svg) {
          if (designNames.size === 0) return;
          const ids = [...designNames.keys()].sort((a, b) => b.length - a.length);
          const escaped = ids.map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
          // An id standing alone: not part of a longer id ("I204:1;5:6", "204:17" in "204:170").
          const anywhere = new RegExp("(^|[^\\w:;])(" + escaped.join("|") + ")(?![\\w;]|:\\w)", "g");
          for (const node of svg.querySelectorAll("text, title")) {
            const text = node.textContent;
            if (node.nodeName === "text" && designNames.has(text)) {
              const box = node.parentNode.querySelector('rect[data-id="' + CSS.escape(text) + '"]');
              const width = box ? Number(box.getAttribute("width")) : NaN;
              const inset = box && box.hasAttribute("data-pinned") ? 12 : 8;
              const room = Number.isFinite(width) ? Math.floor((width - inset) / 6.2) : Infinity;
              const label = designNames.get(text);
              node.textContent = label.length > room ? label.slice(0, Math.max(room - 1, 0)) + "…" : label;
              node.dataset.id = text;
            } else {
              const named = text.replace(anywhere, (_, before, id) => before + nameOf(id));
              if (named !== text) node.textContent = named;
            }
          }
        }

        // A picker changed: edit the request in the editor, then ask again.
        function edit(change) {
          const req = parseEditor();
          if (!req) {
            showStatus("The editor does not hold a JSON object; fix it before using the pickers.");
            return;
          }
          change(req);
          editor.value = pretty(req);
          syncPickers(req);
          send();
        }
        function options(req) {
          if (!req.options || typeof req.options !== "object") req.options = {};
          return req.options;
        }
        function setOrDelete(object, key, value) {
          if (value === undefined) delete object[key]; else object[key] = value;
        }

        pickers.strategy.addEventListener("change", () => edit((req) => {
          setOrDelete(options(req), "strategy", pickers.strategy.value || undefined);
        }));
        function anchorChanged() {
          edit((req) => {
            const choice = pickers.anchor.value;
            let value;
            if (choice === "number") value = Number(pickers.anchorValue.value);
            else if (choice) value = choice;
            setOrDelete(options(req), "anchor", value);
          });
        }
        pickers.anchor.addEventListener("change", anchorChanged);
        pickers.anchorValue.addEventListener("change", anchorChanged);
        pickers.distance.addEventListener("change", () => edit((req) => {
          const text = pickers.distance.value.trim();
          setOrDelete(options(req), "minimumDistance", text === "" ? undefined : Number(text));
        }));
        pickers.focus.addEventListener("change", () => edit((req) => {
          setOrDelete(req, "focus", pickers.focus.value || undefined);
        }));
        pickers.policy.addEventListener("change", () => edit((req) => {
          setOrDelete(options(req), "policy", pickers.policy.value || undefined);
        }));
        // The picture that plays the change: the keyboard rises and the content moves on
        // animation.cssEasing over animation.settleDuration (semantics §5).
        pickers.animate.addEventListener("change", () => send());
        pickers.compareAll.addEventListener("change", () => {
          document.body.dataset.mode = pickers.compareAll.checked ? "compare" : "single";
          send();
        });
        editor.addEventListener("input", () => {
          clearTimeout(typingTimer);
          typingTimer = setTimeout(() => {
            const req = parseEditor();
            if (req) syncPickers(req);
            send();
          }, 350);
        });

        // Devices: only when the service has a catalog. The request names the device and the
        // service fills the screen, the window, its safe area and the keyboard from its catalog:
        // the page holds no figure of its own.
        function applyDevice(req) {
          const entry = devices.find((d) => d.id === pickers.device.value);
          if (!entry) return;
          for (const key of ["screen", "window"]) delete req[key];
          const animation = req.keyboard && typeof req.keyboard === "object" ? req.keyboard.animation : undefined;
          delete req.keyboard;
          if (animation !== undefined) req.keyboard = {animation};
          if (req.container && typeof req.container === "object") delete req.container.frame;
          req.device = {id: entry.id, orientation: pickers.orientation.value, keyboard: pickers.keyboardKind.value};
        }
        for (const picker of [pickers.device, pickers.orientation, pickers.keyboardKind]) {
          picker.addEventListener("change", () => edit(applyDevice));
        }
        async function loadDevices() {
          let list = null;
          try {
            const response = await fetch("/v1/devices", {headers: {"Accept": "application/json"}});
            if (response.ok) {
              const body = await response.json();
              list = Array.isArray(body) ? body : (body && Array.isArray(body.devices) ? body.devices : null);
            }
          } catch (e) {
            list = null;
          }
          devices = (list || []).map((d) => typeof d === "string" ? {id: d} : d)
            .filter((d) => d && typeof d.id === "string");
          const available = devices.length > 0;
          document.body.dataset.devices = available ? "available" : "unavailable";
          for (const node of document.querySelectorAll("[data-device-picker]")) node.hidden = !available;
          if (!available) return;
          const custom = document.createElement("option");
          custom.value = "";
          custom.textContent = "(as in the editor)";
          pickers.device.replaceChildren(custom, ...devices.map((d) => {
            const option = document.createElement("option");
            option.value = d.id;
            option.textContent = d.name || d.id;
            return option;
          }));
        }

        // Problems: a list by pointer beside the editor, and a mark on the picker a pointer names.
        function clearErrors() {
          errorList.replaceChildren();
          for (const node of document.querySelectorAll(".invalid")) node.classList.remove("invalid");
          for (const node of document.querySelectorAll(".field-error")) node.textContent = "";
        }
        function pickerFor(pointer) {
          for (const node of document.querySelectorAll(".pickers [data-pointer]")) {
            const p = node.dataset.pointer;
            if (!node.hidden && (pointer === p || pointer.startsWith(p + "/"))) return node;
          }
          return null;
        }
        function selectInEditor(pointer) {
          let at = 0;
          for (const raw of pointer.split("/").slice(1)) {
            const key = raw.replace(/~1/g, "/").replace(/~0/g, "~");
            if (/^\d+$/.test(key)) continue;
            const found = editor.value.indexOf(JSON.stringify(key), at);
            if (found < 0) break;
            at = found;
          }
          editor.focus();
          editor.setSelectionRange(at, at);
        }
        function showProblem(problem) {
          const errors = Array.isArray(problem.errors) ? problem.errors : [];
          const items = errors.length ? errors : [{pointer: "", message: problem.detail || problem.title || "error"}];
          for (const error of items) {
            const pointer = typeof error.pointer === "string" ? error.pointer : "";
            const li = document.createElement("li");
            li.dataset.pointer = pointer;
            const code = document.createElement("code");
            code.textContent = pointer || "(request)";
            li.append(code, " " + (error.message || ""));
            li.addEventListener("click", () => selectInEditor(pointer));
            errorList.append(li);
            const picker = pointer ? pickerFor(pointer) : null;
            if (picker) {
              picker.classList.add("invalid");
              const note = document.querySelector('.field-error[data-for="' + picker.id + '"]');
              if (note) note.textContent = error.message || "";
            } else {
              editor.classList.add("invalid");
            }
          }
          showStatus((problem.status || "") + " " + (problem.title || "problem"));
        }
        function showStatus(text) {
          statusLine.textContent = text;
        }

        // One line per policy of a comparison: what it does to the focus.
        function showComparison(comparison) {
          const head = document.querySelector("#verdicts thead tr");
          head.replaceChildren(...["policy", "fidelity", "scroll", "shift", "gap", "focus after", "hidden"].map((t) => {
            const th = document.createElement("th");
            th.textContent = t;
            return th;
          }));
          const rows = (Array.isArray(comparison.results) ? comparison.results : []).map((r) => {
            const tr = document.createElement("tr");
            tr.dataset.policy = r.policy.name;
            const focus = r.focus || {};
            const cells = [r.policy.name + " " + r.policy.version, r.policy.fidelity, r.scrollDelta, r.viewShift,
              focus.gap === undefined || focus.gap === null ? "–" : focus.gap];
            for (const text of cells) {
              const td = document.createElement("td");
              td.textContent = String(text);
              tr.append(td);
            }
            const td = document.createElement("td");
            if (focus.after) {
              const chip = document.createElement("span");
              chip.className = "chip";
              chip.textContent = focus.after.state;
              chip.dataset.state = focus.after.state;
              chip.style.background = PALETTE[focus.after.state] || "#ffffff";
              td.append(chip);
            }
            tr.append(td);
            const hidden = document.createElement("td");
            hidden.textContent = String(r.hiddenElements);
            tr.append(hidden);
            return tr;
          });
          document.querySelector("#verdicts tbody").replaceChildren(...rows);
        }

        function showVerdicts(answer) {
          const head = document.querySelector("#verdicts thead tr");
          head.replaceChildren(...["element", "before", "after"].map((t) => {
            const th = document.createElement("th");
            th.textContent = t;
            return th;
          }));
          // The elements, then the pinned views (semantics §3.4), each chip naming what covers it.
          const pinned = (Array.isArray(answer.pinned) ? answer.pinned : []).map((p) =>
            Object.assign({}, p, {label: nameOf(p.id) + " (pinned to " + p.pin + ")"}));
          const listed = (Array.isArray(answer.elements) ? answer.elements : []).concat(pinned);
          const rows = listed.map((e) => {
            const tr = document.createElement("tr");
            const id = document.createElement("td");
            id.textContent = e.label || nameOf(e.id);
            if (id.textContent !== e.id) id.title = e.id;
            if (designNames.has(e.id)) id.className = "field";
            // A design's other nodes keep their ids, with the layer name a designer knows them by.
            const layer = designNames.has(e.id) ? undefined : designLayers.get(e.id);
            if (layer) {
              const span = document.createElement("span");
              span.className = "layer";
              span.textContent = layer;
              id.append(span);
            }
            tr.dataset.id = e.id;
            if (e.pin) tr.dataset.pinned = e.pin;
            tr.append(id);
            for (const verdict of [e.before, e.after]) {
              const td = document.createElement("td");
              const chip = document.createElement("span");
              chip.className = "chip";
              chip.textContent = verdict.state;
              chip.dataset.state = verdict.state;
              const by = Array.isArray(verdict.coveredBy) ? verdict.coveredBy : [];
              if (by.length) chip.title = "covered by " + by.map(nameOf).join(", ");
              chip.style.background = PALETTE[verdict.state] || "#ffffff";
              td.append(chip);
              tr.append(td);
            }
            return tr;
          });
          document.querySelector("#verdicts tbody").replaceChildren(...rows);
        }

        // Ask for the picture and the answer; show them only if no newer edit has been made since.
        async function send() {
          const mine = ++seq;
          const body = editor.value;
          const comparing = pickers.compareAll.checked;
          const playing = !comparing && pickers.animate.checked;
          const post = (accept) => fetch("/v1/layout" + (comparing ? "/compare" : "")
              + (playing && accept === "image/svg+xml" ? "?animate=true" : ""), {
            method: "POST", headers: {"Content-Type": "application/json", "Accept": accept}, body,
          }).then(async (response) => ({response, text: await response.text()}));
          let svg, json;
          try {
            [svg, json] = await Promise.all([post("image/svg+xml"), post("application/json")]);
          } catch (e) {
            if (mine !== seq) return;
            showStatus("The service did not answer: " + e.message);
            document.body.dataset.state = "error";
            document.body.dataset.seq = String(mine);
            return;
          }
          if (mine !== seq) return;
          clearErrors();
          editor.classList.remove("invalid");
          let parsed = null;
          try {
            parsed = JSON.parse(json.text);
          } catch (e) {
            parsed = null;
          }
          if (!json.response.ok) {
            showProblem(parsed || {status: json.response.status, title: "HTTP " + json.response.status, errors: []});
            answerView.textContent = parsed ? pretty(parsed) : json.text;
            picture.classList.add("stale");
            document.body.dataset.state = "error";
            document.body.dataset.seq = String(mine);
            return;
          }
          answerView.textContent = pretty(parsed);
          let sent = null;
          try {
            sent = JSON.parse(body);
          } catch (e) {
            sent = null;
          }
          followDesign(parsed, sent);
          if (comparing) showComparison(parsed); else showVerdicts(parsed);
          const type = svg.response.headers.get("Content-Type") || "";
          const doc = svg.response.ok && type.startsWith("image/svg+xml")
            ? new DOMParser().parseFromString(svg.text, "image/svg+xml") : null;
          if (doc && doc.documentElement.nodeName === "svg" && !doc.querySelector("parsererror")) {
            const drawn = document.importNode(doc.documentElement, true);
            relabelPicture(drawn);
            picture.replaceChildren(drawn);
            picture.classList.remove("stale");
            showStatus("answered");
          } else {
            picture.replaceChildren();
            showStatus("no picture: HTTP " + svg.response.status + " " + type);
          }
          document.body.dataset.state = "ready";
          document.body.dataset.seq = String(mine);
        }

        const initial = parseEditor();
        if (initial) {
          editor.value = pretty(initial);
          syncPickers(initial);
        }
        loadDevices();
        send();

        """#
}
