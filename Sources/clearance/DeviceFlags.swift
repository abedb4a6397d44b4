import ClearanceWire
import DeviceCatalog

/// The device flags of `solve`: `--device`, `--orientation`, `--keyboard`, `--keyboard-type`,
/// `--ios`, `--accessory-height`, each as `--flag VALUE` or `--flag=VALUE`.
enum DeviceFlags {
    /// The flag name `argument` starts with, if it is one of the device flags.
    static func flag(_ argument: String) -> String? {
        let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
        let names = ["--device", "--orientation", "--keyboard", "--keyboard-type", "--ios", "--accessory-height"]
        return names.contains(name) ? name : nil
    }

    /// The value of `flag`: after `=` in `argument`, else the next argument.
    static func value(_ flag: String, _ argument: String, _ rest: inout ArraySlice<String>) -> String? {
        if argument.count > flag.count { return String(argument.dropFirst(flag.count + 1)) }
        return rest.popFirst()
    }

    /// Reads one `solve` device flag into `device`.
    static func parse(
        _ flag: String, _ argument: String, _ rest: inout ArraySlice<String>, into device: inout DeviceOverride
    ) -> Result<Void, Message> {
        guard let text = value(flag, argument, &rest), !text.isEmpty else {
            return .failure(Message("\(flag) needs a value"))
        }
        switch flag {
        case "--device": device.id = text
        case "--orientation":
            guard let o = Orientation(rawValue: text) else {
                return .failure(choices(flag, text, Orientation.allCases))
            }
            device.orientation = o
        case "--keyboard-type":
            guard let t = KeyboardType(rawValue: text) else {
                return .failure(choices(flag, text, KeyboardType.allCases))
            }
            device.keyboardType = t
        case "--ios":
            guard let v = IOSVersion(rawValue: text) else {
                return .failure(choices(flag, text, IOSVersion.allCases))
            }
            device.ios = v
        case "--accessory-height":
            // The wire's own range for `device.accessoryHeight`: a keyboard taller than the
            // screen with it is the resolver's to refuse, as it is for a request.
            guard let h = Double(text), h.isFinite, h >= 0, h <= LayoutDecoder.maxMagnitude else {
                return .failure(Message("\(flag) must be a number of points from 0 to 1e9, not '\(text)'"))
            }
            device.accessoryHeight = h
        default:
            guard let k = KeyboardVariant(rawValue: text) else {
                return .failure(choices(flag, text, KeyboardVariant.allCases))
            }
            device.keyboard = k
        }
        return .success(())
    }

    static func choices<T: RawRepresentable<String>>(_ flag: String, _ text: String, _ all: [T]) -> Message {
        Message("\(flag) must be one of \(all.map(\.rawValue).joined(separator: ", ")), not '\(text)'")
    }

    /// A usage error's text.
    struct Message: Error {
        var text: String
        init(_ text: String) { self.text = text }
    }
}
