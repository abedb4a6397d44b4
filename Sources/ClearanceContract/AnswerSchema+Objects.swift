import KeyboardAvoidance

// A layout's answer and its parts, a comparison's, a batch's and the problem document with its
// types (``ProblemClass``), as the encoder writes them (``AnswerSchema``). The open objects an
// answer refers to (the policy parameters, a figure group as the data file holds it) are among
// the schemas ``APIDocument`` writes itself (``APIDocument/schemas``).
extension AnswerSchema {
    package static let objects: [Object] = [
        Object(
            name: "Point", doc: "A point. `y` grows downward.",
            shape: .object([
                Member("x", .number()),
                Member("y", .number()),
            ])),
        Object(
            name: "Rect", doc: "A rectangle by its top-left corner and its size.",
            shape: .object([
                Member("x", .number()),
                Member("y", .number()),
                Member("width", .number(minimum: 0)),
                Member("height", .number(minimum: 0)),
            ])),
        Object(
            name: "Size", doc: "A size.",
            shape: .object([
                Member("width", .number(minimum: 0)),
                Member("height", .number(minimum: 0)),
            ])),
        Object(
            name: "Insets",
            doc: """
                Edge insets, as UIKit's `UIEdgeInsets`. Under `clearance` none is negative. An emulated
                policy sets what its system sets, which can be negative: IQKeyboardManager subtracts the
                safe area from the keyboard's reach, keyboard-controller adds a negative
                `extraKeyboardSpace`.
                """,
            shape: .object([
                Member("top", .number()),
                Member("left", .number()),
                Member("bottom", .number()),
                Member("right", .number()),
            ])),
        Object(
            name: "LayoutAnswer",
            doc: """
                What to do, and what the user sees. Frames are in window coordinates unless said
                otherwise; every field is always present.
                """,
            shape: .object([
                Member("keyboard", .ref("KeyboardAnswer")),
                Member("strategy", .ref("Strategy")),
                Member(
                    "contentInset", .ref("Insets"),
                    doc: """
                        The `contentInset` to set. With `scrollView` and a docked keyboard the bottom grows
                        to the keyboard's overlap plus `minimumDistance`, less the safe area the system
                        already adds (`automatic`); the other edges stay as the request gave them.
                        """),
                Member(
                    "scrollIndicatorInsets", .ref("Insets"),
                    doc: """
                        The `verticalScrollIndicatorInsets` to set, as `contentInset`, without `minimumDistance`.
                        """),
                Member(
                    "adjustedContentInset", .ref("Insets"),
                    doc: """
                        The `adjustedContentInset` that results (content inset plus safe area when `automatic`).
                        """),
                Member(
                    "contentOffset", .ref("Point"),
                    doc: """
                        The content offset to scroll to (animate with `animation`). Always within what the content can \
                        scroll.
                        """),
                Member(
                    "scrollDelta", .number(),
                    doc: "`contentOffset.y` after, minus before: how far the content scrolls up."),
                Member(
                    "containerFrame", .ref("Rect"),
                    doc: """
                        The container's frame after avoidance (moved up by `shiftView`, shortened by `resizeView`).
                        """),
                Member(
                    "viewShift", .number(),
                    doc: """
                        How far `shiftView` moved the container up; 0 for the other strategies. Never
                        negative under `clearance`; an emulated policy may move it down (Android's pan).
                        """),
                Member(
                    "target", .nullable(.ref("TargetAnswer")),
                    doc: "The element brought into view, or `null` when there is none."),
                Member("animation", .ref("AnimationAnswer")),
                Member(
                    "elements", .list(.ref("ElementVerdicts")),
                    doc: "A verdict pair for every element, in the order of the request."),
                Member(
                    "pinned", .list(.ref("PinnedVerdicts")),
                    doc: """
                        Every pinned view's frame, shift and verdicts, in the order of the request; empty without any.
                        """),
                Member(
                    "obstruction", .number(minimum: 0),
                    doc: """
                        What the strategy avoids, in points of the container's height:
                        `clamp(C.maxY - Ktop, 0, C.height)`, where `Ktop` is the keyboard's top raised to the
                        top of every pinned view stacked on it (ending within 0.5 pt of the keyboard's top).
                        The keyboard's own `overlap` when no view is stacked. An emulated policy that does
                        not read stacked views (policy-formulas §3.13) reports it but avoids the keyboard alone.
                        """),
                Member(
                    "warnings", .list(.ref("Warning")),
                    doc: """
                        What a designer should know: a floating keyboard covering the focus, a target taller
                        than the visible band, an anchor that `shiftView` ignores, a focus with no element,
                        and the like. Empty when all is well.
                        """),
                Member("policy", .ref("PolicyDescription")),
                Member("afterHide", .ref("AfterHide")),
                Member(
                    "mapping", .ref("DesignMapping"), always: false,
                    doc: "Only when the request was a design, and last: how the design was read."),
                Member(
                    "device", .ref("DeviceFigures"), always: false,
                    doc: """
                        Only when the request named a `device` (or its design's frame matched one), last (after \
                        `mapping`). A matrix's per-combination answers leave it out (each result has its `provenance`).
                        """),
            ])),
        Object(
            name: "TargetAnswer", doc: "The element brought into view.",
            shape: .object([
                Member("id", .string),
                Member(
                    "rect", .ref("Rect"),
                    doc: """
                        The rectangle scrolled to, in content coordinates (the caret, when the element has one).
                        """),
                Member(
                    "anchor", .nullable(.number()),
                    doc: """
                        The anchor applied, as a number (top 0, center 0.5, bottom 1), or `null` for the minimal \
                        scroll, under `shiftView` (which ignores the anchor) and for every emulated policy.
                        """),
            ])),
        Object(
            name: "AnimationAnswer",
            doc: """
                Animate the change with these, to move with the keyboard. `duration`, `curve` and
                `options` are what UIKit reads (pass them to `UIView.animate`); the rest is how the keyboard
                really moves, for a renderer: UIKit runs curve 7 as a spring that settles in about 0.5 s,
                so a web tool that animates over the notification's 0.25 s moves twice as fast as iOS
                (docs/semantics.md §5, "The keyboard's motion"). The named curves 0–3 keep their own easing
                over `duration`.
                """,
            shape: .object([
                Member("duration", .number(), doc: "In seconds."),
                Member("curve", .integer(), doc: "The `UIView.AnimationCurve` raw value."),
                Member("options", .integer(), doc: "`UIView.AnimationOptions` raw value for the curve: `curve << 16`."),
                Member(
                    "settleDuration", .number(minimum: 0),
                    doc: """
                        How long the motion takes to come to rest, in seconds (0.5 for the keyboard's curve; `duration` \
                        for a named curve).
                        """),
                Member(
                    "spring", .nullable(.ref("KeyboardSpring")),
                    doc: """
                        The keyboard's spring (curve 7, and any curve UIKit does not name); `null` for a named curve.
                        """),
                Member(
                    "cubicBezier", .list(.number(), count: 4),
                    doc: """
                        `cubic-bezier(x1, y1, x2, y2)` over `settleDuration`: the published fit of the keyboard's \
                        spring, or the named curve's own.
                        """),
                Member(
                    "cssEasing", .string,
                    doc: """
                        A CSS easing over `settleDuration`: for the keyboard, `linear(…)` with 41 points
                        (every 12.5 ms), within 1% of the spring everywhere; `ease-in-out`, `ease-in`,
                        `ease-out` or `linear` for curves 0–3. Use it as
                        `el.animate(frames, {duration: settleDuration * 1000, easing: cssEasing})`.
                        """),
            ])),
        Object(
            name: "KeyboardSpring",
            doc: """
                The keyboard's spring as a renderer's spring takes it (Figma's `CUSTOM_SPRING`, SwiftUI's
                `interpolatingSpring`): mass 3 and stiffness 1000 as UIKit's keyboard animation holds them,
                critically damped (`2·√(stiffness·mass)` ≈ 109.5; the 500 UIKit reports would crawl in a
                textbook solver).
                """,
            shape: .object([
                Member("mass", .number()),
                Member("stiffness", .number()),
                Member("damping", .number()),
                Member("initialVelocity", .number()),
            ])),
        Object(
            name: "KeyboardAnswer", doc: "The keyboard as Clearance sees it.",
            shape: .object([
                Member("state", .ref("KeyboardState")),
                Member(
                    "frame", .nullable(.ref("Rect")), doc: "The keyboard in window coordinates, or `null` when hidden."),
                Member(
                    "overlap", .number(minimum: 0),
                    doc: """
                        How many points of the container's height a docked keyboard covers, from the
                        container's bottom up; 0 otherwise. This, not the keyboard's height, is what is
                        avoided: a tab bar, a sheet or a window that stops short of the screen's bottom all
                        make it smaller.
                        """),
                Member(
                    "layoutGuide", .ref("Rect"),
                    doc: """
                        The frame of `UIKeyboardLayoutGuide`, in window coordinates: the keyboard when docked
                        (down to the window's bottom), the bottom safe area when hidden, and for a floating
                        keyboard the keyboard itself when `followsUndockedKeyboard`, else the bottom safe area.
                        """),
            ])),
        Object(
            name: "KeyboardState",
            doc: """
                `hidden`: not on screen (hidden by the request, zero-sized, or off the screen).
                `docked`: touching the bottom of the screen; this is the keyboard that is avoided.
                `floating`: undocked, split or floating; nothing moves for it, but it still covers
                what is under it.
                """, shape: strings(of: KeyboardState.self)),
        Object(
            name: "ElementVerdicts", doc: nil,
            shape: .object([
                Member("id", .string),
                Member("before", .ref("Verdict"), doc: "With the keyboard up and nothing adjusted yet."),
                Member("after", .ref("Verdict"), doc: "With the strategy applied."),
            ])),
        Object(
            name: "PinnedVerdicts", doc: nil,
            shape: .object([
                Member("id", .string),
                Member("pin", .ref("Pin")),
                Member("frame", .ref("Rect"), doc: "Its frame after avoidance, window coordinates."),
                Member("shift", .number(), doc: "How far it moved vertically (negative is up)."),
                Member(
                    "before", .ref("Verdict"),
                    doc: """
                        At its rest frame with the keyboard up, against the window and the keyboard.
                        """),
                Member(
                    "after", .ref("Verdict"),
                    doc: "At `frame`; `reachable` is whether it is visible (nothing scrolls it)."),
            ])),
        Object(
            name: "Verdict",
            doc: """
                How much of an element the user sees. The viewport is the container less its safe area,
                within the window; the keyboard covers what lies under it, docked or floating.
                """,
            shape: .object([
                Member("state", .ref("VerdictState")),
                Member(
                    "visibleFraction", .number(minimum: 0, maximum: 1),
                    doc: "The part of its area in the viewport and not under the keyboard."),
                Member(
                    "coveredFraction", .number(minimum: 0, maximum: 1),
                    doc: """
                        The part of its area in the viewport and under the keyboard or a pinned view
                        (counted once where they overlap).
                        """),
                Member(
                    "reachable", .boolean,
                    doc: """
                        Whether the user can scroll it wholly into view above the keyboard. A container that
                        does not scroll, or one moved by `shiftView`, reaches only what is visible.
                        """),
                Member(
                    "coveredBy", .list(.string),
                    doc: """
                        What covers part of it: `"keyboard"` first when the keyboard does, then the ids of
                        the pinned views that do, in request order. Empty when `coveredFraction` is 0. A
                        pinned view's own verdicts are judged against the window and the keyboard only.
                        """),
            ])),
        Object(
            name: "VerdictState",
            doc: """
                `visible`: wholly in view. `partiallyCovered`: partly under the keyboard, partly
                visible. `covered`: under the keyboard wherever it is in the viewport.
                `clipped`: partly outside the viewport (scrolled away, under the notch), not under
                the keyboard. `offscreen`: nothing of it in the viewport.
                """, shape: strings(of: VisibilityState.self)),
        Object(
            name: "Warning", doc: nil,
            shape: .object([
                Member("code", .ref("WarningCode")),
                Member("message", .string, doc: "A sentence a person can act on."),
            ])),
        Object(
            name: "AfterHide",
            doc: """
                The container's state once the keyboard hides again: what the policy leaves set. An
                offset outside this state's range raises `offsetOutOfRangeAfterHide` (not restored).
                """,
            shape: .object([
                Member("contentInset", .ref("Insets")),
                Member("scrollIndicatorInsets", .ref("Insets")),
                Member("contentOffset", .ref("Point")),
                Member("containerFrame", .ref("Rect")),
                Member("viewShift", .number()),
            ])),
        Object(
            name: "PolicyDescription",
            doc: """
                The system emulated, its version, every parameter resolved (defaults filled) and its fidelity.
                """,
            shape: .object([
                Member("name", .ref("PolicyName")),
                Member(
                    "version", .string,
                    doc: """
                        The version the formulas were read at, such as `8.0.2` or `main@dcaa01e`.
                        """),
                Member("parameters", .ref("PolicyParameters")),
                Member("fidelity", .ref("PolicyFidelity")),
            ])),
        Object(
            name: "CompareAnswer",
            doc: """
                One result per policy, in the order asked, and warnings about the comparison itself.
                """,
            shape: .object([
                Member("results", .list(.ref("CompareResult"))),
                Member(
                    "warnings", .list(.ref("Warning")),
                    doc: """
                        About the comparison itself; with a design, the mapping's warnings first.
                        """),
                Member("mapping", .ref("DesignMapping"), always: false, doc: "Only when the body was a design, last."),
                Member(
                    "device", .ref("DeviceFigures"), always: false,
                    doc: """
                        Only when the body named a `device` (or its design's frame matched one), after `mapping`.
                        """),
            ])),
        Object(
            name: "CompareResult",
            doc: """
                One policy's outcome: the focus's gap and verdict, the scroll, the shift, the inset,
                how many elements end not `visible`, and that policy's full layout answer (equal to
                `POST /v1/layout` with that `options.policy`).
                """,
            shape: .object([
                Member("policy", .ref("PolicyDescription")),
                Member("focus", .nullable(.ref("CompareFocus"))),
                Member("scrollDelta", .number()),
                Member("viewShift", .number()),
                Member("contentInset", .ref("Insets")),
                Member("hiddenElements", .integer(minimum: 0)),
                Member("answer", .ref("LayoutAnswer")),
            ])),
        Object(
            name: "CompareFocus",
            doc: """
                The focus under one policy. `gap` = K.y − (F.maxY + containerFrame.y − contentOffset.y)
                for a docked keyboard (positive: above it; the whole frame, not the caret), else `null`.
                """,
            shape: .object([
                Member("id", .string),
                Member("gap", .nullable(.number())),
                Member("after", .ref("Verdict")),
            ])),
        Object(
            name: "BatchAnswer", doc: nil,
            shape: .object([
                Member(
                    "results", .list(.oneOf(["LayoutAnswer", "BatchProblem"])),
                    doc: "One result per request, in the order of the requests.")
            ])),
        Object(
            name: "BatchProblem", doc: "The result for a request that breaks the contract.",
            shape: .object([
                Member(
                    "problem", .ref("Problem"),
                    doc: """
                        A 422 problem document whose pointers count from the batch body (`/requests/3/container/frame`).
                        """)
            ])),
        Object(
            name: "Problem", doc: "An RFC 9457 problem document.",
            shape: .object([
                Member("type", .ref("ProblemType")),
                Member("title", .string, doc: "A short summary of the problem class."),
                Member("status", .integer(), doc: "The HTTP status, repeated."),
                Member("detail", .string, doc: "What went wrong with this request."),
                Member(
                    "errors", .list(.ref("ProblemField")),
                    doc: "Each offending field; empty when the problem is not about a field."),
            ])),
        Object(name: "ProblemType", doc: problemTypeDoc, shape: .strings(ProblemClass.allCases.map(\.type))),
        Object(
            name: "ProblemField", doc: "An offending field.",
            shape: .object([
                Member(
                    "pointer", .string,
                    doc: """
                        A JSON Pointer (RFC 6901) to the field, such as `/elements/2/frame/height`; `""` is the whole \
                        body.
                        """),
                Member("message", .string, doc: "What is wrong with it."),
            ])),
    ]

    /// `ProblemType`'s description: every class with its status (``ProblemClass``).
    package static var problemTypeDoc: String {
        let classes = ProblemClass.allCases.map { "`\($0.rawValue)` (\($0.status))" }
        return "The problem class: `urn:clearance:problem:` followed by "
            + classes.dropLast().joined(separator: ", ") + " or " + classes.last! + "."
    }
}
