import KeyboardAvoidance

// A matrix's answer and a design's (``AnswerSchema``), with the health and readiness answers.
extension AnswerSchema {
    package static let matrixAndDesignObjects: [Object] = [
        Object(
            name: "MatrixAnswer", doc: nil,
            shape: .object([
                Member("summary", .ref("MatrixSummary")),
                Member(
                    "results", .list(.oneOf(["MatrixSolvedCombination", "MatrixSkippedCombination"])),
                    doc: """
                        One result per combination, devices outermost, then iOS releases, keyboard styles, orientations,
                        keyboards and keyboard types.
                        """),
                Member(
                    "mapping", .ref("DesignMapping"), always: false,
                    doc: """
                        Only when the request was a design, last: how it was read, in the frame's own window
                        (the device its size names); each combination then places that layout on its device.
                        """),
                Member(
                    "mappingWarnings", .list(.ref("Warning")), always: false,
                    doc: "The mapping's warnings, with `mapping`."),
            ])),
        Object(
            name: "MatrixSummary",
            doc: """
                How many combinations were run, where each element ends up, and how the focus fares.
                """,
            shape: .object([
                Member(
                    "combinations", .integer(minimum: 1),
                    doc: "Devices × iOS releases × keyboard styles × orientations × keyboards × keyboard types."),
                Member("solved", .integer(minimum: 0)),
                Member("skipped", .integer(minimum: 0), doc: "Combinations not run (`skippedFor` says why)."),
                Member(
                    "measured", .integer(minimum: 0), doc: "Solved combinations whose figures sources all measured."),
                Member(
                    "derived", .integer(minimum: 0),
                    doc: """
                        Solved combinations that used a figure a rule derived (docs/devices.md).
                        """),
                Member(
                    "assumed", .integer(minimum: 0),
                    doc: """
                        Solved combinations that used an assumed figure: iOS 27's keyboards (iOS 26's until \
                        measured), the iPhone Duo's (docs/devices.md).
                        """),
                Member("skippedFor", .ref("MatrixSkippedFor")),
                Member(
                    "elements", .list(.ref("MatrixElementSummary")),
                    doc: "One summary per element, in the order of the request."),
                Member(
                    "focus", .nullable(.ref("MatrixFocusSummary")),
                    doc: """
                        How the focus fares against the keyboard; `null` when the request has no `focus`.
                        """),
            ])),
        Object(
            name: "MatrixSkippedFor", doc: "The skipped combinations by reason; the counts add up to `skipped`.",
            shape: .object([
                Member(
                    "notRunning", .integer(minimum: 0),
                    doc: "The model does not run that iOS release, or runs Android where iOS is asked for."),
                Member(
                    "missingFigure", .integer(minimum: 0),
                    doc: "No source gives a figure it needs and no rule derives one."),
                Member(
                    "derivedFigure", .integer(minimum: 0),
                    doc: """
                        It needs a derived or assumed figure and the request asked for `figures`:`measured`.
                        """),
                Member(
                    "styleUnavailable", .integer(minimum: 0),
                    doc: "The keyboard style does not exist on that release or platform (Liquid Glass before iOS 26)."),
                Member(
                    "unresolvable", .integer(minimum: 0),
                    doc: """
                        The request does not fit that device (its 422 message is in `skipped`).
                        """),
            ])),
        Object(
            name: "MatrixSolvedCombination", doc: "A solved combination and its answer.",
            shape: .object(
                combination + [
                    Member("provenance", .ref("Provenance")),
                    Member("answer", .ref("LayoutAnswer")),
                ])),
        Object(
            name: "MatrixSkippedCombination", doc: "A combination that was skipped, and why.",
            shape: .object(
                combination + [
                    Member("skipReason", .ref("SkipReason")),
                    Member(
                        "skipped", .string,
                        doc: """
                            Why, such as the catalog having no source for a figure that combination needs (the device, the \
                            figure and the reason), or the request not fitting that combination (the pointer, relative to \
                            `request`, and the message the same request with that `device` gets in its 422).
                            """),
                ])),
        Object(
            name: "UsedFigure", doc: "A catalog figure the answer used, and where it comes from.",
            shape: .object([
                Member(
                    "at", .string,
                    doc: """
                        Its JSON Pointer into the device's data (`/points`, `/ios/26/safeArea/portrait`, \
                        `/ios/26/keyboardHeight/liquidGlass/portrait/withPredictiveBar`), or \
                        `/hardwareKeyboardBarHeight` into the catalog's: the set in it (`18`, `26`, `27`, `android`) \
                        is the one whose figures the answer used.
                        """),
                Member(
                    "value", .oneOf(["FigureNumber", "Size", "Insets"]),
                    doc: """
                        A length (a keyboard height), the screen's portrait size, or safe-area insets.
                        """),
                Member("provenance", .ref("Provenance")),
                Member("single", .boolean, always: false, doc: "`true` when only one source gives the figure."),
                Member(
                    "rule", .string, always: false,
                    doc: "The rule (or assumption) that gave it (only when not measured)."),
                Member(
                    "derivedFrom", .list(.string), always: false,
                    doc: """
                        The figures it was derived from (only when derived): pointers into this device's data, or \
                        `id/pointer` into another's.
                        """),
                Member(
                    "sources", .list(.string),
                    doc: """
                        The keys of its sources (GET /v1/devices lists them); for a derived figure, its inputs' and its \
                        rule's.
                        """),
            ])),
        Object(
            name: "DeviceFigures",
            doc: """
                The device a request named (or its design's frame matched), the release and keyboard
                style its figures are for, and every catalog figure the answer used, each measured,
                derived or assumed; an answer that used a derived one also carries the warning
                `derivedFigure`, one that used an assumed one `assumedFigure`.
                """,
            shape: .object([
                Member("id", .string),
                Member("model", .string, doc: "The model the id names, such as `iPhone X`."),
                Member("family", .string, doc: "The catalog entry whose figures it has."),
                Member("platform", .ref("Platform")),
                Member(
                    "ios", .ref("IOSRelease"), always: false,
                    doc: "The iOS release the answer is for: the one asked, else the newest the model runs (iOS only)."),
                Member(
                    "figureSet", .ref("FigureSet"),
                    doc:
                        "The figure set that holds for that release: `18` (every release before 26), `26`, `27`, `android`."
                ),
                Member("keyboardStyle", .ref("KeyboardStyle"), doc: "The keyboard style whose heights apply."),
                Member("figures", .list(.ref("UsedFigure"))),
            ])),
        Object(
            name: "MatrixElementSummary",
            doc: """
                Where one element ends up, over every solved combination. `counts` sorts each
                combination into one outcome. Each list holds, in matrix order, the combinations where
                the element's verdict after avoidance has that state (`unreachable`: where it cannot be
                scrolled wholly into view, whatever its state).
                """,
            shape: .object([
                Member("id", .string),
                Member(
                    "clear", .boolean,
                    doc: """
                        True when, in no solved combination, the element is covered by the keyboard
                        (`counts.covered` is 0) or out of reach (`counts.unreachable` is 0) and, for the
                        focus, when it is visible in every one. An element scrolled out of view but
                        reachable (above a focus a long form scrolled up) is clear.
                        """),
                Member("counts", .ref("MatrixElementCounts")),
                Member("covered", .list(.ref("CombinationLabel"))),
                Member("partiallyCovered", .list(.ref("CombinationLabel"))),
                Member("clipped", .list(.ref("CombinationLabel"))),
                Member("offscreen", .list(.ref("CombinationLabel"))),
                Member("unreachable", .list(.ref("CombinationLabel"))),
                Member(
                    "worst", .nullable(.ref("MatrixWorstCase")),
                    doc: """
                        The combination where it shows least (ties: unreachable first, then the most
                        covered, then the first), with its verdict after avoidance; `null` when no
                        combination was solved.
                        """),
            ])),
        Object(
            name: "MatrixElementCounts",
            doc: """
                How many solved combinations end in each outcome; each counts once, so the four add up
                to `solved`. From the verdict after avoidance, in this order: `visible` when it is
                visible; `covered` when the keyboard, or a pinned view tied to the bottom or the
                keyboard, covers any of it (`covered` or `partiallyCovered`); else (`clipped` or
                `offscreen`) `scrolledOutOfView` when it is reachable, `unreachable` when it is not. An
                element hidden only under pinned views tied to nothing (`pin: none`: a sticky header, a
                top bar) has scrolled under them: it counts, and is listed, as `clipped` (`offscreen`
                when none of it shows), never as covered.
                """,
            shape: .object([
                Member("visible", .integer(minimum: 0), doc: "Combinations where it ends wholly visible."),
                Member(
                    "scrolledOutOfView", .integer(minimum: 0),
                    doc: """
                        Combinations where it ends out of view, not under the keyboard, but the user can scroll to it.
                        """),
                Member(
                    "covered", .integer(minimum: 0),
                    doc: """
                        Combinations where the keyboard, or a pinned view tied to the bottom or the keyboard, covers it, \
                        partly or wholly.
                        """),
                Member(
                    "unreachable", .integer(minimum: 0),
                    doc: """
                        Combinations where it ends out of view, not under the keyboard, and no scrolling brings it back.
                        """),
            ])),
        Object(
            name: "MatrixFocusSummary",
            doc: """
                How the focus fares against the keyboard. Its gap in a combination is the docked
                keyboard's top minus the focus's bottom after avoidance, in window points (negative when
                the keyboard reaches over it), or none when no keyboard is docked. It meets the minimum
                distance when it is visible and its gap is at least `minimumDistance` (or there is no
                gap).
                """,
            shape: .object([
                Member("id", .string, doc: "The focus's id."),
                Member(
                    "minimumDistance", .number(minimum: 0),
                    doc: "The gap asked for, the request's `options.minimumDistance`."),
                Member(
                    "visibleWithMinimumDistance", .integer(minimum: 0),
                    doc: "Combinations where the focus meets the minimum distance."),
                Member(
                    "worst", .nullable(.ref("MatrixFocusWorstCase")),
                    doc: """
                        The combination where the focus fares worst: one that misses the minimum distance
                        (not visible, or too close) before one that meets it; then the lower visible
                        fraction; then the smaller gap (no gap counts as the largest); ties keep the first in
                        matrix order. `null` when no combination was solved.
                        """),
            ])),
        Object(
            name: "MatrixFocusWorstCase",
            doc: """
                The combination where the focus fares worst, its verdict after avoidance and its gap.
                """,
            shape: .object(
                worstCase + [
                    Member(
                        "gap", .nullable(.number()),
                        doc: """
                            The docked keyboard's top minus the focus's bottom, in points; `null` with no docked keyboard.
                            """)
                ])),
        Object(
            name: "MatrixWorstCase",
            doc: """
                The combination where an element shows least, with its verdict after avoidance.
                """,
            shape: .object(worstCase)),
        Object(
            name: "DesignAnswer",
            doc: """
                The layout request a design maps to (post it to `/v1/layout` to get the answer; edit it
                first if the mapping read a layer wrongly), how each layer was read, and the mapping's
                warnings.
                """,
            shape: .object([
                Member("request", .ref("LayoutRequest")),
                Member("mapping", .ref("DesignMapping")),
                Member("warnings", .list(.ref("Warning"))),
            ])),
        Object(
            name: "DesignCheckAnswer",
            doc: """
                Every text field of a design on every device checked, the mapping (on the first device,
                without a focus), and the warnings that hold on every device checked.
                """,
            shape: .object([
                Member("devices", .list(.ref("DesignCheckDevice"))),
                Member("summary", .ref("DesignCheckSummary")),
                Member("mapping", .ref("DesignMapping")),
                Member("warnings", .list(.ref("Warning"))),
            ])),
        Object(
            name: "DesignCheckDevice",
            doc: """
                The design on one device: a row per text field, and its warnings: the mapping's there,
                then what the fields' answers say, each once (a bar the keyboard covers, content shifted
                off screen), and `derivedFigure` when the catalog derived a figure the device uses.
                """,
            shape: .object([
                Member("device", .ref("DesignCheckSetup")),
                Member(
                    "skipped", .string, always: false,
                    doc: "Why the device was not checked (the catalog lacks a figure it needs); `fields` is then empty."
                ),
                Member("fields", .list(.ref("DesignCheckRow"))),
                Member("warnings", .list(.ref("Warning"))),
            ])),
        Object(
            name: "DesignCheckSetup", doc: "The device, its orientation, iOS release, keyboard style and keyboard.",
            shape: .object([
                Member("id", .string), Member("orientation", .ref("Orientation")),
                Member(
                    "ios", .nullable(.ref("IOSRelease")), doc: "`null` on Android, or for a device skipped unnamed."),
                Member("keyboardStyle", .nullable(.ref("KeyboardStyle"))),
                Member("keyboard", .ref("DeviceKeyboard")),
            ])),
        Object(
            name: "DesignCheckRow",
            doc: """
                One text field, the focus with its own keyboard type shown: its verdicts before and after
                avoidance, how far its bottom edge ends above the keyboard, and what the policy did. A field
                whose request cannot be resolved on the device has only its first members, and the device's
                warnings say why (`designFieldUnresolved`).
                """,
            shape: .object([
                Member("id", .string),
                Member("name", .string, doc: "Its label (see `labelSource`)."),
                Member("labelSource", .ref("DesignLabelSource")),
                Member("layer", .string, doc: "The layer's own name."),
                Member(
                    "kind", .string,
                    doc: "`textField` or `textView` inside the scroll area, `pinned` in a fixed header or bar."),
                Member("keyboardType", .ref("DeviceKeyboardType")),
                Member("keyboardTypeWhy", .string),
                Member("strategy", .ref("Strategy"), always: false),
                Member("before", .ref("Verdict"), always: false),
                Member("after", .ref("Verdict"), always: false),
                Member(
                    "gap", .nullable(.number()), always: false,
                    doc: """
                        Points between the field's bottom edge and the keyboard's top after avoidance;
                        negative when the keyboard covers it, `null` with no keyboard.
                        """),
                Member(
                    "coveredBy", .list(.string), always: false,
                    doc: "What covers it after: `keyboard` and the ids of pinned views."),
                Member("scroll", .number(), always: false, doc: "How far the container scrolled (scrollDelta)."),
                Member("shift", .number(), always: false, doc: "How far the view moved up (viewShift)."),
            ])),
        Object(
            name: "DesignCheckSummary",
            doc: "How many fields and devices were checked, and the fields that fail anywhere, worst first.",
            shape: .object([
                Member("fields", .integer(minimum: 0)),
                Member("devices", .integer(minimum: 0), doc: "Devices checked (not skipped)."),
                Member("checks", .integer(minimum: 0), doc: "Rows: fields × devices."),
                Member("clear", .boolean, doc: "Every field ends visible above the keyboard on every device."),
                Member(
                    "failing", .list(.ref("DesignCheckFailing")),
                    doc: "Fields not visible after (or under the keyboard) on some device, worst first."),
            ])),
        Object(
            name: "DesignCheckFailing", doc: "A field that fails somewhere, the devices, and its worst case.",
            shape: .object([
                Member("id", .string), Member("name", .string), Member("devices", .list(.string)),
                Member("worst", .ref("DesignCheckWorst")),
            ])),
        Object(
            name: "DesignCheckWorst", doc: "Where the field shows least.",
            shape: .object([
                Member("device", .string), Member("state", .ref("VerdictState")),
                Member("visibleFraction", .number(minimum: 0, maximum: 1)), Member("gap", .nullable(.number())),
            ])),
        Object(
            name: "DesignMapping",
            doc: """
                How the design was read, each decision with the rule behind it (docs/designs.md).
                """,
            shape: .object([
                Member("format", .string, doc: "The design's format: `figma`, `penpot` or `sketch`."),
                Member("screen", .ref("DesignScreen")),
                Member(
                    "device", .nullable(.ref("DesignDevice")),
                    doc: """
                        The device the frame was put on and why; `null` when none (a frame of no device's size with a \
                        keyboard given).
                        """),
                Member("container", .ref("DesignContainer")),
                Member("focus", .nullable(.ref("DesignFocus"))),
                Member("elements", .list(.ref("DesignElement"))),
                Member("pinned", .list(.ref("DesignPinnedView"))),
                Member(
                    "skipped", .list(.ref("DesignSkippedLayer")),
                    doc: """
                        Layers left out (hidden, 0-sized, out of bounds, past a limit, backgrounds), each with its \
                        reason.
                        """),
            ])),
        Object(
            name: "DesignScreen", doc: "The screen frame.",
            shape: .object([
                Member("id", .string),
                Member("name", .string),
                Member("size", .ref("SizeInput")),
            ])),
        Object(
            name: "DesignDevice", doc: "The catalog device the frame was put on, and why.",
            shape: .object([
                Member("id", .string),
                Member("orientation", .ref("Orientation")),
                Member("why", .string),
            ])),
        Object(
            name: "DesignContainer",
            doc: """
                The layer that is the container (`id` and `name` `null` when the window is), and why.
                """,
            shape: .object([
                Member("id", .nullable(.string)),
                Member("name", .nullable(.string)),
                Member("why", .string),
            ])),
        Object(
            name: "DesignFocus", doc: "The focus and why.",
            shape: .object([
                Member("id", .string),
                Member("why", .string),
            ])),
        Object(
            name: "DesignElement", doc: "A layer that became an element.",
            shape: layer(Member("kind", .ref("ElementKind")))),
        Object(
            name: "DesignPinnedView", doc: "A layer that became a pinned view.",
            shape: layer(Member("pin", .ref("Pin")))),
        Object(
            name: "DesignSkippedLayer", doc: "A layer left out.",
            shape: .object([
                Member("id", .string),
                Member("name", .string),
                Member("reason", .string),
            ])),
        Object(
            name: "Health", doc: nil,
            shape: .object([
                Member("status", .constant("ok"))
            ])),
        Object(
            name: "Readiness", doc: nil,
            shape: .object([
                Member("status", .ref("ReadinessStatus"))
            ])),
    ]

    /// A layer of the design that became `role` (an element's `kind`, a pinned view's `pin`):
    /// its id, its name, that member and why.
    package static func layer(_ role: Member) -> Shape {
        .object([
            Member("id", .string), Member("name", .string, doc: "The layer's name."), role, Member("why", .string),
            Member(
                "label", .string, always: false,
                doc: """
                    For a text input, the name a designer reads for it: the nearest text above it or on its \
                    left, outside every field; else the text inside it (its placeholder or value); else the \
                    layer's name. `focus` may name a field by it.
                    """),
            Member(
                "labelSource", .ref("DesignLabelSource"), always: false,
                doc: "Where `label` comes from: `label`, `placeholder` or `layer`."),
        ])
    }

    /// The members that name a combination of a matrix: its label and each of its parts.
    package static let combination = [
        Member("combination", .ref("CombinationLabel")), Member("device", .string),
        Member("orientation", .ref("Orientation")), Member("keyboard", .ref("DeviceKeyboard")),
        Member("keyboardType", .ref("DeviceKeyboardType")),
        Member(
            "ios", .nullable(.ref("IOSRelease")), doc: "The iOS release; `null` on Android, or when skipped unnamed."),
        Member("keyboardStyle", .nullable(.ref("KeyboardStyle")), doc: "`null` when skipped before it was settled."),
    ]

    /// The members of a worst case: the combination and the verdict's state, fractions and
    /// reachability.
    package static let worstCase = [
        Member("combination", .ref("CombinationLabel")), Member("state", .ref("VerdictState")),
        Member("visibleFraction", .number(minimum: 0, maximum: 1)),
        Member("coveredFraction", .number(minimum: 0, maximum: 1)), Member("reachable", .boolean),
    ]
}
