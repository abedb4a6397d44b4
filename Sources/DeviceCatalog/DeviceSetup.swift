import KeyboardAvoidance

/// A device as a request names it: which one, how it is held, which keyboard it shows, on which
/// iOS version, and the input accessory view above the keyboard.
public struct DeviceSetup: Sendable, Hashable {
    /// The catalog id (or alias), such as `iphone-15`.
    public var id: String
    /// How the device is held; portrait by default.
    public var orientation: Orientation
    /// Which keyboard shows; the predictive on-screen keyboard by default (as iOS ships).
    public var keyboard: KeyboardVariant
    /// The text field's keyboard type; `default` by default.
    public var keyboardType: KeyboardType
    /// The iOS version whose figures apply; iOS 26 by default.
    public var ios: IOSVersion
    /// The height of an input accessory view on top of the keyboard; none (`nil`) by default.
    public var accessoryHeight: Double?

    /// Creates a setup.
    public init(
        id: String, orientation: Orientation = .portrait, keyboard: KeyboardVariant = .predictive,
        keyboardType: KeyboardType = .default, ios: IOSVersion = .default, accessoryHeight: Double? = nil
    ) {
        self.id = id
        self.orientation = orientation
        self.keyboard = keyboard
        self.keyboardType = keyboardType
        self.ios = ios
        self.accessoryHeight = accessoryHeight
    }

    /// `id/orientation/keyboard`, then `/keyboardType` unless `default` and `/ios18` unless iOS 26,
    /// such as `iphone-se/landscape/predictive/numberPad`: how the matrix names a combination.
    public var label: String {
        var label = "\(id)/\(orientation.rawValue)/\(keyboard.rawValue)"
        if keyboardType != .default { label += "/\(keyboardType.rawValue)" }
        if ios != .default { label += "/ios\(ios.rawValue)" }
        return label
    }
}

/// Why the catalog cannot give the figures a ``DeviceSetup`` asks for.
public enum DeviceError: Error, Sendable, Equatable {
    /// No device or alias has this id.
    case unknownDevice(id: String)
    /// The device is known but no source gives a figure the setup needs.
    case missingFigure(id: String, figure: MissingFigure)
    /// The model the id names does not run the iOS version the setup asks for.
    case notRunning(id: String, ios: IOSVersion)

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
        }
    }

    /// "iOS 26 does not run on the iPhone X; its last release is iOS 16.", then the models with
    /// the same figures that do run it.
    static func notRunning(_ device: Device, _ ios: IOSVersion) -> String {
        var message: String
        switch ios {
        case .ios26:
            let last = device.runs.last.map { "its last release is iOS \($0)" } ?? "it ships with a later release"
            message = "iOS 26 does not run on the \(device.model); \(last)."
        case .ios18:
            message =
                "\"ios\": \"18\" stands for the releases before iOS 26, and none runs on the \(device.model): "
                + "its first release is iOS \(device.runs.first)."
        }
        let others = device.models.filter { $0.id != device.id && $0.runs.runs(ios) }
        if !others.isEmpty {
            let named = others.map { "`\($0.id)` (\($0.name))" }.joined(separator: ", ")
            message += " Of the models with the same figures, \(named) \(others.count == 1 ? "runs" : "run") it."
        }
        return message
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

    /// Whether a rule derived any of ``figures``.
    public var usesDerivedFigure: Bool { figures.contains { $0.provenance == .derived } }

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
            screen: screen, safeArea: safeArea, keyboardHeight: keyboardHeight, keyboardShown: setup.keyboard != .hidden
        )
    }

    /// What resolving a request reads of a geometry (``RequestTemplate/resolve(dimensions:)``): a
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

        /// Creates them.
        public init(screen: Size, safeArea: EdgeInsets, keyboardHeight: Double, keyboardShown: Bool) {
            self.screen = screen
            self.safeArea = safeArea
            self.keyboardHeight = keyboardHeight
            self.keyboardShown = keyboardShown
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
    /// `/ios/26/keyboardHeight/portrait/withPredictiveBar`), or `/hardwareKeyboardBarHeight`
    /// into the catalog's.
    public var pointer: String
    /// Its value.
    public var value: Value
    /// Measured or derived.
    public var provenance: Provenance
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
        guard runs.runs(setup.ios) else { throw .notRunning(id: id, ios: setup.ios) }
        var used = [UsedFigure(pointer: "/points", value: .size(points), entry: figure(covering: "/points"))]
        let safeArea: EdgeInsets
        let safeAreaPointer = "/ios/\(setup.ios.rawValue)/safeArea/\(setup.orientation.rawValue)"
        // A figure the request gives itself is not the catalog's: `needsSafeArea` false leaves the
        // safe area out of `figures`.
        if let insets = self.safeArea(setup.orientation, ios: setup.ios) {
            safeArea = insets
            if needsSafeArea {
                used.append(
                    UsedFigure(
                        pointer: safeAreaPointer, value: .insets(insets), entry: figure(covering: safeAreaPointer)))
            }
        } else if needsSafeArea {
            let pointer = "/ios/\(setup.ios.rawValue)/safeArea/\(setup.orientation.rawValue)"
            throw .missingFigure(id: id, figure: MissingFigure(pointer: pointer, reason: reason(pointer)))
        } else {
            safeArea = .zero
        }
        var height: Double
        switch keyboardFigure(setup.orientation, setup.keyboard, type: setup.keyboardType, ios: setup.ios) {
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
