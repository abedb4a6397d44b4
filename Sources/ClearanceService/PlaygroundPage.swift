import ClearanceRender
import KeyboardAvoidance

/// The playground served at `GET /`: one self-contained HTML page (no external scripts, fonts or
/// styles) that edits a layout request and shows the service's picture and answer side by side.
///
/// A policy picker sets `options.policy`; "Compare all" sends the request to
/// `POST /v1/layout/compare` instead and shows its grid and a line per policy.
///
/// The page is a client like any other: it calls `POST /v1/layout` twice per edit, once with
/// `Accept: image/svg+xml` for the picture and once with `Accept: application/json` for the
/// answer, and `GET /v1/devices` once, hiding the device pickers when that route is absent.
/// Problems are listed by JSON Pointer beside the editor, and the picker a pointer names is
/// marked.
///
/// With a design in the editor (docs/designs.md), each answer's `mapping` sets the pickers: the
/// device picker shows the device the answer was laid out on and the focus picker lists the
/// design's text fields by label, each chosen by its node id. The verdict table and the picture
/// name those fields by label too; the design's other nodes keep their ids, with their layer
/// names beside them in the table.
///
/// Hooks for automated clients: `body[data-state]` is `ready` or `error` once the answers to
/// the latest edit are shown and `body[data-seq]` counts edits; `body[data-devices]` is
/// `available` or `unavailable`.
public enum PlaygroundPage {
    /// The media type of ``html``.
    public static let mediaType = "text/html; charset=utf-8"

    /// The request the editor starts with: semantics §7 example 1 as a small login form.
    public static let exampleRequest = #"""
        {
          "screen": {"width": 390, "height": 844},
          "window": {"safeArea": {"top": 47, "left": 0, "bottom": 34, "right": 0}},
          "keyboard": {"height": 336},
          "container": {
            "frame": {"x": 0, "y": 0, "width": 390, "height": 844},
            "contentSize": {"width": 390, "height": 900}
          },
          "elements": [
            {"id": "title", "frame": {"x": 20, "y": 120, "width": 350, "height": 40}},
            {"id": "email", "frame": {"x": 20, "y": 520, "width": 350, "height": 44}},
            {"id": "password", "frame": {"x": 20, "y": 600, "width": 350, "height": 44}},
            {"id": "signIn", "frame": {"x": 45, "y": 700, "width": 300, "height": 50}},
            {"id": "forgot", "frame": {"x": 20, "y": 770, "width": 350, "height": 30}}
          ],
          "focus": "password",
          "options": {"minimumDistance": 32}
        }
        """#

    /// The verdict colours as a JavaScript object literal, from ``VerdictPalette``.
    static var paletteScript: String {
        let pairs = VerdictPalette.entries.map { "\"\($0.state.rawValue)\": \"\($0.color)\"" }
        return "{" + pairs.joined(separator: ", ") + "}"
    }

    /// The legend under the picture, from ``VerdictPalette`` (coloured by ``paletteStyle``: an
    /// inline `style` attribute would need `'unsafe-inline'` in the policy).
    static var legendMarkup: String {
        VerdictPalette.entries.map {
            "<span class=\"chip\" data-state=\"\($0.state.rawValue)\">\($0.label)</span>"
        }.joined(separator: "\n")
    }

    /// The legend's colours as style rules, from ``VerdictPalette``.
    static var paletteStyle: String {
        VerdictPalette.entries.map {
            ".chip[data-state=\"\($0.state.rawValue)\"] { background: \($0.color); }\n"
        }.joined()
    }

    /// The whole page.
    public static let html: String = head + body + "<script>" + scriptText + "</script>\n</body>\n</html>\n"

    /// The `Content-Security-Policy` to serve ``html`` with: nothing but the page's own inline
    /// script and style (each allowed by its SHA-256, computed here from the served text, so an
    /// edit can never leave a stale hash) and calls back to the service (`connect-src 'self'`).
    /// No other script, style, image, font, frame, form target or base URL can load, and
    /// only pages of the service's own origin may frame it (`frame-ancestors 'self'`): the
    /// playground is a tool to open, not a widget to embed, so framing by others (and the
    /// clickjacking that comes with it) has no use.
    public static let contentSecurityPolicy: String = {
        func hash(_ text: String) -> String { "'sha256-" + SHA256.base64(SHA256.digest(Array(text.utf8))) + "'" }
        return "default-src 'none'; script-src \(hash(scriptText)); style-src \(hash(styleText)); "
            + "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'"
    }()

    /// The text of the page's one `<script>` element.
    static let scriptText = "\n\"use strict\";\nconst PALETTE = " + paletteScript + ";\n" + script

    /// The text of the page's one `<style>` element.
    static let styleText = "\n" + baseStyle + paletteStyle

    static let head = headStart + "<style>" + styleText + "</style>\n</head>\n"

    static let headStart = #"""
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Clearance playground</title>

        """#

    static let baseStyle = #"""
        :root { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2933; }
        body { margin: 0; background: #f4f6f8; }
        header { padding: 10px 20px; background: #1f2933; color: #fff; }
        header h1 { font-size: 18px; margin: 0; }
        header p { margin: 4px 0 0; font-size: 13px; color: #c8d0da; }
        main { display: grid; gap: 16px; padding: 16px; align-items: start;
               grid-template-columns: minmax(340px, 460px) minmax(0, 1fr) minmax(260px, 380px); }
        @media (max-width: 1280px) {
          main { grid-template-columns: minmax(340px, 460px) minmax(0, 1fr); }
          #answer-pane { grid-column: 1 / -1; }
        }
        section { background: #fff; border: 1px solid #d5dbe3; border-radius: 6px; padding: 12px; min-width: 0; }
        h2 { font-size: 14px; margin: 0 0 8px; }
        .pickers { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: 6px 8px;
                   align-items: center; margin-bottom: 10px; font-size: 13px; }
        .pickers select { max-width: 100%; }
        .pickers .field-error { grid-column: 2; color: #b3261e; font-size: 12px; }
        .pickers .field-error:empty { display: none; }
        select, input { font: inherit; padding: 2px 4px; }
        .invalid { outline: 2px solid #d64545; outline-offset: 1px; }
        textarea { width: 100%; height: 460px; box-sizing: border-box; resize: vertical;
                   font: 12px/1.45 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
        #status { font-size: 12px; color: #5c6773; min-height: 16px; margin-top: 6px; }
        #errors { list-style: none; padding: 0; margin: 6px 0 0; font-size: 12px; }
        #errors li { background: #fdecea; border-left: 3px solid #d64545; padding: 4px 6px; margin-bottom: 4px;
                     cursor: pointer; }
        #errors code { font-weight: 600; }
        #picture svg { max-width: 100%; height: auto; display: block; }
        #picture.stale { opacity: 0.35; }
        #answer { font: 11px/1.4 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; white-space: pre-wrap;
                  word-break: break-word; margin: 0; max-height: 760px; overflow: auto; }
        .legend { display: flex; flex-wrap: wrap; gap: 6px; margin: 8px 0; }
        .chip { display: inline-block; padding: 1px 6px; border-radius: 3px; font-size: 11px; color: #10151c; }
        #verdicts { border-collapse: collapse; font-size: 12px; margin-top: 8px; }
        #verdicts td, #verdicts th { padding: 2px 8px; text-align: left; border-bottom: 1px solid #eef1f5; }
        #verdicts .layer { color: #5c6773; margin-left: 6px; }
        #verdicts .field { font-weight: 600; }
        [hidden] { display: none !important; }

        """#

    static var body: String {
        #"""
        <body data-state="loading" data-seq="0" data-devices="unknown" data-mode="single">
        <header>
        <h1>Clearance playground</h1>
        <p>Edit a layout request; the picture and the answer follow. This page calls the public API:
        POST /v1/layout with Accept image/svg+xml and application/json.</p>
        </header>
        <main>
        <section id="editor-pane">
        <h2>Request</h2>
        <div class="pickers">
        <span id="device-pickers-label" data-device-picker hidden>Device</span>
        <select id="device" data-pointer="/device/id" data-device-picker hidden></select>
        <span class="field-error" data-for="device" data-device-picker hidden></span>
        <span data-device-picker hidden>Orientation</span>
        <select id="orientation" data-pointer="/device/orientation" data-device-picker hidden>
        <option value="portrait">portrait</option><option value="landscape">landscape</option>
        </select>
        <span data-device-picker hidden>Keyboard</span>
        <select id="keyboard-kind" data-pointer="/device/keyboard" data-device-picker hidden>
        <option value="predictive">docked, predictive bar</option>
        <option value="noPredictive">docked, no predictive bar</option>
        <option value="hardwareBar">hardware keyboard bar</option>
        <option value="hidden">hidden</option>
        </select>
        <span class="field-error" data-for="keyboard-kind" data-device-picker hidden></span>
        <label for="strategy">Strategy</label>
        <select id="strategy" data-pointer="/options/strategy">
        <option value="">default</option><option value="scrollView">scrollView</option>
        <option value="shiftView">shiftView</option><option value="resizeView">resizeView</option>
        </select>
        <span class="field-error" data-for="strategy"></span>
        <label for="anchor">Anchor</label>
        <span><select id="anchor" data-pointer="/options/anchor">
        <option value="">minimal (null)</option><option value="top">top</option>
        <option value="center">center</option><option value="bottom">bottom</option>
        <option value="number">number…</option>
        </select>
        <input id="anchor-value" type="number" min="0" max="1" step="0.05" value="0.5" hidden></span>
        <span class="field-error" data-for="anchor"></span>
        <label for="minimumDistance">Minimum distance</label>
        <input id="minimumDistance" type="number" min="0" step="1" placeholder="20"
               data-pointer="/options/minimumDistance">
        <span class="field-error" data-for="minimumDistance"></span>
        <label for="focus">Focus</label>
        <select id="focus" data-pointer="/focus"></select>
        <span class="field-error" data-for="focus"></span>
        <label for="policy">Policy</label>
        <select id="policy" data-pointer="/options/policy">
        """# + policyOptions + #"""
            </select>
            <span class="field-error" data-for="policy"></span>
            <label for="compare-all">Compare all</label>
            <span><input id="compare-all" type="checkbox"> every policy side by side (POST /v1/layout/compare)</span>
            <label for="animate">Animate</label>
            <span><input id="animate" type="checkbox"> play before → after on the keyboard's own easing (?animate=true)</span>
            </div>
            <textarea id="request" spellcheck="false" wrap="off" aria-label="Layout request (JSON)">
            """# + escapeHTML(exampleRequest) + #"""
                </textarea>
                <div id="status" role="status"></div>
                <ul id="errors" aria-label="Problems"></ul>
                </section>
                <section id="picture-pane">
                <h2>Before and after</h2>
                <div class="legend">
                """# + legendMarkup + #"""
                </div>
                <div id="picture" aria-live="polite"></div>
                <table id="verdicts"><thead><tr><th>element</th><th>before</th><th>after</th></tr></thead>
                <tbody></tbody></table>
                </section>
                <section id="answer-pane">
                <h2>Answer</h2>
                <pre id="answer"></pre>
                </section>
                </main>

                """#
    }

    /// The policy picker's options: the default (clearance), then every policy by name.
    static var policyOptions: String {
        (["<option value=\"\">default (clearance)</option>"]
            + Policy.names.map { "<option value=\"\($0)\">\($0)</option>" }).joined(separator: "\n")
    }

    /// `text` safe inside an HTML element.
    static func escapeHTML(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.append(character)
            }
        }
        return out
    }
}
