import DeviceCatalog
import KeyboardAvoidance
import LayoutMatrix

// The field of every member of the request objects (``SchemaField``): type and range, whether
// it is required, its default (read from the engine's initialisers) and its documentation. The
// request schemas of `openapi.yaml` are generated from these (``RequestSchemaDocument``), and
// the readers take presence and number rules from them.

// MARK: The layout request

extension RootMember: DocumentedMembers {
    package var field: SchemaField {
        switch self {
        case .design:
            SchemaField(
                .component("Design"),
                doc: Self.designDoc(
                    device: """
                        Its frame's size names the device unless `device` does (`device.id` may then be
                        left out, its other members still apply);
                        """))
        case .device:
            SchemaField(
                .component("DeviceSelection"),
                doc: """
                    A device of the catalog (`GET /v1/devices`), which stands in for `screen`,
                    `window.safeArea` and the keyboard's frame, and makes the container the whole
                    window. What the request gives itself wins, field by field.
                    """)
        case .screen:
            SchemaField(
                .component("SizeInput"),
                doc: """
                    The screen in its current orientation, such as 390×844 for an iPhone 15. Required
                    without a `device`; with one, it defaults to the device's screen.
                    """)
        case .window:
            SchemaField(.component("Window"), doc: "The app window. Default a full-screen window with no safe area.")
        case .keyboard:
            SchemaField(
                .oneOf(RequestSchemaDocument.keyboardForms.map(\.name) + ["KeyboardShownByDevice"]),
                doc: """
                    The keyboard. Default no keyboard, or with a `device` the device's keyboard. Beside a
                    device, `{"state": "shown"}` alone shows the device's keyboard.
                    """)
        case .container:
            SchemaField(
                .component("Container"),
                doc: "The view being adjusted. Required without a `device`; with one, it defaults to the whole window.")
        case .elements:
            SchemaField(
                .list(of: "Element", maxItems: RequestLimits.defaultMaxElements), default: .emptyList,
                doc: """
                    The views inside the container that matter: text fields, buttons, anything whose
                    visibility you want judged. Each gets a verdict in the answer, in this order. At most
                    10,000 by default (`--max-elements`).
                    """)
        case .pinned:
            SchemaField(
                .list(of: "PinnedView", maxItems: PinnedMember.maxViews), default: .emptyList,
                doc: """
                    Views that do not scroll with the content: a bottom bar, a "Continue" button, a
                    toolbar riding on the keyboard. Frames are in window coordinates as laid out with the
                    keyboard hidden. Their ids share one namespace with the elements' (a repeat is a
                    422); one may be the `focus` (a search field in a fixed header), none the
                    `options.scrollTarget`. Each gets its own verdicts in the answer's `pinned`, and they
                    cover the elements beneath them like the keyboard does. At most 64.
                    """)
        case .focus:
            SchemaField(
                .string,
                doc: """
                    The id of the first responder: the element being typed into. It must name an
                    element. While the keyboard is up it is what gets scrolled into view, unless
                    `options.scrollTarget` says otherwise.
                    """)
        case .options:
            SchemaField(.component("Options"), doc: "How to avoid the keyboard. Every option has a default.")
        case .policies:
            SchemaField(
                .yaml(
                    [
                        "type: [array, 'null']",
                        "minItems: 1",
                        "maxItems: 32",
                        "items:",
                        "  description: A policy by name (its defaults) or an object naming it with parameters.",
                    ] + RequestSchemaDocument.policyChoices(indent: "  ")),
                doc: """
                    1 to 32 policies to compare, repeats allowed (the same system with other parameters).
                    Default all twelve with their default parameters, in the order of `PolicyName`; on an
                    Android `device`, the four Android ones (flutter, androidAdjustPan, androidAdjustResize,
                    compose), and an iOS one named there is a 422.
                    """)
        }
    }

    /// The doc of `design`, in a layout and in a matrix: the same but for what names the device
    /// (`device`, a sentence ending in a semicolon).
    private static func designDoc(device: String) -> String {
        """
        A design document in place of `screen`, `window`, `container`, `elements` and
        `pinned` (docs/designs.md): a Figma frame as Figma's REST JSON, a Penpot board or a Sketch
        artboard.
        \(device)
        `focus` may name a node id or a layer's exact name. The answer gains `mapping`, which
        says how every layer was read. Members the mapping does not read are ignored at any
        depth. A body with a design may be up to 8 MiB (`--max-design-bytes`).
        """
    }

    /// The field of `self` in a matrix's layout, where the matrix sets the screen, the window, the
    /// device and the keyboard itself; `nil` where it is the layout's own.
    package var matrixField: SchemaField? {
        switch self {
        case .screen, .window, .device: SchemaField(.absent, doc: "Set by the matrix; leave it out.")
        case .keyboard:
            SchemaField(
                .component("MatrixKeyboard"),
                doc: "Only the animation and the accessory view; the keyboard itself is set by the matrix.")
        case .design:
            SchemaField(
                .component("Design"),
                doc: Self.designDoc(
                    device: """
                        Its frame's size names no device here: the matrix sets each combination's, and the
                        frame is mapped in its own window;
                        """))
        case .container: SchemaField(.component("Container"))
        case .elements:
            SchemaField(
                .list(of: "Element", maxItems: RequestLimits.defaultMaxElements), default: .emptyList,
                doc: "The elements, as in a layout. At most 10,000 by default (`--max-elements`).")
        case .focus:
            SchemaField(.string, doc: "The id of the first responder, as in a layout. It must name an element.")
        case .options: SchemaField(.component("Options"), doc: "How to avoid the keyboard, as in a layout.")
        case .pinned, .policies: nil
        }
    }
}

extension WindowMember: DocumentedMembers {
    package var field: SchemaField {
        switch self {
        case .frame:
            SchemaField(.component("RectInput"), doc: "The window in screen coordinates. Default the whole screen.")
        case .safeArea:
            SchemaField(
                .component("InsetsInput"),
                doc: """
                    The window's safe-area insets (the notch or Dynamic Island, the home indicator).
                    Default all 0. An iPhone 15 in portrait has top 47, bottom 34.
                    """)
        }
    }
}

extension ContainerMember: DocumentedMembers {
    package var field: SchemaField {
        let defaults = Container(frame: .zero)
        switch self {
        case .frame:
            return SchemaField(
                .component("RectInput"),
                doc: """
                    The container in window coordinates. Required without a `device`; with one (or in a
                    matrix), it defaults to the whole window.
                    """)
        case .scrollable:
            return SchemaField(
                .boolean, default: .boolean(defaults.scrollable),
                doc: """
                    Whether it scrolls. A container that does not scroll keeps its offset whatever
                    the strategy; only its insets are computed.
                    """)
        case .contentSize:
            return SchemaField(
                .component("SizeInput"), doc: "The scroll view's `contentSize`. Default the container's own size.")
        case .contentOffset:
            return SchemaField(
                .component("PointInput"),
                doc: """
                    The current `contentOffset`. Default UIKit's resting offset `{-A0.left, -A0.top}`,
                    where `A0` is the base content inset plus (under `automatic`) the safe area: content
                    y = 0 rests just below the top safe area.
                    """)
        case .contentInset:
            return SchemaField(
                .component("InsetsInput"),
                doc: """
                    The app's own base `contentInset` (for a toolbar, say), before any keyboard. Default
                    all 0.
                    """)
        case .safeArea:
            return SchemaField(
                .component("InsetsInput"),
                doc: """
                    The container's `safeAreaInsets`. By default they are derived from the window's safe
                    area and where the container sits in the window. Given or derived, `left` and `right`
                    count only for a container whose content is wider than its frame (it scrolls
                    horizontally): like UIKit's `automatic`, a vertical scroll view is adjusted on its
                    vertical axis only.
                    """)
        case .insetAdjustment:
            return SchemaField(
                .component("InsetAdjustment"), default: .value(defaults.insetAdjustment),
                doc: "UIKit's `contentInsetAdjustmentBehavior`. Default `automatic`.")
        }
    }
}

extension ElementMember: DocumentedMembers {
    package var field: SchemaField {
        switch self {
        case .id: SchemaField(.string, required: true, doc: "A unique, non-empty name, such as `password`.")
        case .frame: SchemaField(.component("ElementFrame"), required: true)
        case .caret:
            SchemaField(
                .component("RectInput"),
                doc: """
                    For a text view, the caret in the element's own coordinates. When given, the caret,
                    not the whole view, is what is scrolled into view: a long text view only needs the
                    line being typed on to show.
                    """)
        case .kind:
            SchemaField(
                .component("ElementKind"),
                doc: """
                    What kind of view it is; only the focus's kind matters, and only to emulated
                    policies. Default `textField` for the focus and `view` for the others.
                    """)
        }
    }
}

extension PinnedMember: DocumentedMembers {
    package var field: SchemaField {
        switch self {
        case .id:
            SchemaField(
                .string, required: true,
                doc: "A non-empty name, unique among the elements' and the pinned views' ids, such as `continue`.")
        case .frame: SchemaField(.component("PinnedFrame"), required: true)
        case .pin:
            SchemaField(
                .component("Pin"), default: .value(PinnedView(id: "", frame: .zero).pin),
                doc: "What the view's bottom edge is tied to.")
        }
    }
}

extension OptionMember: DocumentedMembers {
    package var field: SchemaField {
        let defaults = Options()
        switch self {
        case .strategy:
            return SchemaField(
                .component("Strategy"),
                doc: "The strategy. Default `scrollView` when the container scrolls, else `shiftView`.")
        case .minimumDistance:
            return SchemaField(
                .number(.nonNegative), default: .number(defaults.minimumDistance),
                doc: "The gap, in points, to keep between the target and the top of the keyboard.")
        case .anchor:
            return SchemaField(
                .oneOf(["AnchorName", "AnchorFraction"]), default: .null,
                doc: """
                    Where to put the target in the visible band. `null` (the default) scrolls the least
                    that makes the target wholly visible, like SwiftUI's `scrollTo(id)`; if it is
                    already visible nothing scrolls. `top`, `center` and `bottom`, or a number from 0
                    (top) to 1 (bottom), align that point of the target with the same point of the band,
                    like `scrollTo(id, anchor: UnitPoint(x: 0.5, y: a))`: `top` is 0, `center` 0.5,
                    `bottom` 1. The offset is always clamped to what the content can scroll.
                    """)
        case .scrollTarget:
            return SchemaField(
                .string,
                doc: """
                    The id of the element to bring into view. Default the `focus` while the keyboard is
                    not hidden, else none. It must name an element.
                    """, stores: \Options.scrollTarget)
        case .followsUndockedKeyboard:
            return SchemaField(
                .boolean, default: .boolean(defaults.followsUndockedKeyboard),
                doc: """
                    As `UIKeyboardLayoutGuide.followsUndockedKeyboard`: whether the answer's layout
                    guide follows a floating keyboard, or stays at the bottom of the window.
                    """, stores: \Options.followsUndockedKeyboard)
        case .policy:
            return SchemaField(
                .yaml(RequestSchemaDocument.policyChoices(indent: "") + ["  - type: 'null'"]),
                doc: """
                    The system whose keyboard avoidance to emulate: a name, or an object with the name
                    and parameters. Default `clearance` (this contract). With another policy,
                    `strategy`, `anchor`, `minimumDistance` and `scrollTarget` are validated and then
                    ignored (warning `policyOptionIgnored`): every emulated system acts on the focus.
                    See docs/policies.md.
                    """)
        }
    }
}

// MARK: keyboard

extension KeyboardMember: DocumentedMembers {
    package var field: SchemaField {
        switch self {
        case .state: SchemaField(.component("KeyboardRequestState"))
        case .frame:
            SchemaField(
                .component("RectInput"),
                doc: """
                    The keyboard's end frame in screen coordinates, as `UIKeyboardFrameEndUserInfoKey`
                    gives it.
                    """)
        case .height:
            SchemaField(
                .number(.nonNegative),
                doc: """
                    Shorthand for a keyboard docked at the bottom of the screen, as wide as the
                    screen: the frame `{0, screen.height - height, screen.width, height}`. No more
                    than `screen.height`.
                    """)
        case .userInfo:
            SchemaField(
                .oneOf(["KeyboardUserInfo", "LoggedUserInfo"]),
                doc: """
                    The notification's userInfo: the dictionary as an object, or its logged text as a
                    string, as NSLog or `po` prints it or as Swift's `print` does.
                    """)
        case .animation: SchemaField(.component("KeyboardAnimation"))
        case .accessoryHeight:
            SchemaField(
                .number(.nonNegative), default: .number(0),
                doc: """
                    An input accessory view on top of the keyboard: the keyboard frame grows upward by
                    this much (none when the keyboard is hidden). A standard toolbar is 44 points before
                    iOS 26 and 58 on iOS 26. Not with `device.accessoryHeight` too; the keyboard with it
                    may not be taller than the screen.
                    """)
        }
    }

    /// The members of the keyboard's form that gives its frame by `source` (`frame`, `height`
    /// or `userInfo`; `nil` for no keyboard): `source` required, the other two left out (at
    /// most one may be given), and without a source only `hidden` for `state`.
    package static func form(by source: KeyboardMember?) -> [(name: String, field: SchemaField)] {
        fields { member in
            if member == source {
                var field = member.field
                field.required = true
                return field
            }
            if member.givesFrame { return SchemaField(.absent) }
            if member == .state && source == nil {
                return SchemaField(
                    .component("KeyboardHiddenState"),
                    doc: "`hidden`, or left out: with no frame, height or userInfo the keyboard cannot be shown.")
            }
            return nil
        }
    }

    /// The members of the keyboard's form beside a `device`: `state: shown` required, and no
    /// member that gives a frame (the device's keyboard is shown).
    package static var shownByDevice: [(name: String, field: SchemaField)] {
        fields { member in
            if member == .state { return SchemaField(.constant(KeyboardRequestState.shown.wireName), required: true) }
            if member.givesFrame { return SchemaField(.absent) }
            return nil
        }
    }

    /// The members of a matrix layout's keyboard: only its animation and accessory view.
    package static var matrixForm: [(name: String, field: SchemaField)] {
        fields { member in
            switch member {
            case .state, .frame, .height, .userInfo: return SchemaField(.absent)
            case .animation: return nil
            case .accessoryHeight:
                var field = member.field
                field.doc! += """

                    In a matrix it goes on every combination's keyboard, and a combination where it
                    makes the keyboard taller than the screen is skipped.
                    """
                return field
            }
        }
    }
}

extension AnimationMember: DocumentedMembers {
    package var field: SchemaField {
        switch self {
        case .duration:
            SchemaField(
                .number(.nonNegative), default: .number(KeyboardAnimation.standard.duration), doc: "In seconds.")
        case .curve:
            SchemaField(
                .integer(0...15), default: .number(Double(KeyboardAnimation.standard.curve)),
                doc: """
                    The `UIView.AnimationCurve` raw value, 0 to 15. The keyboard uses 7, a private curve
                    that no named case has; the answer turns it into animation options (`curve << 16`).
                    """)
        }
    }
}

// MARK: device

extension DeviceMember: DocumentedMembers {
    package var field: SchemaField {
        let defaults = DeviceSetup(id: "")
        switch self {
        case .id:
            // Required unless a design names the device; the resolver says so (`resolveDevice`).
            return SchemaField(
                .string,
                doc: """
                    A device id or alias from the catalog, such as `iphone-15` or `iphone-17-pro`. An
                    unknown id is a 422 that names the closest ids with their marketing names. Required,
                    unless the request's `design` names the device by its frame's size.
                    """, examples: ["iphone-se"])
        case .orientation:
            return SchemaField(
                .component("Orientation"), default: .value(defaults.orientation),
                doc: "`landscape` swaps the screen's width and height and takes the landscape safe area.")
        case .keyboard:
            return SchemaField(
                .component("DeviceKeyboard"), default: .value(defaults.keyboard),
                doc: """
                    The keyboard docked at the bottom of the screen. Where the catalog lacks the height
                    (see the device's `supports`) it is a 422, unless the request gives its own keyboard
                    frame, height or userInfo.
                    """)
        case .keyboardType:
            return SchemaField(
                .component("DeviceKeyboardType"), default: .value(defaults.keyboardType),
                doc: """
                    The text field's keyboard type. On an iPhone the pads have one height, without a
                    predictive bar: the letters keyboard's without it, in the same style; an iPad
                    shows its full keyboard for every type. The emoji keyboard is a `keyboard`.
                    """)
        case .ios:
            return SchemaField(
                .component("IOSRelease"),
                doc: """
                    The iOS release the device runs, such as `"27"`, `"26.2"` or `"17.5"`: the answer
                    uses the figure set that holds for it (`18` for every release before iOS 26, `26`,
                    `27`) and says so in `device.ios` and `device.figures`. Left out, the newest
                    release the device runs. A release the model never ran is a 422 naming those it
                    runs; an Android phone takes none.
                    """)
        case .keyboardStyle:
            return SchemaField(
                .component("KeyboardStyle"),
                doc: """
                    Which keyboard the app gets: `liquidGlass` (built with the iOS 26 SDK or later,
                    on iOS 26 or later: the default there), `classic` (built with an earlier SDK or
                    opting out with `UIDesignRequiresCompatibility`; the only keyboard before iOS
                    26) or, on an Android phone, `gboard` (its only one).
                    """)
        case .accessoryHeight:
            return SchemaField(
                .number(.nonNegative), default: .number(0),
                doc: """
                    An input accessory view on top of the device's keyboard (44 points for a standard
                    toolbar before iOS 26, 58 on iOS 26). Not with `keyboard.accessoryHeight` too.
                    """)
        }
    }
}

// MARK: Policies

extension PolicyParameter: DocumentedMembers {
    package var field: SchemaField {
        let iq = IQKeyboardManagerPolicy()
        let controller = KeyboardControllerPolicy()
        let flutter = FlutterPolicy()
        let reactNative = ReactNativePolicy()
        switch self {
        case .name:
            var field = SchemaField(.string, required: true)
            field.missing = "is required: one of the known policies: \(Policy.wireList)"
            return field
        case .version: return SchemaField(.component("IQKeyboardManagerVersion"))
        case .keyboardDistance:
            return SchemaField(
                .number(.nonNegative), default: .number(iq.keyboardDistance),
                doc: "The gap IQKeyboardManager keeps between the text field and the keyboard.")
        case .restoreContentOffset:
            return SchemaField(
                .boolean, default: .boolean(iq.restoreContentOffset),
                doc: "IQKeyboardManager puts the offset back when the keyboard hides.")
        case .topGuide:
            return SchemaField(
                .number(.nonNegative),
                doc: "The top of the visible area: the window's top safe area, or a navigation bar's maxY.")
        case .layoutMargins: return SchemaField(.component("LayoutMargins"))
        case .rootSafeAreaBottom:
            return SchemaField(
                .number(.nonNegative),
                doc: "The root view's bottom safe area (83 with a tab bar). Default the window's.")
        case .contentAlignment:
            return SchemaField(.component("ContentAlignment"), default: .value(SwiftUIPolicy().contentAlignment))
        case .behavior:
            return SchemaField(.component("KeyboardAvoidingBehavior"), default: .value(reactNative.behavior))
        case .keyboardVerticalOffset:
            return SchemaField(
                .number(.any), default: .number(reactNative.keyboardVerticalOffset),
                doc: "React Native's `keyboardVerticalOffset`.")
        case .frameY:
            return SchemaField(
                .number(.any), doc: "The view's y, React Native's parent-relative y. Default the container's.")
        case .bottomOffset:
            return SchemaField(
                .number(.nonNegative), default: .number(controller.bottomOffset),
                doc: "keyboard-controller's `bottomOffset`.")
        case .extraKeyboardSpace:
            return SchemaField(
                .number(.any), default: .number(controller.extraKeyboardSpace),
                doc: "keyboard-controller's `extraKeyboardSpace`.")
        case .disableScrollOnKeyboardHide:
            return SchemaField(
                .boolean, default: .boolean(controller.disableScrollOnKeyboardHide),
                doc: "keyboardController leaves the offset when the keyboard hides.")
        case .resizeToAvoidBottomInset:
            return SchemaField(
                .boolean, default: .boolean(flutter.resizeToAvoidBottomInset),
                doc: "Flutter's Scaffold shrinks its body for the keyboard.")
        case .scrollPadding:
            return SchemaField(
                .oneOf(["Length", "InsetsInput"]), default: .number(flutter.scrollPadding.top),
                doc: "Flutter's `scrollPadding`, one number for every edge or insets (missing edges 0).")
        case .handles: return SchemaField(.component("SelectionHandles"), default: .value(flutter.handles))
        case .fadingEdge:
            return SchemaField(
                .number(.nonNegative), default: .number(AndroidAdjustResizePolicy().fadingEdge),
                doc: "The ScrollView's vertical fading edge length, in dp.")
        }
    }

    /// The field of `self` in the object of `policy`, where it differs from its own (each
    /// policy's `name` is its own constant, and `version` names each policy's versions).
    package func field(in policy: Policy) -> SchemaField? {
        switch self {
        case .name: return SchemaField(.constant(policy.name), required: true)
        case .version:
            if case .iqKeyboardManager = policy { return SchemaField(.component("IQKeyboardManagerVersion")) }
            return SchemaField(.component("TPKeyboardAvoidingVersion"))
        default: return nil
        }
    }
}

extension MarginMember: DocumentedMembers {
    package var field: SchemaField { SchemaField(.number(.nonNegative)) }
}

// MARK: Batch and matrix

extension BatchMember: DocumentedMembers {
    package var field: SchemaField {
        SchemaField(
            .yaml([
                "type: array",
                "maxItems: \(RequestLimits.defaultMaxBatchItems)",
                "items:",
                "  anyOf:",
                "    - $ref: '#/components/schemas/LayoutRequest'",
                "    - $ref: '#/components/schemas/AnyBatchItem'",
            ]),
            required: true,
            doc: """
                The layouts, at most 1,000 (`--max-batch`). Each is a layout as `POST /v1/layout`
                takes it; an item that breaks the contract, or is not even an object, is answered
                with a problem in its place, and the others still get their answers.
                """)
    }
}

extension MatrixMember: DocumentedMembers {
    package var field: SchemaField {
        let defaults = MatrixSpec(devices: [])
        switch self {
        case .request: return SchemaField(.component("MatrixLayoutRequest"), required: true)
        case .devices:
            return SchemaField(
                .yaml([
                    "oneOf:",
                    "  - type: string",
                    "    title: AllDevicesValue",
                    "    enum: [all, allModels]",
                    "  - type: array",
                    "    description: |",
                    "      Device ids or aliases from the catalog, each at most once (a repeat is a 422; not",
                    "      `uniqueItems`, which generators turn into a `Set` that JSON cannot carry).",
                    "    minItems: 1",
                    "    items:",
                    "      type: string",
                    "      description: A device id or alias from the catalog.",
                    "  - type: 'null'",
                ]),
                default: .word("all"),
                doc: """
                    `"all"` (the default: every device of the catalog, in catalog order), `"allModels"` \
                    (every entry and every alias, each under its own id and its own iOS releases) or a \
                    list of device ids or aliases. For a `request` with a `design` the default is the \
                    design's own class: a phone frame runs on every iPhone in the orientation it is drawn \
                    in (unless `orientations` is given), an iPad frame on every iPad.
                    """)
        case .figures:
            return SchemaField(
                .component("FigureChoice"), default: .value(defaults.figures),
                doc: """
                    Which catalog figures a combination may use: `all` (the default) measured and
                    derived ones, `measured` only those a source measured; a combination that needs a
                    derived figure is then skipped (`skipReason: derivedFigure`).
                    """, stores: \MatrixSpec.figures)
        case .orientations:
            return SchemaField(
                .enumList(of: "Orientation"), default: .values(defaults.orientations),
                doc: "The orientations, default both.", stores: \MatrixSpec.orientations)
        case .keyboards:
            return SchemaField(
                .enumList(of: "DeviceKeyboard"), default: .values(defaults.keyboards),
                doc: "The keyboards, default `predictive`, `noPredictive` and `hardwareBar`.",
                stores: \MatrixSpec.keyboards)
        case .keyboardTypes:
            return SchemaField(
                .enumList(of: "DeviceKeyboardType"), default: .values(defaults.keyboardTypes),
                doc: "The keyboard types, default `default` alone.", stores: \MatrixSpec.keyboardTypes)
        case .ios:
            return SchemaField(
                .yaml([
                    "type: array", "maxItems: 16", "uniqueItems: true",
                    "items:", "  $ref: '#/components/schemas/IOSRelease'",
                ]),
                doc: """
                    The iOS releases, such as `["18", "26", "27"]`; left out (or empty), each device's newest. A
                    combination whose model does not run the release is skipped (`notRunning`).
                    """)
        case .keyboardStyles:
            return SchemaField(
                .enumList(of: "KeyboardStyle"),
                doc: """
                    The keyboard styles, such as `["liquidGlass", "classic"]`; left out, each
                    release's default. A style a release does not have (Liquid Glass before iOS 26)
                    is skipped (`styleUnavailable`).
                    """, stores: \MatrixSpec.keyboardStyles)
        case .stretch:
            return SchemaField(
                .component("MatrixStretch"),
                doc: """
                    Scale the x and width of every element frame and caret (and of `container.frame`
                    and `container.contentSize`, when given) by the window's width over
                    `referenceWidth`, as leading and trailing constraints would. Heights and y stay.
                    """)
        }
    }
}

extension StretchMember: DocumentedMembers {
    package var field: SchemaField {
        SchemaField(
            .number(.positive, least: 1), required: true,
            doc: "The window width the frames were laid out for, such as 390.")
    }
}

extension DesignCheckMember: DocumentedMembers {
    package var field: SchemaField {
        switch self {
        case .design:
            SchemaField(
                .component("Design"), required: true,
                doc: """
                    The design (docs/designs.md): a Figma frame, a Penpot board or a Sketch artboard, and the \
                    screen to check when it holds several.
                    """)
        case .devices:
            SchemaField(
                .yaml([
                    "oneOf:",
                    "  - type: string",
                    "    title: DeviceClassValue",
                    "    description: 'Every iPhone (iphones), iPad (ipads), Android phone (android) or device (all).'",
                    "    pattern: '^(iphones|ipads|android|all)$'",
                    "  - type: array",
                    "    description: Device ids or aliases from the catalog, each at most once.",
                    "    minItems: 1",
                    "    items:",
                    "      type: string",
                    "      description: A device id or alias from the catalog.",
                    "  - type: 'null'",
                ]),
                doc: """
                    The devices to check on: `"iphones"`, `"ipads"`, `"android"` (the Android phones), `"all"` or \
                    a list of ids. Without it, the
                    device `device.id` names, else the device the frame's size names. Each device lays the \
                    design out again by its constraints (R8). Fields × devices may not exceed 2048 (422 at \
                    `/devices`).
                    """)
        case .device:
            SchemaField(
                .component("DeviceSelection"),
                doc: """
                    The orientation, iOS release, keyboard style and keyboard of every device checked (`id` only without \
                    `devices`; `keyboardType` is each field's own, so it is left out).
                    """)
        case .options:
            SchemaField(.component("Options"), doc: "How to avoid the keyboard, as in a layout.")
        }
    }
}
