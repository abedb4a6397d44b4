import ClearanceWire
import DeviceCatalog

/// Device fields given beside a request (`clearance solve --device ID --orientation O --keyboard K
/// --keyboard-type T --ios R --keyboard-style S --accessory-height H`): each one given replaces the
/// same member of the request's `device`.
struct DeviceOverride: Equatable {
    var id: String?
    var orientation: Orientation?
    var keyboard: KeyboardVariant?
    var keyboardType: KeyboardType?
    var ios: Release?
    var keyboardStyle: KeyboardStyle?
    var accessoryHeight: Double?

    /// Whether no flag was given.
    var isEmpty: Bool { self == DeviceOverride() }

    /// Replaces the members of `device` given here; a request without `device` gets one (its
    /// id must then come from here).
    func apply(to device: inout DeviceSetup?) {
        guard !isEmpty else { return }
        var setup = device ?? DeviceSetup(id: "")
        if let id { setup.id = id }
        if let orientation { setup.orientation = orientation }
        if let keyboard { setup.keyboard = keyboard }
        if let keyboardType { setup.keyboardType = keyboardType }
        if let ios { setup.ios = ios }
        if let keyboardStyle { setup.keyboardStyle = keyboardStyle }
        if let accessoryHeight { setup.accessoryHeight = accessoryHeight }
        device = setup
    }
}

/// The device flags of `solve`: `--device`, `--orientation`, `--keyboard`, `--keyboard-type`,
/// `--ios`, `--keyboard-style`, `--accessory-height`, each setting the member of the request's
/// `device` it names.
enum DeviceFlags {
    static let flags: [Flag] = [
        .text("--device", "ID"), .one("--orientation", Orientation.self), .one("--keyboard", KeyboardVariant.self),
        .one("--keyboard-type", KeyboardType.self), .text("--ios", "RELEASE"),
        .one("--keyboard-style", KeyboardStyle.self), .text("--accessory-height", "POINTS"),
    ]

    /// The members the flags in `read` set.
    static func override(from read: Arguments) -> Result<DeviceOverride, Message> {
        var device = DeviceOverride()
        device.id = read.text("--device")
        device.orientation = read.one("--orientation", as: Orientation.self)
        device.keyboard = read.one("--keyboard", as: KeyboardVariant.self)
        device.keyboardType = read.one("--keyboard-type", as: KeyboardType.self)
        device.keyboardStyle = read.one("--keyboard-style", as: KeyboardStyle.self)
        if let text = read.text("--ios") {
            switch release(text, flag: "--ios") {
            case .success(let release): device.ios = release
            case .failure(let message): return .failure(message)
            }
        }
        if let text = read.text("--accessory-height") {
            // The wire's own range for `device.accessoryHeight`: a keyboard taller than the
            // screen with it is the resolver's to refuse, as it is for a request.
            guard let h = Double(text), h.isFinite, h >= 0, h <= LayoutDecoder.maxMagnitude else {
                return .failure(Message("--accessory-height must be a number of points from 0 to 1e9, not '\(text)'"))
            }
            device.accessoryHeight = h
        }
        return .success(device)
    }

    /// An iOS release written `27` or `26.2`, one of the majors there have been.
    static func release(_ text: String, flag: String) -> Result<Release, Message> {
        guard let release = Release(text), Release.iOSMajors.contains(release.major) else {
            let majors = Release.iOSMajors.map(String.init).joined(separator: ", ")
            return .failure(
                Message("\(flag) must be an iOS release written 27 or 26.2 (majors \(majors)), not '\(text)'"))
        }
        return .success(release)
    }

    /// A usage error's text.
    struct Message: Error {
        var text: String
        init(_ text: String) { self.text = text }
    }
}
