import ClearanceWire
import DeviceCatalog

/// Device fields given beside a request (`clearance solve --device ID --orientation O --keyboard K
/// --keyboard-type T --ios V --accessory-height H`): each one given replaces the same member of
/// the request's `device`.
struct DeviceOverride: Equatable {
    var id: String?
    var orientation: Orientation?
    var keyboard: KeyboardVariant?
    var keyboardType: KeyboardType?
    var ios: IOSVersion?
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
        if let accessoryHeight { setup.accessoryHeight = accessoryHeight }
        device = setup
    }
}

/// The device flags of `solve`: `--device`, `--orientation`, `--keyboard`, `--keyboard-type`,
/// `--ios`, `--accessory-height`, each setting the member of the request's `device` it names.
enum DeviceFlags {
    static let flags: [Flag] = [
        .text("--device", "ID"), .one("--orientation", Orientation.self), .one("--keyboard", KeyboardVariant.self),
        .one("--keyboard-type", KeyboardType.self), .one("--ios", IOSVersion.self),
        .text("--accessory-height", "POINTS"),
    ]

    /// The members the flags in `read` set.
    static func override(from read: Arguments) -> Result<DeviceOverride, Message> {
        var device = DeviceOverride()
        device.id = read.text("--device")
        device.orientation = read.one("--orientation", as: Orientation.self)
        device.keyboard = read.one("--keyboard", as: KeyboardVariant.self)
        device.keyboardType = read.one("--keyboard-type", as: KeyboardType.self)
        device.ios = read.one("--ios", as: IOSVersion.self)
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

    /// A usage error's text.
    struct Message: Error {
        var text: String
        init(_ text: String) { self.text = text }
    }
}
