import KeyboardAvoidance

/// The request objects' schemas of `openapi.yaml` (`components.schemas`), generated from the
/// request schema's fields (``SchemaField``): each object's members, types, ranges, required
/// members, defaults and docs come from the table the decoder reads, so the document cannot
/// drift from the codec.
///
/// `clearance schema` prints them; the whole document (``APIDocument``) holds them, and `make test`
/// fails when the committed document differs from a fresh generation. The geometry inputs come
/// from their members' rules (``geometry(_:extent:)``). The keyboard's forms come from its members, the one that gives
/// the frame required and the others left out (``KeyboardMember/form(by:)``), and beside a device
/// `state: shown` alone (``KeyboardMember/shownByDevice``). The closed sets of
/// strings come from the tables the decoder reads them by, and the policy object's union from
/// the policies (``choices``). The keyboard's and the design's unions are among the schemas
/// ``APIDocument`` writes itself (``APIDocument/schemas``).
public enum RequestSchemaDocument {
    /// The generated schemas, in document order: each as its YAML lines, indented as under
    /// `components.schemas`, after a comment line saying where it comes from.
    public static var components: String {
        marked(objects.map(yaml) + choices.map(AnswerSchema.yaml), from: "request schema")
    }

    /// The YAML of each schema of `blocks` after the comment line that says it was generated from
    /// the codec's `source` (what `clearance schema` prints without `--document`).
    package static func marked(_ blocks: [String], from source: String) -> String {
        blocks.map { "    # Generated from the codec's \(source) (scripts/gen-openapi.py); do not edit.\n" + $0 }
            .joined()
    }

    /// The names of the generated schemas, in document order.
    public static var names: [String] { objects.map(\.name) + choices.map(\.name) }

    /// A request object as the document shows it.
    package struct Object {
        package var name: String
        package var doc: String
        package var members: [(name: String, field: SchemaField)]
    }

    package static var objects: [Object] {
        var objects: [Object] = [
            Object(name: "LayoutRequest", doc: layoutDoc, members: RootMember.fields(leaving: [.policies])),
            Object(name: "CompareRequest", doc: compareDoc + "\n" + layoutDoc, members: RootMember.fields()),
        ]
        for policy in Policy.allDefaults {
            let taken = PolicyParameter.parameters(of: policy)
            let members = PolicyParameter.fields(
                leaving: Set(PolicyParameter.allCases.filter { $0 != .name && !taken.contains($0) }),
                replacing: { $0.field(in: policy) })
            objects.append(Object(name: componentName(of: policy), doc: doc(of: policy), members: members))
        }
        objects += [
            Object(
                name: "LayoutMargins",
                doc: """
                    IQKeyboardManager's root view layout margins. A missing edge keeps its default, the
                    window's safe area on that edge.
                    """, members: MarginMember.fields()),
            Object(
                name: "Window",
                doc: """
                    The app window. Leave it out for a full-screen app; give it for Split View, Slide Over or
                    Stage Manager, where the window is smaller than the screen.
                    """, members: WindowMember.fields()),
            Object(
                name: "KeyboardAnimation",
                doc: """
                    Animation parameters, passed through to the answer so the layout moves with the keyboard.
                    Each wins over the same value in `userInfo`.
                    """, members: AnimationMember.fields()),
            Object(
                name: "Container",
                doc: """
                    The view being adjusted: usually the scroll view (`UIScrollView`, a SwiftUI
                    `ScrollView`, a table or collection view) that holds the fields, or a plain view that
                    is moved or resized.
                    """, members: ContainerMember.fields()),
            Object(
                name: "Element", doc: "A view inside the container whose visibility is judged.",
                members: ElementMember.fields()),
            Object(name: "Options", doc: "How to avoid the keyboard.", members: OptionMember.fields()),
            Object(
                name: "DeviceSelection",
                doc: """
                    A device of the catalog (`GET /v1/devices`), its orientation, its keyboard and keyboard
                    type, the iOS release it runs and the keyboard style the app gets, and an input accessory
                    view. It stands in for
                    `screen`, `window.safeArea` and the keyboard's frame; whatever the request gives itself
                    wins, field by field. A figure the request needs and no source gives is a 422 naming
                    the device, the figure and why (at `/device/keyboard`, `/device/keyboardType` or
                    `/device/ios`).
                    """, members: DeviceMember.fields()),
            Object(
                name: "BatchRequest", doc: "Many layouts, each answered on its own.", members: BatchMember.fields()),
            Object(
                name: "MatrixRequest", doc: "One layout and the combinations to run it on. Only `request` is required.",
                members: MatrixMember.fields()),
            Object(
                name: "DesignCheckRequest",
                doc: "A design and the devices to check every one of its text fields on. Only `design` is required.",
                members: DesignCheckMember.fields()),
            Object(
                name: "MatrixStretch", doc: "How to stretch the layout's frames to each window's width.",
                members: StretchMember.fields()),
            Object(
                name: "MatrixLayoutRequest",
                doc: """
                    A layout as `POST /v1/layout` takes it, less what the matrix sets for each combination:
                    no `screen`, `window` or `device`, and of the keyboard only its `animation` and
                    `accessoryHeight`. Without `container.frame` the container is the whole window.
                    """, members: RootMember.fields(leaving: [.policies], replacing: \.matrixField)),
            Object(
                name: "PinnedView",
                doc: "A view that does not scroll with the content: a bottom bar, a button on the keyboard.",
                members: PinnedMember.fields()),
        ]
        objects += keyboardForms.map { Object(name: $0.name, doc: $0.doc, members: KeyboardMember.form(by: $0.source)) }
        objects += [
            Object(
                name: "KeyboardShownByDevice",
                doc: """
                    Only beside a `device` whose keyboard is not `hidden`: `state: shown` with no frame,
                    height or userInfo shows the device's keyboard.
                    """, members: KeyboardMember.shownByDevice),
            Object(
                name: "MatrixKeyboard",
                doc: "The keyboard of a matrix's layout, which gives only its animation and accessory view.",
                members: KeyboardMember.matrixForm),
        ]
        // The geometry inputs: each member's rule as the reader applies it for that extent.
        objects += [
            Object(
                name: "PointInput", doc: "A point. `y` grows downward. Coordinates lie within ±1e9.",
                members: geometry(PointMember.self, extent: .any)),
            Object(
                name: "SizeInput", doc: "A size; neither side is negative.",
                members: geometry(SizeMember.self, extent: .nonNegative)),
            Object(
                name: "RectInput", doc: "A rectangle by its top-left corner and its size; the size is never negative.",
                members: geometry(RectMember.self, extent: .nonNegative)),
            Object(
                name: "InsetsInput",
                doc: """
                    Edge insets, as UIKit's `UIEdgeInsets`. An edge left out (or `null`) is 0, so
                    `{"top": 47, "bottom": 34}` reads as written. No edge may be negative.
                    """, members: geometry(InsetMember.self, extent: .nonNegative)),
            Object(
                name: "ElementFrame",
                doc: """
                    An element's frame in content coordinates (where it sits in the scroll content,
                    whatever the scroll position). Its width and height must be more than 0.
                    """, members: geometry(RectMember.self, extent: ElementMember.frame.extent)),
            Object(
                name: "PinnedFrame",
                doc: """
                    A pinned view's frame in window coordinates, with the keyboard hidden; its width and
                    height are above 0.
                    """, members: geometry(RectMember.self, extent: .positive)),
        ]
        return objects
    }

    /// The keyboard's forms: one per member that gives its frame (``KeyboardMember/givesFrame``),
    /// and none. The document's `Keyboard` union and a layout's `keyboard` list them.
    package static var keyboardForms: [(name: String, doc: String, source: KeyboardMember?)] {
        [
            ("KeyboardByFrame", "The keyboard by its end frame.", .frame),
            ("KeyboardByHeight", "A docked keyboard by its height.", .height),
            (
                "KeyboardByUserInfo", "The keyboard by the userInfo of a keyboard notification, as an app logs it.",
                .userInfo
            ),
            ("NoKeyboard", "No keyboard.", nil),
        ]
    }

    /// The closed sets of strings requests take, each from the table the decoder reads it by
    /// (``WireEnum/wire``, in the order its messages list the values), and the policy object's
    /// union, one choice a policy.
    package static var choices: [AnswerSchema.Object] {
        [
            AnswerSchema.Object(
                name: "ElementKind",
                doc: """
                    `textField` (a single-line text input), `textView` (a multi-line one that scrolls
                    itself) or `view` (not a text input). Text-driven policies treat a focus of kind `view`
                    as no focus; a caret is read only on a text input.
                    """, shape: strings(of: ElementKind.self)),
            AnswerSchema.Object(
                name: "PolicyObject",
                doc: """
                    A policy with parameters: an object naming it and holding only that policy's parameters
                    (another policy's parameter is a 422 at its pointer, `/options/policy/<param>`).
                    """,
                shape: .tagged(
                    property: PolicyParameter.name.wireName,
                    Policy.allDefaults.map { (tag: $0.name, schema: componentName(of: $0)) })),
            AnswerSchema.Object(
                name: "PolicyName", doc: "A policy by name, with its default parameters.",
                shape: strings(of: Policy.self)),
            AnswerSchema.Object(
                name: "IQKeyboardManagerVersion",
                doc: "IQKeyboardManager's line, `8` (8.0.2, the default) or `6` (6.5.11).",
                shape: .strings(PolicyParameter.versions(of: .iqKeyboardManager(IQKeyboardManagerPolicy())))),
            AnswerSchema.Object(
                name: "TPKeyboardAvoidingVersion", doc: "TPKeyboardAvoiding's version; one is emulated.",
                shape: .strings(PolicyParameter.versions(of: .tpKeyboardAvoiding(TPKeyboardAvoidingPolicy())))),
            AnswerSchema.Object(
                name: "ContentAlignment",
                doc: "Where SwiftUI content that does not scroll sits in its frame. Default `center`.",
                shape: strings(of: SwiftUIPolicy.ContentAlignment.self)),
            AnswerSchema.Object(
                name: "KeyboardAvoidingBehavior",
                doc: """
                    React Native's `KeyboardAvoidingView` behavior. Default `padding` (React Native has no
                    default; `none`, a view without a behavior, changes nothing).
                    """, shape: strings(of: ReactNativePolicy.Behavior.self)),
            AnswerSchema.Object(
                name: "SelectionHandles",
                doc: "Which selection handles Flutter draws below the caret. Default `cupertino`.",
                shape: strings(of: FlutterPolicy.Handles.self)),
            AnswerSchema.Object(
                name: "KeyboardRequestState",
                doc: """
                    `shown` or `hidden`. Default `shown` when a frame, height or userInfo is given, else
                    `hidden`. `hidden` wins over any frame: use it to ask what happens when the keyboard
                    goes away.
                    """, shape: strings(of: KeyboardRequestState.self)),
            AnswerSchema.Object(
                name: "KeyboardHiddenState", doc: "The keyboard is hidden.",
                shape: .strings([KeyboardRequestState.hidden.wireName])),
            AnswerSchema.Object(
                name: "InsetAdjustment",
                doc: """
                    UIKit's `contentInsetAdjustmentBehavior`: `automatic` (the system adds the safe area
                    to the content inset; its left and right only when the content scrolls horizontally)
                    or `never` (the content inset is used as it is).
                    """, shape: strings(of: InsetAdjustment.self)),
            AnswerSchema.Object(
                name: "AnchorName", doc: "A named anchor: `top` is 0, `center` 0.5, `bottom` 1.",
                shape: strings(of: AnchorWord.self)),
            AnswerSchema.Object(
                name: "Pin",
                doc: """
                    What the view's bottom edge is tied to. `bottom`: the window's bottom safe-area edge
                    (`safeAreaLayoutGuide.bottomAnchor`, `.safeAreaInset(edge: .bottom)`); it stays under
                    `scrollView` (the keyboard covers it), moves with the view under `shiftView` and rides
                    on the shrunk container under `resizeView`. `keyboard`: the keyboard's top
                    (`keyboardLayoutGuide.topAnchor`, React Native `KeyboardStickyView`, Compose
                    `imePadding()`); it moves up with a docked keyboard. `none`: moves only when the whole
                    view moves. The default, `bottom`, is the pinned view's (`PinnedView.pin`).
                    """, shape: strings(of: Pin.self)),
        ]
    }

    /// The names a ``WireEnum`` is read by, in its table's order.
    package static func strings<E: WireEnum>(of _: E.Type) -> AnswerSchema.Shape {
        .strings(E.wireCases.map(\.wireName))
    }

    /// The members of a geometry object whose extents obey `extent`: numbers under each member's
    /// rule (``NumberMembers/rule(extent:)``), all required or each 0 when left out
    /// (``NumberMembers/allRequired``), as ``RequestDecoder/readNumbers(_:extent:)`` reads them.
    package static func geometry<Member: NumberMembers>(_: Member.Type, extent: NumberRule) -> [(
        name: String, field: SchemaField
    )] {
        Member.allCases.map { member in
            (
                member.wireName,
                SchemaField(
                    .number(member.rule(extent: extent)), required: Member.allRequired,
                    default: Member.allRequired ? nil : .number(0))
            )
        }
    }

    package static let layoutDoc = """
        One layout: a screen, the app window on it, the keyboard, and a container view with the
        views inside it. Give either `screen` and `container` (with its `frame`), or a `device`
        from the catalog, which stands in for the screen, the window's safe area and the
        keyboard, and makes the container the whole window unless `container.frame` is given.
        Everything else has a default that matches a full-screen app with no keyboard. Any
        optional member may also be sent as `null`, which means the same as leaving it out.

        These rules tie fields together and are checked beyond this schema, each a 422 at its
        pointer: without a `device` or a `design` (neither given, or both `null`), `screen` and
        `container.frame` are required and `keyboard` is one of its own forms (`state: shown`
        alone needs a device); element and pinned view ids are unique together, `focus` names an
        element or a pinned view and `options.scrollTarget` an element, `keyboard.height` is
        no more than `screen.height`, and `device.id` is required unless a `design` names the
        device. (The first rule is prose, not a JSON Schema conditional,
        so that client generators read the document: none gives `if`/`then`/`else` a type.)
        """

    package static let compareDoc = """
        A layout request (as `POST /v1/layout` takes it) plus `policies`: the systems to run it
        under. `options.policy` is ignored here (warning `policyOptionIgnored`).
        """

    /// `IQKeyboardManagerPolicy` for `iqKeyboardManager`: the component of a policy's object.
    package static func componentName(of policy: Policy) -> String {
        switch policy {
        case .iqKeyboardManager: "IQKeyboardManagerPolicy"
        case .tpKeyboardAvoiding: "TPKeyboardAvoidingPolicy"
        case .uikitGuide: "UIKitGuidePolicy"
        case .swiftUI: "SwiftUIPolicy"
        default: policy.name.prefix(1).uppercased() + policy.name.dropFirst() + "Policy"
        }
    }

    package static func doc(of policy: Policy) -> String {
        switch policy {
        case .clearance: "Clearance itself; it takes no parameters (use `options`)."
        case .iqKeyboardManager: "IQKeyboardManager 8.0.2 or 6.5.11."
        case .tpKeyboardAvoiding: "TPKeyboardAvoiding 1.3.5."
        case .uikitGuide: "Apple's sample; no parameters."
        case .swiftUI: "SwiftUI's keyboard safe area (modelled)."
        case .reactNative: "React Native's KeyboardAvoidingView."
        case .reactNativeScrollView:
            "React Native's ScrollView with `automaticallyAdjustKeyboardInsets`; no parameters."
        case .keyboardController: "react-native-keyboard-controller 1.22.4."
        case .flutter: "Flutter's Scaffold and EditableText."
        case .androidAdjustPan: "Android's adjustPan; no parameters."
        case .androidAdjustResize: "Android's adjustResize."
        case .compose: "Jetpack Compose; no parameters."
        }
    }

    /// The choices of a policy selector: a name, or one of the policy objects.
    package static func policyChoices(indent: String) -> [String] {
        [
            "oneOf:", "  - type: string", "    title: PolicyNameValue",
            "    enum: [\(Policy.wireCases.map(\.wireName).joined(separator: ", "))]",
        ]
        .map { indent + $0 }
            + Policy.allDefaults.map { indent + "  - $ref: '#/components/schemas/\(componentName(of: $0))'" }
    }

    // MARK: YAML

    package static func yaml(_ object: Object) -> String {
        var lines = ["\(object.name):", "  type: object"]
        lines += description(object.doc, indent: "  ")
        let required = object.members.filter(\.field.required).map(\.name)
        if !required.isEmpty { lines.append("  required: [\(required.joined(separator: ", "))]") }
        lines += ["  additionalProperties: false", "  properties:"]
        for (name, field) in object.members {
            lines.append("    \(name):")
            lines += yaml(field).map { "      " + $0 }
        }
        return lines.map { $0.isEmpty ? "\n" : "    " + $0 + "\n" }.joined()
    }

    /// The lines of a member's schema, relative to its indentation.
    package static func yaml(_ field: SchemaField) -> [String] {
        let nullable = !field.required
        func type(_ name: String) -> String { nullable ? "type: [\(name), 'null']" : "type: \(name)" }
        func ref(_ name: String) -> String { "$ref: '#/components/schemas/\(name)'" }
        var lines: [String] = []
        switch field.value {
        case .number(let rule, let least):
            lines.append(type("number"))
            switch rule {
            case .any: lines += ["minimum: -1000000000", "maximum: 1000000000"]
            case .nonNegative: lines += ["minimum: 0", "maximum: 1000000000"]
            case .positive:
                lines += [least.map { "minimum: \(number($0))" } ?? "exclusiveMinimum: 0", "maximum: 1000000000"]
            case .unitInterval: lines += ["minimum: 0", "maximum: 1"]
            }
        case .integer(let range):
            lines += [type("integer"), "minimum: \(range.lowerBound)", "maximum: \(range.upperBound)"]
        case .boolean: lines.append(type("boolean"))
        case .string: lines += [type("string"), "minLength: 1"]
        case .constant(let value): lines += ["type: string", "const: \(value)"]
        case .component(let name):
            lines += nullable ? ["oneOf:", "  - " + ref(name), "  - type: 'null'"] : [ref(name)]
        case .oneOf(let names):
            lines.append("oneOf:")
            lines += names.map { "  - " + ref($0) }
            if nullable { lines.append("  - type: 'null'") }
        case .list(let item, let maxItems):
            lines += [type("array"), "maxItems: \(maxItems)", "items:", "  " + ref(item)]
        case .enumList(let item):
            lines += [type("array"), "minItems: 1", "uniqueItems: true", "items:", "  " + ref(item)]
        case .absent: lines.append("const: null")
        case .yaml(let given): lines += given
        }
        if let value = field.defaultValue { lines.append("default: \(yaml(value))") }
        if !field.examples.isEmpty { lines.append("examples: [\(field.examples.map(scalar).joined(separator: ", "))]") }
        if let doc = field.doc { lines += description(doc, indent: "") }
        return lines
    }

    package static func yaml(_ value: SchemaField.Default) -> String {
        switch value {
        case .number(let n): number(n)
        case .boolean(let b): b ? "true" : "false"
        case .word(let w): scalar(w)
        case .words(let words): "[\(words.map(scalar).joined(separator: ", "))]"
        case .null: "null"
        case .emptyList: "[]"
        }
    }

    /// A number as YAML reads it back: an integer without a fraction.
    package static func number(_ n: Double) -> String {
        n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
    }

    /// `description:` with `text`: one line plain (or quoted where YAML would read it otherwise),
    /// several as a literal block, each line as the doc wraps it.
    package static func description(_ text: String, indent: String) -> [String] {
        guard text.contains("\n") else { return [indent + "description: " + scalar(text)] }
        return [indent + "description: |"]
            + text.split(separator: "\n", omittingEmptySubsequences: false).map {
                $0.isEmpty ? "" : indent + "  " + $0
            }
    }

    /// A plain scalar, single-quoted when YAML would read it as something else.
    package static func scalar(_ text: String) -> String {
        let special: Set<Character> = [
            "`", "'", "\"", "{", "[", "]", "}", "&", "*", "!", "|", ">", "%", "@", "#", "-", "?", ":", ",",
        ]
        let words: Set<String> = ["null", "true", "false", "yes", "no", "on", "off", "~"]
        let numeric = !text.isEmpty && text.allSatisfy { $0.isNumber || $0 == "." }
        let needsQuotes =
            text.isEmpty || numeric || words.contains(text.lowercased()) || special.contains(text.first!)
            || text.contains(": ") || text.contains(" #") || text.hasSuffix(":") || text.hasSuffix(" ")
        guard needsQuotes else { return text }
        return "'" + text.replacingQuotes() + "'"
    }
}

extension String {
    /// `'` doubled, as a single-quoted YAML scalar writes it.
    fileprivate func replacingQuotes() -> String {
        var out = ""
        for c in self {
            out.append(c)
            if c == "'" { out.append("'") }
        }
        return out
    }
}
