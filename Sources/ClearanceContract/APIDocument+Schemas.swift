import DeviceCatalog
import KeyboardAvoidance

extension APIDocument {
    /// A schema of the document that the codec's tables do not declare.
    package enum Schema: Sendable {
        /// One of ``AnswerSchema``'s shapes.
        case shaped(AnswerSchema.Object)
        /// A number (or an integer) between its bounds.
        case number(String, integer: Bool, minimum: Double?, maximum: Double?, doc: String)

        package var name: String {
            switch self {
            case .shaped(let object): object.name
            case .number(let name, _, _, _, _): name
            }
        }

        /// Its lines, indented as under `components.schemas`.
        var yaml: String {
            switch self {
            case .shaped(let object): return AnswerSchema.yaml(object)
            case .number(let name, let integer, let minimum, let maximum, let doc):
                let lines =
                    ["\(name):", "  type: \(integer ? "integer" : "number")"]
                    + (minimum.map { ["  minimum: \(RequestSchemaDocument.number($0))"] } ?? [])
                    + (maximum.map { ["  maximum: \(RequestSchemaDocument.number($0))"] } ?? [])
                    + RequestSchemaDocument.description(doc, indent: "  ")
                return lines.map { $0.isEmpty ? "\n" : "    " + $0 + "\n" }.joined()
            }
        }
    }

    /// The schemas written here: those no table of the codec declares (the keyboard's union, the
    /// logged userInfo and its grammar, the design documents, the catalog's open groups), in the
    /// order the document lists them. What they name that the code knows (members, keys, forms,
    /// labels) comes from the code.
    package static let schemas: [Schema] =
        [
            .number(
                "Coordinate", integer: false, minimum: -1000000000, maximum: 1000000000,
                doc: """
                    A position in points. Every number of a request lies within ±1e9 points, far beyond any
                    screen, so that no answer overflows.
                    """),
            .number(
                "Length", integer: false, minimum: 0, maximum: 1000000000,
                doc: "A length in points, from 0 to 1e9."),
            .shaped(policyParameters),
            .shaped(keyboard),
            .shaped(keyboardUserInfo),
            .number(
                "DurationSeconds", integer: false, minimum: 0, maximum: 1000000000,
                doc: "A duration in seconds."),
            .number(
                "CurveValue", integer: true, minimum: 0, maximum: 15,
                doc: "A `UIView.AnimationCurve` raw value, 0 to 15."),
        ] + loggedUserInfo.map(Schema.shaped) + [
            .number(
                "AnchorFraction", integer: false, minimum: 0, maximum: 1,
                doc: "An anchor from 0 (the top of the target at the top of the band) to 1 (bottom at bottom)."),
            .shaped(
                AnswerSchema.Object(
                    name: "AnyBatchItem",
                    doc: "Anything that is not a valid layout; it is answered with a problem in its place.",
                    shape: .any)),
            .shaped(combinationLabel),
            .shaped(
                AnswerSchema.Object(
                    name: "KeyboardVariants", doc: nil, shape: .array(.ref("DeviceKeyboard"), unique: true))),
            .shaped(
                AnswerSchema.Object(
                    name: "KeyboardTypes", doc: nil, shape: .array(.ref("DeviceKeyboardType"), unique: true))),
            .number(
                "FigureNumber", integer: false, minimum: nil, maximum: nil,
                doc: "One figure, in points (or a scale)."),
            .shaped(figureGroup),
            .shaped(
                AnswerSchema.Object(
                    name: "ReadinessStatus",
                    doc: "`ready` while the service takes new work, `draining` once it has been asked to stop.",
                    shape: .strings(["ready", "draining"]))),
            .shaped(design),
        ] + designDocuments.map(Schema.shaped) + [
            .shaped(
                AnswerSchema.Object(
                    name: "OpenAPIDocument", doc: "An OpenAPI 3.1 document, this one.",
                    shape: .holding(required: ["openapi", "info", "paths"])))
        ]

    /// `` `a`, `b` and `c` ``: names as prose lists them.
    static func listed(_ names: [String]) -> String {
        let quoted = names.map { "`\($0)`" }
        guard quoted.count > 1 else { return quoted.joined() }
        return quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
    }
}

// MARK: Policies and the keyboard

extension APIDocument {
    /// A policy's parameters as an answer reports them: open, for each policy reports its own
    /// (``PolicyParameter/parameters(of:)``), `clearance` its options.
    static var policyParameters: AnswerSchema.Object {
        let applied = listed([OptionMember.strategy, .minimumDistance, .anchor].map(\.wireName))
        let (topGuide, margins, padding) = (
            PolicyParameter.topGuide.wireName, PolicyParameter.layoutMargins.wireName,
            PolicyParameter.scrollPadding.wireName
        )
        return AnswerSchema.Object(
            name: "PolicyParameters",
            doc: """
                Every parameter of the policy, resolved: the request's or the default, which may come
                from the request (IQKeyboardManager's `\(topGuide)` is the window's top safe area unless
                given). `\(Policy.clearance.name)` reports \(applied) as applied;
                `\(margins)` resolves to `\(MarginMember.memberList)`, `\(padding)` to insets.
                """,
            shape: .open([]))
    }

    /// The keyboard's union: its forms (``RequestSchemaDocument/keyboardForms``).
    static var keyboard: AnswerSchema.Object {
        let frameMembers = KeyboardMember.allCases.filter(\.givesFrame).map(\.wireName)
        return AnswerSchema.Object(
            name: "Keyboard",
            doc: """
                The keyboard, in one of four forms: its end frame, its height (a docked keyboard), the
                userInfo of a keyboard notification as an app logs it, or no keyboard at all. Give at most
                one of \(listed(frameMembers)). With one of them the keyboard is shown unless
                `state` says `hidden`; with none it is hidden, and `state: shown` is an error.

                The answer classifies it: **hidden** (not on screen, or zero-sized), **docked** (touching
                the bottom of the screen; a hardware keyboard's 55-point shortcut bar counts) or
                **floating** (an undocked, split or floating iPad keyboard). Only a docked keyboard is
                avoided, as in UIKit; a floating one still covers what is under it, and the verdicts say
                so.
                """,
            shape: .oneOf(RequestSchemaDocument.keyboardForms.map(\.name)))
    }

    /// The userInfo dictionary as an object: the keys the decoder reads (``UserInfoKey``), and
    /// any other.
    static var keyboardUserInfo: AnswerSchema.Object {
        let members = UserInfoKey.allCases.map { key -> AnswerSchema.Member in
            switch key {
            case .frameEnd:
                AnswerSchema.Member(
                    key.wireName, .oneOf(["LoggedRect", "RectInput"]),
                    doc: """
                        The end frame in screen coordinates, either as `NSValue` prints it,
                        `"NSRect: {{0, 508}, {390, 336}}"`, or as a Rect object. Width and height must not
                        be negative.
                        """)
            case .duration:
                AnswerSchema.Member(
                    key.wireName, .nullable(.oneOf(["DurationSeconds", "LoggedDuration"])), always: false,
                    doc: """
                        The animation's duration in seconds, a number or a string of one as NSLog prints it
                        (`"0.25"`); `animation.duration` wins over it.
                        """)
            case .curve:
                AnswerSchema.Member(
                    key.wireName, .nullable(.oneOf(["CurveValue", "LoggedCurve"])), always: false,
                    doc: """
                        The animation curve (usually 7), a number or a string of one; `animation.curve` wins
                        over it.
                        """)
            }
        }
        return AnswerSchema.Object(
            name: "KeyboardUserInfo",
            doc: """
                A keyboard notification's userInfo dictionary as an app logs it. The keys below are read;
                any other key (`UIKeyboardFrameBeginUserInfoKey`, `UIKeyboardIsLocalUserInfoKey`, ...) is
                ignored, whatever its value.
                """,
            shape: .open(members))
    }

    /// The logged text of a rect, a duration, a curve and the whole userInfo, each by its pattern
    /// (``UserInfoGrammar``).
    static var loggedUserInfo: [AnswerSchema.Object] {
        let (frame, duration, curve) = (
            UserInfoKey.frameEnd.wireName, UserInfoKey.duration.wireName, UserInfoKey.curve.wireName
        )
        return [
            AnswerSchema.Object(
                name: "LoggedRect",
                doc: """
                    A rectangle as `NSValue` prints it: `{{x, y}, {width, height}}` after an optional
                    `NSRect:` or `CGRect:`, with white space (spaces, tabs, line breaks) between any two
                    parts and around it. Numbers are plain decimals with any number of decimals
                    (`476.33333333333331`), no exponent, within ±1e9 (at most 9 digits before the point, or
                    1000000000); x and y may be negative, width and height may not.
                    """,
                shape: .pattern(
                    UserInfoGrammar.loggedRect,
                    examples: [
                        "NSRect: {{0, 508}, {390, 336}}",
                        "CGRect: {{0.0, 476.33333333333331}, {390.0, 367.66666666666669}}",
                    ])),
            AnswerSchema.Object(
                name: "LoggedDuration",
                doc: """
                    A duration in seconds as NSLog prints it, such as `0.25`, within 0…1e9 (the number grammar of \
                    `LoggedRect`), white space around it allowed.
                    """,
                shape: .pattern(UserInfoGrammar.loggedDuration, examples: ["0.25"])),
            AnswerSchema.Object(
                name: "LoggedCurve",
                doc: "An animation curve as text, `0` to `15`, white space around it allowed.",
                shape: .pattern(UserInfoGrammar.loggedCurve, examples: ["7"])),
            AnswerSchema.Object(
                name: "LoggedUserInfo",
                doc: """
                    The logged text of a keyboard notification's whole userInfo dictionary, in one of two
                    forms:

                    * as NSLog or `po` prints it: `{ Key = value; ... }`, bare keys (letters, digits, `_`),
                      each value a quoted string (a backslash escapes the next character) or a bare run of
                      anything but white space and `;"{}=`, such as
                      `{ UIKeyboardAnimationCurveUserInfoKey = 7; UIKeyboardAnimationDurationUserInfoKey = "0.25"; UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 508}, {390, 336}}"; }`
                      (with the line breaks the log prints);
                    * as Swift's `print` prints it: `[AnyHashable("Key"): value, ...]`, each value a run of
                      quoted strings, brace groups (two deep) and any other character but `,[]{}"`, such as
                      `[AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0.0, 508.0}, {390.0, 336.0}}, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25]`.

                    `\(frame)` is required: a rect as in `LoggedRect` (quoted in the
                    NSLog form). `\(duration)` (a `LoggedDuration`) and
                    `\(curve)` (a `LoggedCurve`) are read when present, quoted or
                    not; every other key is skipped whatever its value. A key given twice is read twice and
                    the last value wins. A text the service cannot read is a 422 at `/keyboard/userInfo`
                    that names the key it could not find, such as `no UIKeyboardFrameEndUserInfoKey in the
                    logged userInfo`. The pattern states this grammar exactly; it is long because it spells
                    out "any key but the three that are read".
                    """,
                shape: .pattern(UserInfoGrammar.loggedUserInfo)),
        ]
    }
}

// MARK: The matrix and the catalog

extension APIDocument {
    /// A combination's label, as ``DeviceSetup/label`` builds it from the setup the matrix asked
    /// for; the examples are built by it, and the default keyboard type, the styles and the matrix
    /// members named come from their declarations.
    static var combinationLabel: AnswerSchema.Object {
        let landscape = DeviceSetup(id: "iphone-se", orientation: .landscape, keyboard: .predictive).label
        let numberPad = DeviceSetup(id: "iphone-se", keyboardType: .numberPad, ios: Release(major: 18)).label
        let styled = DeviceSetup(
            id: "iphone-17-pro", keyboard: .noPredictive, ios: Release(major: 26, minor: 2), keyboardStyle: .classic
        ).label
        let styles = KeyboardStyle.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
        let (ios, keyboardStyles) = (MatrixMember.ios.wireName, MatrixMember.keyboardStyles.wireName)
        return AnswerSchema.Object(
            name: "CombinationLabel",
            doc: """
                `device/orientation/keyboard`, then `/keyboardType` unless it is `\(KeyboardType.default.rawValue)`, `/ios` and the
                release when the matrix names releases (`\(ios)`), and `/` and the style
                (\(styles)) when it names styles (`\(keyboardStyles)`):
                `\(landscape)`, `\(numberPad)`,
                `\(styled)`. A matrix that names no release (or no style)
                labels its combinations without one, though each solved result's `ios` and `keyboardStyle`
                say which its figures are for.
                """,
            shape: .string)
    }

    /// A group of figures as the catalog's data holds it: the edges of insets (``InsetMember``),
    /// the sides of a size (``SizeMember``), or figures per orientation.
    static var figureGroup: AnswerSchema.Object {
        let edges = InsetMember.allCases.map(\.wireName)
        let (leading, last) = (edges.dropLast().joined(separator: ", "), edges.last!)
        return AnswerSchema.Object(
            name: "FigureGroup",
            doc: """
                A group of figures, as the data file holds it there: insets `{\(leading),
                \(last)}`, a size `\(SizeMember.memberList)`, or figures per orientation.
                """,
            shape: .open([]))
    }
}

// MARK: Designs

extension APIDocument {
    /// `design`: one document of one format, and the screen in it (``DesignMember``).
    static var design: AnswerSchema.Object {
        let members = DesignMember.allCases.map { member -> AnswerSchema.Member in
            switch member {
            case .figma: AnswerSchema.Member(member.wireName, .nullable(.ref("FigmaDocument")), always: false)
            case .penpot: AnswerSchema.Member(member.wireName, .nullable(.ref("PenpotDocument")), always: false)
            case .sketch: AnswerSchema.Member(member.wireName, .nullable(.ref("SketchDocument")), always: false)
            case .node:
                AnswerSchema.Member(
                    member.wireName, .nullable(.nonEmptyString), always: false,
                    doc: """
                        The screen: a Figma frame's id (or the nodes response's entry that holds it), a Penpot
                        board's id or a Sketch artboard's `do_objectID`. Needed when the document holds several;
                        one that is not there is a 422 listing those that are.
                        """)
            }
        }
        return AnswerSchema.Object(
            name: "Design",
            doc: """
                A design to check (docs/designs.md): exactly one document, of Figma (`figma`), Penpot
                (`penpot`) or Sketch (`sketch`), and the screen in it (`node`). Every format goes through
                the same mapping rules. A body with none of the three is a 422 at `/design/figma`; with two,
                at the second. Any member may also be sent as `null`, which means the same as leaving it
                out (a `null` document is not one of the three).

                `figma` is a bare node (`GET /v1/files/:key/nodes`'s `nodes[id].document`), a whole
                `GET /v1/files/:key/nodes` response (`node` picks one of its entries, needed when it holds
                several), or a plugin's `exportAsync({format: "JSON_REST_V1"})`; the screen is a FRAME,
                COMPONENT or INSTANCE (a CANVAS, DOCUMENT or SECTION holding a single frame, sections
                looked through, stands for it).

                `penpot` is a page as Penpot's file data holds it (`data.pagesIndex[pageId]`), or just its
                `objects` (an export's per-shape JSON files gathered into one map are the same thing); the
                screen is a board.

                `sketch` is a page JSON from inside a `.sketch` file (`pages/<id>.json`) or one artboard;
                the screen is an artboard.
                """,
            shape: .object(members))
    }

    /// The documents of each format: open, for every member the adapter does not read is ignored.
    static var designDocuments: [AnswerSchema.Object] {
        [
            AnswerSchema.Object(
                name: "FigmaDocument",
                doc: """
                    Figma's REST JSON, read for `id`, `name`, `type`, `visible`, `absoluteBoundingBox`,
                    `overflowDirection`, `scrollBehavior`/`isFixed`, `constraints`, `layoutMode` and the auto
                    layout members, `layoutPositioning`, `fills`, `strokes`, `individualStrokeWeights`,
                    `componentId` (with `components` and `componentSets`), `componentProperties`,
                    `sharedPluginData.clearance`, `characters` and `children`; every other member is ignored.
                    """,
                shape: .open([])),
            AnswerSchema.Object(
                name: "PenpotDocument",
                doc: """
                    Read for `objects` and in each shape `id`, `name`, `type`, `parentId`, `shapes`, `x`, `y`,
                    `width`, `height`, `selrect`, `points`, `rotation`, `hidden`, `opacity`, `fills`,
                    `strokes`, `layout` and the flex members (`layoutFlexDir` with its reversed directions,
                    alignment, `layoutItemAbsolute`, sizing), `constraintsH`/`constraintsV`, `fixedScroll`,
                    `componentId`/`mainInstance`, a text's `content` and `pluginData`; camelCase or kebab-case
                    names. Absolute page coordinates. Every other member is ignored.
                    """,
                shape: .open([])),
            AnswerSchema.Object(
                name: "SketchDocument",
                doc: """
                    Read for `_class`, `do_objectID`, `name`, `isVisible`, `frame` (relative to the parent),
                    `rotation`, `isFixedToViewport`, `resizingConstraint`, `style.fills`/`style.borders`,
                    `attributedString.string` (else the name stands for a text), a symbol instance's
                    `symbolID` and text overrides, `groupLayout` and `layers`; every other member is ignored.
                    """,
                shape: .open([])),
        ]
    }
}
