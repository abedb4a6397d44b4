import KeyboardAvoidance

/// A device as a request names it: which one, how it is held and which keyboard it shows.
public struct DeviceSetup: Sendable, Hashable {
    /// The catalog id, such as `iphone-15`.
    public var id: String
    /// How the device is held; portrait by default.
    public var orientation: Orientation
    /// Which keyboard shows; the predictive on-screen keyboard by default (as iOS ships).
    public var keyboard: KeyboardVariant

    /// Creates a setup.
    public init(id: String, orientation: Orientation = .portrait, keyboard: KeyboardVariant = .predictive) {
        self.id = id
        self.orientation = orientation
        self.keyboard = keyboard
    }

    /// `id/orientation/keyboard`, such as `iphone-se/landscape/predictive`: how the matrix names
    /// a combination.
    public var label: String { "\(id)/\(orientation.rawValue)/\(keyboard.rawValue)" }
}

/// Why the catalog cannot give the figures a ``DeviceSetup`` asks for.
public enum DeviceError: Error, Sendable, Equatable {
    /// No device has this id.
    case unknownDevice(id: String)
    /// The device is known but no source gives this keyboard's height in this orientation.
    case unknownKeyboardHeight(id: String, orientation: Orientation, keyboard: KeyboardVariant)

    /// A sentence that names what the catalog does know: the ids, or the keyboards it has figures
    /// for on that device in that orientation.
    public var message: String {
        switch self {
        case .unknownDevice(let id):
            return "The catalog has no device '\(id)'; known ids: \(DeviceCatalog.ids.joined(separator: ", "))."
        case .unknownKeyboardHeight(let id, let orientation, let keyboard):
            let known = DeviceCatalog.device(id: id)?.knownKeyboards(orientation) ?? []
            return "The catalog has no \(keyboard.rawValue) keyboard height for \(id) in \(orientation.rawValue) "
                + "(no source gives it); known there: \(known.map(\.rawValue).joined(separator: ", "))."
        }
    }
}

/// The figures a ``DeviceSetup`` stands for: the screen, the window's safe area and the keyboard.
public struct DeviceGeometry: Sendable, Hashable {
    /// The device.
    public var device: Device
    /// The setup asked for.
    public var setup: DeviceSetup
    /// The screen in the setup's orientation.
    public var screen: Size
    /// The window's safe-area insets in that orientation.
    public var safeArea: EdgeInsets
    /// The keyboard's height: 0 for ``KeyboardVariant/hidden``.
    public var keyboardHeight: Double

    /// The docked keyboard frame on a screen of `screen` size, in screen coordinates:
    /// `{0, H - h, W, h}`, or `nil` when the keyboard is hidden.
    ///
    /// The frame is laid on the screen it is given, so a request whose explicit `screen` wins over
    /// the device's still gets a keyboard docked at the bottom of that screen.
    public func keyboardFrame(on screen: Size) -> Rect? {
        guard setup.keyboard != .hidden else { return nil }
        return Rect(x: 0, y: screen.height - keyboardHeight, width: screen.width, height: keyboardHeight)
    }

    /// The keyboard frame on the device's own screen; see ``keyboardFrame(on:)``.
    public var keyboardFrame: Rect? { keyboardFrame(on: screen) }
}

extension DeviceCatalog {
    /// The figures for `setup`, or the reason the catalog lacks them.
    public static func geometry(_ setup: DeviceSetup) throws(DeviceError) -> DeviceGeometry {
        guard let device = device(id: setup.id) else { throw .unknownDevice(id: setup.id) }
        return try device.geometry(setup.orientation, setup.keyboard)
    }
}

extension Device {
    /// The figures for this device held in `orientation` showing `keyboard`.
    public func geometry(_ orientation: Orientation, _ keyboard: KeyboardVariant) throws(DeviceError)
        -> DeviceGeometry
    {
        guard let height = keyboardHeight(orientation, keyboard) else {
            throw .unknownKeyboardHeight(id: id, orientation: orientation, keyboard: keyboard)
        }
        return DeviceGeometry(
            device: self,
            setup: DeviceSetup(id: id, orientation: orientation, keyboard: keyboard),
            screen: screen(orientation),
            safeArea: safeArea(orientation),
            keyboardHeight: height
        )
    }
}
