import KeyboardAvoidance

/// A device as a request names it: which one, how it is held, which keyboard it shows, on which
/// release with which keyboard style, and the input accessory view above the keyboard.
public struct DeviceSetup: Sendable, Hashable {
    /// The catalog id (or alias), such as `iphone-15`.
    public var id: String
    /// How the device is held; portrait by default.
    public var orientation: Orientation
    /// Which keyboard shows; the predictive on-screen keyboard by default (as iOS ships).
    public var keyboard: KeyboardVariant
    /// The text field's keyboard type; `default` by default.
    public var keyboardType: KeyboardType
    /// The iOS release, such as 26.2; `nil` for the newest the device runs (none on Android).
    public var ios: Release?
    /// The keyboard the app gets; `nil` for the release's default (Liquid Glass from iOS 26,
    /// classic before, Gboard on Android).
    public var keyboardStyle: KeyboardStyle?
    /// The height of an input accessory view on top of the keyboard; none (`nil`) by default.
    public var accessoryHeight: Double?

    /// Creates a setup.
    public init(
        id: String, orientation: Orientation = .portrait, keyboard: KeyboardVariant = .predictive,
        keyboardType: KeyboardType = .default, ios: Release? = nil, keyboardStyle: KeyboardStyle? = nil,
        accessoryHeight: Double? = nil
    ) {
        self.id = id
        self.orientation = orientation
        self.keyboard = keyboard
        self.keyboardType = keyboardType
        self.ios = ios
        self.keyboardStyle = keyboardStyle
        self.accessoryHeight = accessoryHeight
    }

    /// `id/orientation/keyboard`, then `/keyboardType` unless `default`, `/ios18.5` when a release
    /// is named and `/classic` when a style is, such as `iphone-se/landscape/predictive/numberPad`:
    /// how the matrix names a combination.
    public var label: String {
        var label = "\(id)/\(orientation.rawValue)/\(keyboard.rawValue)"
        if keyboardType != .default { label += "/\(keyboardType.rawValue)" }
        if let ios { label += "/ios\(ios)" }
        if let keyboardStyle { label += "/\(keyboardStyle.rawValue)" }
        return label
    }
}

/// Why the catalog cannot give the figures a ``DeviceSetup`` asks for.
public enum DeviceError: Error, Sendable, Equatable {
    /// No device or alias has this id.
    case unknownDevice(id: String)
    /// The device is known but no source gives a figure the setup needs.
    case missingFigure(id: String, figure: MissingFigure)
    /// The model the id names does not run the iOS release the setup asks for.
    case notRunning(id: String, ios: Release)
    /// The release has no such keyboard style (Liquid Glass before iOS 26, an iOS style on
    /// Android, Gboard on iOS).
    case styleUnavailable(id: String, style: KeyboardStyle, set: FigureSet)
    /// The setup names an iOS release for an Android phone.
    case notIOS(id: String)
    /// The policy emulates a system the device's platform does not run (UIKit on Android).
    case wrongPlatform(id: String, policy: String)

    /// A sentence that names the closest ids (with their marketing names), or the missing figure
    /// and why no source gives it.
    public var message: String {
        switch self {
        case .unknownDevice(let id):
            let close = DeviceCatalog.suggestions(for: id).map { "`\($0.id)` (\($0.name))" }
            let shown = id.count > 64 ? String(id.prefix(64)) + "…" : id
            return "The catalog has no device '\(shown)'; did you mean \(close.joined(separator: ", "))? "
                + "GET /v1/devices (or `clearance devices`) lists every id."
        case .missingFigure(let id, let figure):
            return "The catalog has no figure at \(figure.pointer) for \(id): \(figure.reason)"
        case .notRunning(let id, let ios):
            guard let device = DeviceCatalog.device(id: id) else { return "The catalog has no device '\(id)'." }
            return Self.notRunning(device, ios)
        case .styleUnavailable(let id, let style, let set):
            guard let device = DeviceCatalog.device(id: id) else { return "The catalog has no device '\(id)'." }
            return Self.styleUnavailable(device, style, set)
        case .notIOS(let id):
            let model = DeviceCatalog.device(id: id)?.model ?? id
            return "The \(model) runs Android: leave ios out (its figures hold for the Android releases it runs)."
        case .wrongPlatform(let id, let policy):
            let model = DeviceCatalog.device(id: id)?.model ?? id
            let allowed = Policy.androidNames.map { "\"\($0)\"" }.joined(separator: ", ")
            return
                "\(policy) emulates an iOS system, and the \(model) runs Android: use one of \(allowed) "
                + "(androidAdjustResize when the request names no policy)."
        }
    }

    /// "iOS 26 does not run on the iPhone X: it runs iOS 11 to 16.", then the models with the
    /// same figures that do run it.
    static func notRunning(_ device: Device, _ ios: Release) -> String {
        let releases = device.releases.map(\.description)
        let first = device.runs.first.description
        let range =
            device.runs.last.map { "iOS \(first) to \($0)" } ?? "iOS \(first) and later"
        var message =
            "iOS \(ios) does not run on the \(device.model): it runs \(range) (\(releases.joined(separator: ", ")))."
        let others = device.models.filter { $0.id != device.id && $0.runs.runs(ios) }
        if !others.isEmpty {
            let named = others.map { "`\($0.id)` (\($0.name))" }.joined(separator: ", ")
            message += " Of the models with the same figures, \(named) \(others.count == 1 ? "runs" : "run") it."
        }
        return message
    }

    /// Why `style` is not on `device` in `set`.
    static func styleUnavailable(_ device: Device, _ style: KeyboardStyle, _ set: FigureSet) -> String {
        let styles = set.styles.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
        switch (set, style) {
        case (.android, _): return "The \(device.model) runs Android: its keyboard style is \(styles)."
        case (_, .gboard): return "Gboard is an Android keyboard; the \(device.model) runs iOS: use \(styles)."
        case (.ios18, .liquidGlass):
            return
                "The Liquid Glass keyboard arrived with iOS 26; before it every app gets the classic keyboard: use "
                + "\(styles), or a release from 26."
        default: return "The \(device.model) has no \(style.rawValue) keyboard here: use \(styles)."
        }
    }
}

/// The figures a ``DeviceSetup`` stands for: the screen, the window's safe area and the keyboard.
public struct DeviceGeometry: Sendable, Hashable {
    /// The device.
    public var device: Device
    /// The setup asked for (its keyboard `hidden` when the request gives its own keyboard frame and
    /// the catalog lacks the device's).
    public var setup: DeviceSetup
    /// The screen in the setup's orientation.
    public var screen: Size
    /// The window's safe-area insets in that orientation (zero when the request gives its own
    /// and the catalog lacks the device's).
    public var safeArea: EdgeInsets
    /// The keyboard's height with the accessory view on top: 0 for ``KeyboardVariant/hidden``.
    public var keyboardHeight: Double
    /// The catalog's figures the geometry used: the screen, the safe area (unless the request
    /// gives its own) and the keyboard's height (unless hidden), each with where it comes from.
    public var figures: [UsedFigure]

    /// The figure set the figures come from: the one the setup's release names (Android's one set).
    public var set: FigureSet {
        device.platform == .android ? .android : setup.ios?.iOSFigureSet ?? device.defaultSet
    }
    /// The keyboard style whose heights apply (``geometry(_:needsSafeArea:needsKeyboard:)`` fills it in).
    public var style: KeyboardStyle { setup.keyboardStyle ?? set.defaultStyle }

    /// Whether a rule derived any of ``figures``.
    public var usesDerivedFigure: Bool { figures.contains { $0.provenance == .derived } }

    /// Whether any of ``figures`` is assumed.
    public var usesAssumedFigure: Bool { figures.contains { $0.provenance == .assumed } }

    /// The derived figures of ``figures``, each as `pointer (rule)`, for a message.
    public var derivedFigures: [String] {
        figures.filter { $0.provenance == .derived }.map { "\($0.pointer) (\($0.rule ?? "a rule"))" }
    }

    /// The docked keyboard frame on a screen of `screen` size, in screen coordinates:
    /// `{0, H - h, W, h}`, or `nil` when the keyboard is hidden.
    ///
    /// The frame is laid on the screen it is given, so a request whose explicit `screen` wins over
    /// the device's still gets a keyboard docked at the bottom of that screen.
    public func keyboardFrame(on screen: Size) -> Rect? {
        dimensions.keyboardFrame(on: screen)
    }

    /// The keyboard frame on the device's own screen; see ``keyboardFrame(on:)``.
    public var keyboardFrame: Rect? { keyboardFrame(on: screen) }

    /// The figures a request is resolved with.
    public var dimensions: Dimensions {
        Dimensions(
            screen: screen, safeArea: safeArea, keyboardHeight: keyboardHeight,
            keyboardShown: setup.keyboard != .hidden,
            platform: device.platform)
    }

    /// What resolving a request reads of a geometry (``RequestDraft/resolve(dimensions:)``): a
    /// few words, where the geometry is hundreds of bytes with the catalog entry and its figures.
    public struct Dimensions: Sendable, Hashable {
        /// The screen in the setup's orientation.
        public var screen: Size
        /// The window's safe-area insets in that orientation.
        public var safeArea: EdgeInsets
        /// The keyboard's height with the accessory view on top: 0 when hidden.
        public var keyboardHeight: Double
        /// Whether the setup shows a keyboard (its keyboard is not ``KeyboardVariant/hidden``).
        public var keyboardShown: Bool
        /// The device's platform: a request on an Android phone that names no policy gets
        /// `androidAdjustResize`.
        public var platform: Platform

        /// Creates them.
        public init(
            screen: Size, safeArea: EdgeInsets, keyboardHeight: Double, keyboardShown: Bool, platform: Platform = .iOS
        ) {
            self.screen = screen
            self.safeArea = safeArea
            self.keyboardHeight = keyboardHeight
            self.keyboardShown = keyboardShown
            self.platform = platform
        }

        /// ``DeviceGeometry/keyboardFrame(on:)``.
        public func keyboardFrame(on screen: Size) -> Rect? {
            guard keyboardShown else { return nil }
            return Rect(x: 0, y: screen.height - keyboardHeight, width: screen.width, height: keyboardHeight)
        }
    }
}

/// A catalog figure an answer used: its pointer and value, and the entry that says where it comes
/// from.
public struct UsedFigure: Sendable, Hashable {
    /// The value: a length, the screen's size, or a safe area.
    public enum Value: Sendable, Hashable {
        /// A length in points, such as a keyboard height.
        case length(Double)
        /// The screen's size in portrait.
        case size(Size)
        /// Safe-area insets.
        case insets(EdgeInsets)
    }

    /// Its JSON Pointer into the device's data (`/points`, `/ios/26/safeArea/portrait`,
    /// `/ios/26/keyboardHeight/liquidGlass/portrait/withPredictiveBar`), or
    /// `/hardwareKeyboardBarHeight` into the catalog's.
    public var pointer: String
    /// Its value.
    public var value: Value
    /// Measured, derived or assumed.
    public var provenance: Provenance
    /// Whether only one source gives it.
    public var single: Bool
    /// The rule that derived it, when one did.
    public var rule: String?
    /// The keys of its sources (for a derived figure, its inputs' and its rule's).
    public var sources: [String]
    /// The figures it was derived from.
    public var derivedFrom: [String]

    /// The entry `entry` (`nil` for a figure outside the device's data) says where `value` at
    /// `pointer` comes from.
    init(pointer: String, value: Value, entry: Figure?, sources: [String]? = nil) {
        self.pointer = pointer
        self.value = value
        self.provenance = entry?.provenance ?? .measured
        self.single = entry?.single ?? false
        self.rule = entry?.rule
        self.sources = sources ?? entry?.sources ?? []
        self.derivedFrom = entry?.derivedFrom ?? []
    }
}

extension DeviceCatalog {
    /// The figures for `setup`, or the reason the catalog lacks them.
    public static func geometry(_ setup: DeviceSetup) throws(DeviceError) -> DeviceGeometry {
        guard let device = device(id: setup.id) else { throw .unknownDevice(id: setup.id) }
        return try device.geometry(setup)
    }
}

extension Device {
    /// Throws ``DeviceError/wrongPlatform(id:policy:)`` when `policy` emulates an iOS system and
    /// the device runs Android. `nil` (no policy named) fits every device.
    public func check(_ policy: Policy?) throws(DeviceError) {
        guard platform == .android, let policy, !Policy.androidNames.contains(policy.name) else { return }
        throw .wrongPlatform(id: id, policy: policy.name)
    }

    /// The figures for this device in `setup` (whose id is not looked at).
    ///
    /// A figure the request gives itself is not needed: with `needsSafeArea` false a missing safe
    /// area becomes zero, with `needsKeyboard` false a missing keyboard height hides the device's
    /// keyboard. Any other missing figure throws ``DeviceError/missingFigure(id:figure:)``.
    public func geometry(_ setup: DeviceSetup, needsSafeArea: Bool = true, needsKeyboard: Bool = true)
        throws(DeviceError) -> DeviceGeometry
    {
        var setup = setup
        setup.id = id
        let set: FigureSet
        switch platform {
        case .android:
            guard setup.ios == nil else { throw .notIOS(id: id) }
            set = .android
        case .iOS:
            let release = setup.ios ?? defaultRelease ?? Release.newestIOS
            guard let releaseSet = release.iOSFigureSet, runs.runs(release) else {
                throw .notRunning(id: id, ios: release)
            }
            setup.ios = release
            set = releaseSet
        }
        let style = setup.keyboardStyle ?? set.defaultStyle
        guard set.styles.contains(style) else { throw .styleUnavailable(id: id, style: style, set: set) }
        setup.keyboardStyle = style
        var used = [UsedFigure(pointer: "/points", value: .size(points), entry: figure(covering: "/points"))]
        let safeArea: EdgeInsets
        let safeAreaPointer = "\(set.pointer)/safeArea/\(setup.orientation.rawValue)"
        // A figure the request gives itself is not the catalog's: `needsSafeArea` false leaves the
        // safe area out of `figures`.
        if let insets = self.safeArea(setup.orientation, set: set) {
            safeArea = insets
            if needsSafeArea {
                used.append(
                    UsedFigure(
                        pointer: safeAreaPointer, value: .insets(insets), entry: figure(covering: safeAreaPointer)))
            }
        } else if needsSafeArea {
            throw .missingFigure(
                id: id, figure: MissingFigure(pointer: safeAreaPointer, reason: reason(safeAreaPointer)))
        } else {
            safeArea = .zero
        }
        var height: Double
        switch keyboardFigure(setup.orientation, setup.keyboard, type: setup.keyboardType, set: set, style: style) {
        case .success(let h):
            height = h.value
            if let pointer = h.pointer {
                if pointer == "/hardwareKeyboardBarHeight" {
                    let bar = DeviceCatalog.hardwareKeyboardBar
                    used.append(
                        UsedFigure(pointer: pointer, value: .length(bar.height), entry: nil, sources: bar.sources))
                } else {
                    used.append(UsedFigure(pointer: pointer, value: .length(h.value), entry: figure(covering: pointer)))
                }
            }
        case .failure(let missing):
            guard !needsKeyboard else { throw .missingFigure(id: id, figure: missing) }
            setup.keyboard = .hidden
            height = 0
        }
        if setup.keyboard != .hidden { height += setup.accessoryHeight ?? 0 }
        return DeviceGeometry(
            device: self, setup: setup, screen: screen(setup.orientation), safeArea: safeArea, keyboardHeight: height,
            figures: used)
    }

    /// The figures for this device held in `orientation` showing `keyboard`, with the other
    /// members of the setup at their defaults.
    public func geometry(_ orientation: Orientation, _ keyboard: KeyboardVariant) throws(DeviceError)
        -> DeviceGeometry
    {
        try geometry(DeviceSetup(id: id, orientation: orientation, keyboard: keyboard))
    }
}
