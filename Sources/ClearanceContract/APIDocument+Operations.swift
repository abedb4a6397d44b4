// The operation table: every route of the service, as `openapi.yaml`'s `paths` shows it. A Swift
// test (`RouteTableTests`) checks that the router serves exactly these methods and paths.
extension APIDocument {
    /// Every operation, in the order the document lists them.
    package static let operations: [Operation] = [
        Operation(
            method: .post, path: "/v1/layout", id: "solveLayout", tag: .layout,
            summary: "Compute the keyboard avoidance for a layout.",
            doc: """
                Takes a layout and answers the insets, the scroll offset, the view shift or resize, and a
                verdict for every element before and after avoidance. The answer depends only on the
                request: the same request always gets the same answer.

                Send `Accept: image/svg+xml` to get the answer as an SVG picture instead of JSON. SVG is
                sent when `Accept` ranks `image/svg+xml` (or `image/*`) strictly above JSON, each taking
                the quality of its most specific range; a tie, `*/*` or no `Accept` gets JSON, and an
                `Accept` that admits neither gets 406. Every answer carries `Vary: Accept`.

                The body must be JSON: send `Content-Type: application/json` (or another
                `application/*+json`; a request without a Content-Type is read as JSON too). Note that
                `curl -d` sends a form type unless given `-H 'Content-Type: application/json'`. The body is limited to 1 MiB and 10,000 elements by
                default (`--max-body-bytes`, `--max-elements`); a body with a `design`, to 8 MiB
                (`--max-design-bytes`, docs/designs.md).

                With `Accept: image/svg+xml`, `?animate=true` answers a picture whose after panel plays
                the change without script (SMIL): the keyboard rises, the content scrolls or shifts and
                the pinned views ride, on `animation.cssEasing` over `animation.settleDuration`, and the
                verdict colours turn to the after verdicts' at rest.
                """,
            parameters: [
                Parameter(
                    name: "animate", location: "query",
                    doc:
                        "`true` for the animated picture (with `Accept: image/svg+xml`); `false`, the default, for the still one. JSON answers ignore it. Any other value is a 400.",
                    values: ["true", "false"])
            ],
            body: Body(
                schema: "LayoutRequest",
                examples: [
                    ("loginForm", "LoginFormRequest"), ("signInButtonTop", "SignInButtonTopRequest"),
                    ("floatingKeyboard", "FloatingKeyboardRequest"), ("iphoneSELandscape", "DeviceLayoutRequest"),
                    ("loggedUserInfoNSLog", "LoggedUserInfoNSLogRequest"),
                    ("loggedUserInfoPrint", "LoggedUserInfoPrintRequest"),
                ]),
            answers: [
                Answer(
                    status: 200, doc: "The avoidance for the layout.", headers: [.varyAccept],
                    content: [
                        .json(
                            "LayoutAnswer",
                            examples: [
                                ("loginForm", "LoginFormAnswer"), ("signInButtonTop", "SignInButtonTopAnswer"),
                                ("floatingKeyboard", "FloatingKeyboardAnswer"),
                                ("iphoneSELandscape", "DeviceLayoutAnswer"), ("loggedUserInfoNSLog", "LoginFormAnswer"),
                                ("loggedUserInfoPrint", "LoginFormAnswer"),
                            ]),
                        .svg(
                            """
                            The answer drawn as a picture (the container, the keyboard and each element
                            before and after, coloured by its verdict), sent instead of the JSON when the
                            request's `Accept` header prefers `image/svg+xml`.
                            """),
                    ])
            ],
            problems: [
                .malformedJSON, .notAcceptable, .bodyTooLarge, .unsupportedMediaType, .invalidRequest, .uriTooLong,
                .internalError, .busy,
            ]
        ),
        Operation(
            method: .post, path: "/v1/layout/batch", id: "solveLayoutBatch", tag: .layout,
            summary: "Compute the keyboard avoidance for many layouts at once.",
            doc: """
                Takes `{"requests": [...]}`, each item a layout as `POST /v1/layout` takes it, and
                answers `{"results": [...]}` in the same order: for each item, the answer
                `POST /v1/layout` would give, or `{"problem": {...}}` when that item breaks the layout
                contract. One bad item does not spoil the others. The pointers in an item's problem are
                counted from the batch body, such as `/requests/3/container/frame`; an item that is not
                an object is a problem at `/requests/3`.

                The batch fails as a whole only for its envelope: 400 when the body is not JSON (broken
                JSON inside an item included) or not an object; 422 when `requests` is missing, is not
                an array, holds more than 1,000 items (`--max-batch`), or sits beside another member.
                The whole body is limited to 1 MiB (`--max-body-bytes`).
                """,
            body: Body(schema: "BatchRequest", examples: [("twoLayouts", "BatchRequest")]),
            answers: [
                Answer(
                    status: 200, doc: "One result per request, in order.",
                    content: [.json("BatchAnswer", examples: [("twoLayouts", "BatchAnswer")])])
            ],
            problems: [
                .malformedJSON, .bodyOrAnswerTooLarge, .unsupportedMediaType, .invalidBatch, .uriTooLong,
                .internalError, .busy,
            ]
        ),
        Operation(
            method: .post, path: "/v1/layout/matrix", id: "solveLayoutMatrix", tag: .layout,
            summary:
                "Check one layout on many devices, iOS releases, keyboard styles, orientations, keyboards and keyboard types.",
            doc: """
                Takes one layout and runs it on every combination of device × iOS release × keyboard style ×
                orientation × keyboard × keyboard type (devices outermost), each solved exactly as `POST /v1/layout` would solve the layout
                with that `device`. The answer starts with a summary. Per element: how many
                combinations leave it, after avoidance, visible, scrolled out of view but reachable,
                covered by the keyboard (partly or wholly) or out of reach; the combinations where it is
                covered, partly covered, clipped, off screen or out of reach; whether it is `clear`; and
                its worst case. For the focus: in how many combinations it ends visible at least
                `minimumDistance` above the keyboard, and where it fares worst. Then comes every
                combination's full answer.

                The layout must leave out what the matrix sets for each combination: `screen`,
                `window`, `device`, and the keyboard but for its `animation` and `accessoryHeight`. Without
                `container.frame` the container is the whole window of each device. Element frames are
                in content coordinates on every device; with `stretch`, their x and width (and those of
                the carets, `container.frame` and `container.contentSize`) are scaled by the window's
                width over `stretch.referenceWidth`, as leading and trailing constraints would.

                A combination that needs a figure no source gives is skipped, with the reason (the
                device, the figure and why); it is not a failure. So is a combination the request
                cannot be resolved on, as the same request with that `device` would be a 422 (a
                `keyboard.accessoryHeight` that makes that keyboard taller than the screen): the reason
                gives the pointer, relative to `request`, and the message. Elements × combinations may
                not exceed 200,000.
                """,
            body: Body(schema: "MatrixRequest", examples: [("nameFieldOnIPhoneSE", "MatrixRequest")]),
            answers: [
                Answer(
                    status: 200, doc: "The summary, then every combination's answer.",
                    content: [.json("MatrixAnswer", examples: [("nameFieldOnIPhoneSE", "MatrixAnswer")])])
            ],
            problems: [
                .malformedJSON, .bodyOrAnswerTooLarge, .unsupportedMediaType, .invalidMatrix, .uriTooLong,
                .internalError, .busy,
            ]
        ),
        Operation(
            method: .post, path: "/v1/layout/compare", id: "compareLayoutPolicies", tag: .layout,
            summary: "One layout under several keyboard-avoidance policies, side by side.",
            doc: """
                Runs one layout request under each listed policy (default: all twelve with their
                default parameters) and answers, per policy, the focus's gap to the keyboard and
                verdict, the scroll, the shift, the inset, how many elements end hidden, and the full
                layout answer of that policy (equal to `POST /v1/layout` with that `options.policy`).
                `options.policy` is ignored (warning `policyOptionIgnored`). See docs/policies.md for
                what each policy emulates and how far it can be trusted.

                Send `Accept: image/svg+xml` for an SVG grid: one before/after panel per policy, titled
                with its name, version, fidelity and gap, and the after-hide state when it is out of range.
                As for `POST /v1/layout`, an `Accept` that admits neither JSON nor SVG gets 406, and every
                answer carries `Vary: Accept`.
                """,
            body: Body(
                schema: "CompareRequest",
                examples: [("fieldA", "CompareFieldARequest"), ("fieldB", "CompareFieldBRequest")]),
            answers: [
                Answer(
                    status: 200, doc: "One result per policy.", headers: [.varyAccept],
                    content: [
                        .json(
                            "CompareAnswer",
                            examples: [("fieldA", "CompareFieldAAnswer"), ("fieldB", "CompareFieldBAnswer")]),
                        .svg("The comparison drawn as a grid of before/after panels, one per policy."),
                    ])
            ],
            problems: [
                .malformedJSON, .notAcceptable, .bodyOrAnswerTooLarge, .uriTooLong, .unsupportedMediaType,
                .invalidRequest, .internalError, .busy,
            ]
        ),
        Operation(
            method: .post, path: "/v1/design", id: "mapDesign", tag: .layout,
            summary:
                "The layout request a design (a Figma frame, a Penpot board or a Sketch artboard) maps to, and how each layer was read.",
            doc: """
                Takes a body with a `design` (and optionally `device`, `keyboard`, `focus` and
                `options`, as `POST /v1/layout` does) and answers the layout request it maps to, with
                `mapping` (the device, the container, every element, pinned view and skipped layer, each
                with its reason) and the mapping's warnings. Posting `request` to `/v1/layout` answers the
                same as posting the design there. The rules are in docs/designs.md. Bodies may be up to 8
                MiB (`--max-design-bytes`).
                """,
            body: Body(schema: "LayoutRequest", examples: [("signInDesign", "DesignRequest")]),
            answers: [
                Answer(
                    status: 200, doc: "The layout request, the mapping and its warnings.",
                    content: [.json("DesignAnswer", examples: [("signInDesign", "DesignAnswer")])])
            ],
            problems: [
                .malformedJSON, .bodyTooLarge, .unsupportedMediaType, .invalidRequest, .uriTooLong, .internalError,
                .busy,
            ]
        ),
        Operation(
            method: .post, path: "/v1/design/check", id: "checkDesign", tag: .layout,
            summary: "Every text field of a design, each the focus in turn, on one device or several.",
            doc: """
                Takes a `design` and the `devices` to check it on (ids, `iphones`, `ipads` or `all`;
                without it the device `device.id` names, else the one the frame's size names). On each
                device the design is laid out again by its constraints and auto layout (R8 in
                docs/designs.md) and mapped; then every text field, those in a fixed header or bottom bar
                included, is the focus in turn with its own keyboard type (plugin data or a name tag, else
                read from its label, placeholder and name) and solved as `POST /v1/layout` would. One row
                per field and device: its label, keyboard type, verdicts before and after, the gap between
                its bottom edge and the keyboard's top after (negative when covered), what covers it and
                what the policy did. The summary lists the fields that fail anywhere, worst first. A design
                with no text field answers 200 with `designNoTextField` and no rows. Fields × devices may
                not exceed 2048 (422 at `/devices`); bodies may be up to 8 MiB (`--max-design-bytes`).
                """,
            body: Body(schema: "DesignCheckRequest", examples: [("signInOnIPhoneSE", "DesignCheckRequest")]),
            answers: [
                Answer(
                    status: 200, doc: "A row per field and device, the summary, the mapping and its warnings.",
                    content: [.json("DesignCheckAnswer", examples: [("signInOnIPhoneSE", "DesignCheckAnswer")])])
            ],
            problems: [
                .malformedJSON, .bodyTooLarge, .unsupportedMediaType, .invalidRequest, .uriTooLong, .internalError,
                .busy,
            ]
        ),
        Operation(
            method: .get, path: "/v1/devices", id: "listDevices", tag: .devices,
            summary: "The device catalog.",
            doc: """
                Every iPhone, iPad and Android phone the service knows (one entry per family of models that
                share every figure, with the models' own ids as aliases), with its platform, the releases
                it runs, its screen in points (dp on Android) and, per figure set (`18`: every release
                before iOS 26; `26`; `27`; `android`) and keyboard style (`liquidGlass`, `classic`;
                `gboard`), its safe areas and keyboard heights in portrait and landscape, the keyboards
                and keyboard types a request may ask for there, and where each figure comes from: its
                sources, whether it was measured, derived by a checked rule or assumed, and where sources
                disagree the choice and the alternatives. A figure no source gives is `null`, with the reason; `uncertain` lists,
                as JSON Pointers into the device, the figures that are missing or disputed. Use a
                device's `id` (or an alias) in a layout's `device` or in a matrix.
                """,
            answers: [
                Answer(
                    status: 200, doc: "The catalog.",
                    content: [.json("DeviceCatalog", examples: [("catalog", "DeviceCatalogAnswer")])])
            ],
            problems: [.badFraming, .uriTooLong, .internalError]
        ),
        Operation(
            method: .get, path: "/v1/devices/{id}", id: "getDevice", tag: .devices,
            summary: "One device of the catalog.",
            doc: """
                The device with this id, as it appears in `GET /v1/devices`; for an alias, its family's
                figures under the alias's id and name.
                """,
            parameters: [
                Parameter(
                    name: "id", location: "path",
                    doc: "A device id or alias from the catalog, such as `iphone-se` or `iphone-17-pro`.",
                    example: "iphone-se")
            ],
            answers: [
                Answer(
                    status: 200, doc: "The device.",
                    content: [.json("Device", examples: [("iphoneSE", "DeviceAnswer")])])
            ],
            problems: [.unknownDevice, .badFraming, .uriTooLong, .internalError]
        ),
        Operation(
            method: .get, path: "/healthz", id: "health", tag: .operations,
            summary: "Liveness.",
            doc: "Answers 200 while the process is alive and serving, even while it drains.",
            answers: [
                Answer(status: 200, doc: "The process is alive.", content: [.json("Health", example: "HealthAnswer")])
            ],
            problems: [.badFraming, .uriTooLong, .internalError]
        ),
        Operation(
            method: .get, path: "/readyz", id: "readiness", tag: .operations,
            summary: "Readiness.",
            doc: """
                Answers 200 while the service takes new work, and 503 once it has been asked to stop
                (SIGTERM or SIGINT) and is draining the requests in flight: a load balancer should stop
                sending it traffic.
                """,
            answers: [
                Answer(status: 200, doc: "Ready for traffic.", content: [.json("Readiness", example: "ReadyAnswer")]),
                Answer(
                    status: 503, doc: "Draining before shutdown; send traffic elsewhere.",
                    content: [.json("Readiness", example: "DrainingAnswer")]),
            ],
            problems: [.badFraming, .uriTooLong, .internalError]
        ),
        Operation(
            method: .get, path: "/metrics", id: "metrics", tag: .operations,
            summary: "Prometheus metrics.",
            doc: """
                Counters and histograms in the Prometheus text exposition format 0.0.4: requests by
                route and status, request durations, requests in flight, and process facts.
                """,
            answers: [
                Answer(
                    status: 200, doc: "The metrics.",
                    content: [Media(type: "text/plain; version=0.0.4; charset=utf-8", schema: .string(doc: nil))])
            ],
            problems: [.badFraming, .uriTooLong, .internalError]
        ),
        Operation(
            method: .get, path: "/openapi.yaml", id: "openapi", tag: .operations,
            summary: "This document.",
            answers: [
                Answer(
                    status: 200, doc: "The OpenAPI document of the running service.",
                    content: [Media(type: "application/yaml", schema: .ref("OpenAPIDocument"))])
            ],
            problems: [.badFraming, .uriTooLong, .internalError]
        ),
        Operation(
            method: .get, path: "/", id: "playground", tag: .operations,
            summary: "The playground.",
            doc: """
                A page to try layouts in a browser: edit a request, see the answer and its picture.
                Self-contained, and served with a strict `Content-Security-Policy` (see the header).
                """,
            answers: [
                Answer(
                    status: 200, doc: "The playground page.", headers: [.contentSecurityPolicy],
                    content: [Media(type: "text/html; charset=utf-8", schema: .string(doc: nil))])
            ],
            problems: [.badFraming, .uriTooLong, .internalError]
        ),
    ]
}
