extension APIDocument {
    /// A schema of the document that the codec's tables do not declare.
    package enum Schema: Sendable {
        /// One of ``AnswerSchema``'s shapes.
        case shaped(AnswerSchema.Object)
        /// A number (or an integer) between its bounds.
        case number(String, integer: Bool, minimum: Double?, maximum: Double?, doc: String)
        /// A schema whose prose is most of it, written as its YAML.
        case yaml(String, String)

        package var name: String {
            switch self {
            case .shaped(let object): object.name
            case .number(let name, _, _, _, _), .yaml(let name, _): name
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
            case .yaml(let name, let text):
                return "    \(name):\n"
                    + text.split(separator: "\n", omittingEmptySubsequences: false).map {
                        $0.isEmpty ? "\n" : "      " + $0 + "\n"
                    }.joined()
            }
        }
    }
}

extension APIDocument {
    /// The schemas written here: those no table of the codec declares (the design documents, the
    /// logged userInfo and its grammar, the catalog's open groups), in the order the document lists
    /// them.
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
            .yaml(
                "PolicyParameters",
                #"""
                type: object
                description: |
                  Every parameter of the policy, resolved: the request's or the default, which may come
                  from the request (IQKeyboardManager's `topGuide` is the window's top safe area unless
                  given). `clearance` reports `strategy`, `minimumDistance` and `anchor` as applied;
                  `layoutMargins` resolves to `{top, bottom}`, `scrollPadding` to insets.
                additionalProperties: true
                """#),
            .yaml(
                "Keyboard",
                #"""
                description: |
                  The keyboard, in one of four forms: its end frame, its height (a docked keyboard), the
                  userInfo of a keyboard notification as an app logs it, or no keyboard at all. Give at most
                  one of `frame`, `height` and `userInfo`. With one of them the keyboard is shown unless
                  `state` says `hidden`; with none it is hidden, and `state: shown` is an error.

                  The answer classifies it: **hidden** (not on screen, or zero-sized), **docked** (touching
                  the bottom of the screen; a hardware keyboard's 55-point shortcut bar counts) or
                  **floating** (an undocked, split or floating iPad keyboard). Only a docked keyboard is
                  avoided, as in UIKit; a floating one still covers what is under it, and the verdicts say
                  so.
                oneOf:
                  - $ref: '#/components/schemas/KeyboardByFrame'
                  - $ref: '#/components/schemas/KeyboardByHeight'
                  - $ref: '#/components/schemas/KeyboardByUserInfo'
                  - $ref: '#/components/schemas/NoKeyboard'
                """#),
            .yaml(
                "KeyboardUserInfo",
                #"""
                type: object
                description: |
                  A keyboard notification's userInfo dictionary as an app logs it. The keys below are read;
                  any other key (`UIKeyboardFrameBeginUserInfoKey`, `UIKeyboardIsLocalUserInfoKey`, ...) is
                  ignored, whatever its value.
                required: [UIKeyboardFrameEndUserInfoKey]
                additionalProperties: true
                properties:
                  UIKeyboardFrameEndUserInfoKey:
                    description: |
                      The end frame in screen coordinates, either as `NSValue` prints it,
                      `"NSRect: {{0, 508}, {390, 336}}"`, or as a Rect object. Width and height must not
                      be negative.
                    oneOf:
                      - $ref: '#/components/schemas/LoggedRect'
                      - $ref: '#/components/schemas/RectInput'
                  UIKeyboardAnimationDurationUserInfoKey:
                    description: |
                      The animation's duration in seconds, a number or a string of one as NSLog prints it
                      (`"0.25"`); `animation.duration` wins over it.
                    oneOf:
                      - $ref: '#/components/schemas/DurationSeconds'
                      - $ref: '#/components/schemas/LoggedDuration'
                      - type: 'null'
                  UIKeyboardAnimationCurveUserInfoKey:
                    description: |
                      The animation curve (usually 7), a number or a string of one; `animation.curve` wins
                      over it.
                    oneOf:
                      - $ref: '#/components/schemas/CurveValue'
                      - $ref: '#/components/schemas/LoggedCurve'
                      - type: 'null'
                """#),
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
            .yaml(
                "AnyBatchItem",
                #"""
                description: Anything that is not a valid layout; it is answered with a problem in its place.
                """#),
            .yaml(
                "CombinationLabel",
                #"""
                type: string
                description: |
                  `device/orientation/keyboard`, then `/keyboardType` unless `default` and `/ios18` unless
                  the version is 26: `iphone-se/landscape/predictive`, `iphone-se/portrait/predictive/numberPad/ios18`.
                """#),
            .yaml(
                "KeyboardVariants",
                #"""
                type: array
                uniqueItems: true
                items:
                  $ref: '#/components/schemas/DeviceKeyboard'
                """#),
            .yaml(
                "KeyboardTypes",
                #"""
                type: array
                uniqueItems: true
                items:
                  $ref: '#/components/schemas/DeviceKeyboardType'
                """#),
            .number(
                "FigureNumber", integer: false, minimum: nil, maximum: nil,
                doc: "One figure, in points (or a scale)."),
            .yaml(
                "FigureGroup",
                #"""
                type: object
                additionalProperties: true
                description: |
                  A group of figures, as the data file holds it there: insets `{top, left, bottom,
                  right}`, a size `{width, height}`, or figures per orientation.
                """#),
            .shaped(
                AnswerSchema.Object(
                    name: "ReadinessStatus",
                    doc: "`ready` while the service takes new work, `draining` once it has been asked to stop.",
                    shape: .strings(["ready", "draining"]))),
            .yaml(
                "Design",
                #"""
                type: object
                description: |
                  A design to check (docs/designs.md): exactly one document, of Figma (`figma`), Penpot
                  (`penpot`) or Sketch (`sketch`), and the screen in it (`node`). Every format goes through
                  the same mapping rules. A body with none of the three is a 422 at `/design/figma`; with two,
                  at the second.

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
                additionalProperties: false
                properties:
                  figma:
                    $ref: '#/components/schemas/FigmaDocument'
                  penpot:
                    $ref: '#/components/schemas/PenpotDocument'
                  sketch:
                    $ref: '#/components/schemas/SketchDocument'
                  node:
                    type: [string, 'null']
                    minLength: 1
                    description: |
                      The screen: a Figma frame's id (or the nodes response's entry that holds it), a Penpot
                      board's id or a Sketch artboard's `do_objectID`. Needed when the document holds several;
                      one that is not there is a 422 listing those that are.
                """#),
            .yaml(
                "FigmaDocument",
                #"""
                type: object
                description: |
                  Figma's REST JSON, read for `id`, `name`, `type`, `visible`, `absoluteBoundingBox`,
                  `overflowDirection`, `scrollBehavior`/`isFixed`, `constraints`, `layoutMode` and the auto
                  layout members, `layoutPositioning`, `fills`, `strokes`, `individualStrokeWeights`,
                  `componentId` (with `components` and `componentSets`), `componentProperties`,
                  `sharedPluginData.clearance`, `characters` and `children`; every other member is ignored.
                additionalProperties: true
                """#),
            .yaml(
                "PenpotDocument",
                #"""
                type: object
                description: |
                  Read for `objects` and in each shape `id`, `name`, `type`, `parentId`, `shapes`, `x`, `y`,
                  `width`, `height`, `selrect`, `points`, `rotation`, `hidden`, `opacity`, `fills`,
                  `strokes`, `layout` and the flex members (`layoutFlexDir` with its reversed directions,
                  alignment, `layoutItemAbsolute`, sizing), `constraintsH`/`constraintsV`, `fixedScroll`,
                  `componentId`/`mainInstance`, a text's `content` and `pluginData`; camelCase or kebab-case
                  names. Absolute page coordinates. Every other member is ignored.
                additionalProperties: true
                """#),
            .yaml(
                "SketchDocument",
                #"""
                type: object
                description: |
                  Read for `_class`, `do_objectID`, `name`, `isVisible`, `frame` (relative to the parent),
                  `rotation`, `isFixedToViewport`, `resizingConstraint`, `style.fills`/`style.borders`,
                  `attributedString.string` (else the name stands for a text), a symbol instance's
                  `symbolID` and text overrides, `groupLayout` and `layers`; every other member is ignored.
                additionalProperties: true
                """#),
            .yaml(
                "OpenAPIDocument",
                #"""
                type: object
                description: An OpenAPI 3.1 document, this one.
                required: [openapi, info, paths]
                """#),
        ]
}

extension APIDocument {
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
