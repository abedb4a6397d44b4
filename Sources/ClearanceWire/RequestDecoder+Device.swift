import DeviceCatalog
import KeyboardAvoidance

/// The members of one request object as given, before the rules that need several of them.
struct RequestParts {
    /// Bit `i` set when `RequestDecoder.rootNames[i]` was given a non-null value.
    var present: UInt32 = 0
    var screen: Size?
    var window: (frame: Rect?, safeArea: EdgeInsets?)?
    var keyboard = KeyboardFields()
    var container: ContainerFields?
    var elements: [Element] = []
    var focus: String?
    var options = Options()
    var device: DeviceSetup?
    /// Compare's `policies`, when given (only a compare body may).
    var policies: [Policy]?
    /// Whether `device.accessoryHeight` was given.
    var deviceAccessoryGiven = false
}

extension RequestParts {
    /// `device` with the members `override` gives replaced.
    mutating func override(with override: DeviceOverride) {
        guard
            override.id != nil || override.orientation != nil || override.keyboard != nil
                || override.keyboardType != nil || override.ios != nil || override.accessoryHeight != nil
        else { return }
        var setup = device ?? DeviceSetup(id: "")
        if let id = override.id { setup.id = id }
        if let orientation = override.orientation { setup.orientation = orientation }
        if let keyboard = override.keyboard { setup.keyboard = keyboard }
        if let type = override.keyboardType { setup.keyboardType = type }
        if let ios = override.ios { setup.ios = ios }
        if let height = override.accessoryHeight {
            setup.accessoryHeight = height
            deviceAccessoryGiven = true
        }
        device = setup
        present |= 1 << 7
    }
}

/// `container` as given: the frame may be left to a device (the whole window).
struct ContainerFields {
    var container = Container(frame: .zero)
    var frameGiven = false
    var contentSize: Size?
    /// `container.contentOffset`, when given; else UIKit's resting offset once the rest is known.
    var contentOffset: Point?
    /// Whether `insetAdjustment` was given.
    var insetAdjustmentGiven = false
}

extension RequestDecoder {
    static let deviceNames: NameTable = ["id", "orientation", "keyboard", "keyboardType", "ios", "accessoryHeight"]
    static let orientationNames: NameTable = ["portrait", "landscape"]
    static let keyboardVariantNames: NameTable = ["predictive", "noPredictive", "hardwareBar", "hidden"]
    static let keyboardTypeNames: NameTable = ["default", "numberPad", "phonePad", "decimalPad", "emoji"]
    static let iosNames: NameTable = ["18", "26"]

    /// `device`: `{"id", "orientation"?, "keyboard"?, "keyboardType"?, "ios"?, "accessoryHeight"?}`,
    /// or `nil` after recording why not. The id is looked up later (`resolveDevice`), so its error
    /// names the closest ids.
    mutating func readDevice(accessoryGiven: inout Bool) throws(SyntaxError) -> DeviceSetup? {
        guard try expect(.object, "an object {id, orientation, keyboard, keyboardType, ios, accessoryHeight}") else {
            return nil
        }
        let before = errors.count
        var setup = DeviceSetup(id: "")
        let present = try readObject(Self.deviceNames) { (d: inout RequestDecoder, i: Int) throws(SyntaxError) in
            switch i {
            case 0:
                setup.id = try d.readString() ?? ""
                if setup.id.isEmpty && d.errors.count == before { d.fail("must not be empty") }
            case 1:
                if let k = try d.readEnum(Self.orientationNames) { setup.orientation = Orientation.allCases[k] }
            case 2:
                if let k = try d.readEnum(Self.keyboardVariantNames) { setup.keyboard = KeyboardVariant.allCases[k] }
            case 3:
                if let k = try d.readEnum(Self.keyboardTypeNames) { setup.keyboardType = KeyboardType.allCases[k] }
            case 4:
                if let k = try d.readEnum(Self.iosNames) { setup.ios = IOSVersion.allCases[k] }
            default:
                if let h = try d.readNumber(.nonNegative) { setup.accessoryHeight = h }
            }
        }
        if present & 1 == 0 { fail(at: "id", "is required") }
        accessoryGiven = present & (1 << 5) != 0
        return errors.count == before ? setup : nil
    }

    /// The geometry of the request's `device`, or `nil` (after recording why, at `/device/id`,
    /// or at `/device` naming the missing figure) when the catalog lacks it. A missing keyboard
    /// height is an error only when the request leaves the keyboard frame to the device, a
    /// missing safe area only when it leaves `window.safeArea` to the device.
    mutating func resolveDevice(_ p: RequestParts) -> DeviceGeometry? {
        guard let setup = p.device else { return nil }
        if setup.id.isEmpty {
            push(.name("device"))
            fail(at: "id", "is required")
            pop()
            return nil
        }
        guard let device = DeviceCatalog.device(id: setup.id) else {
            push(.name("device"))
            fail(at: "id", DeviceError.unknownDevice(id: setup.id).message)
            pop()
            return nil
        }
        if p.deviceAccessoryGiven && p.keyboard.accessoryHeight != nil {
            push(.name("keyboard"))
            fail(at: "accessoryHeight", "must not be given with device.accessoryHeight: give the accessory view once")
            pop()
            return nil
        }
        do throws(DeviceError) {
            // A keyboard taller than the screen is the resolver's to report (`/device/accessoryHeight`).
            return try device.geometry(
                setup, needsSafeArea: p.window?.safeArea == nil, needsKeyboard: !p.keyboard.hasFrameSource)
        } catch {
            push(.name("device"))
            if case .missingFigure(_, let figure) = error {
                var message = error.message
                // A figure missing on iOS 26 that the catalog holds before it: say how to use it.
                if setup.ios == .ios26 {
                    var older = setup
                    older.ios = .ios18
                    if (try? device.geometry(
                        older, needsSafeArea: p.window?.safeArea == nil, needsKeyboard: !p.keyboard.hasFrameSource))
                        != nil
                    {
                        message += " Its figures before iOS 26 are known: ask for \"ios\": \"18\" to use them."
                    }
                }
                switch Self.member(for: figure.pointer) {
                case 0: fail(at: "keyboardType", message)
                case 1: fail(at: "ios", message)
                default: fail(at: "keyboard", message)
                }
            } else {
                fail(at: "id", error.message)
            }
            pop()
            return nil
        }
    }

    /// The `device` member a missing figure follows from: `keyboardType` for a type no source
    /// gives (0), `ios` for a version's safe area (1), else `keyboard` (2).
    static func member(for pointer: String) -> Int {
        if pointer.hasPrefix("/keyboardTypes/") || pointer.hasSuffix("/numberPad") { return 0 }
        if pointer.contains("/safeArea/") { return 1 }
        return 2
    }

    /// The matrix's request: what the matrix sets for each combination (`screen`, `window`,
    /// `device`, and the keyboard but for its `animation`) must be left out.
    mutating func templateRequest(_ p: RequestParts, errorsBefore: Int) -> RequestTemplate? {
        let perCombination = "is set by the matrix for each combination; leave it out"
        if p.present & 1 != 0 { fail(at: "screen", perCombination) }
        if p.present & 2 != 0 { fail(at: "window", perCombination) }
        if p.present & (1 << 7) != 0 { fail(at: "device", perCombination) }
        if p.keyboard.state != nil || p.keyboard.hasFrameSource {
            fail(
                at: "keyboard",
                "may give only animation and accessoryHeight in a matrix: the keyboard is set for each combination")
        }
        checkReferences(p)
        guard errors.count == errorsBefore else { return nil }
        // The same template a single request resolves (`resolveRequest`), without what the
        // matrix sets per combination.
        return template(p)
    }
}
