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
}

extension RequestParts {
    /// `device` with the members `override` gives replaced.
    mutating func override(with override: DeviceOverride) {
        guard override.id != nil || override.orientation != nil || override.keyboard != nil else { return }
        var setup = device ?? DeviceSetup(id: "")
        if let id = override.id { setup.id = id }
        if let orientation = override.orientation { setup.orientation = orientation }
        if let keyboard = override.keyboard { setup.keyboard = keyboard }
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
    static let deviceNames: NameTable = ["id", "orientation", "keyboard"]
    static let orientationNames: NameTable = ["portrait", "landscape"]
    static let keyboardVariantNames: NameTable = ["predictive", "noPredictive", "hardwareBar", "hidden"]

    /// `device`: `{"id", "orientation"?, "keyboard"?}`, or `nil` after recording why not. The
    /// id is looked up later (`resolveDevice`), so its error names the known ids.
    mutating func readDevice() throws(SyntaxError) -> DeviceSetup? {
        guard try expect(.object, "an object {id, orientation, keyboard}") else { return nil }
        let before = errors.count
        var setup = DeviceSetup(id: "")
        let present = try readObject(Self.deviceNames) { (d: inout RequestDecoder, i: Int) throws(SyntaxError) in
            switch i {
            case 0:
                setup.id = try d.readString() ?? ""
                if setup.id.isEmpty && d.errors.count == before { d.fail("must not be empty") }
            case 1:
                if let k = try d.readEnum(Self.orientationNames) { setup.orientation = Orientation.allCases[k] }
            default:
                if let k = try d.readEnum(Self.keyboardVariantNames) { setup.keyboard = KeyboardVariant.allCases[k] }
            }
        }
        if present & 1 == 0 { fail(at: "id", "is required") }
        return errors.count == before ? setup : nil
    }

    /// The geometry of the request's `device`, or `nil` (after recording why, at `/device/id` or
    /// `/device/keyboard`) when the catalog lacks it. A missing keyboard height is an error only
    /// when the request leaves the keyboard frame to the device.
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
        do throws(DeviceError) {
            return try device.geometry(setup.orientation, setup.keyboard)
        } catch {
            if p.keyboard.hasFrameSource { return try? device.geometry(setup.orientation, .hidden) }
            push(.name("device"))
            fail(at: "keyboard", error.message)
            pop()
            return nil
        }
    }

    /// The matrix's request: what the matrix sets for each combination (`screen`, `window`,
    /// `device`, and the keyboard but for its `animation`) must be left out.
    mutating func templateRequest(_ p: RequestParts, errorsBefore: Int) -> RequestTemplate? {
        let perCombination = "is set by the matrix for each combination; leave it out"
        if p.present & 1 != 0 { fail(at: "screen", perCombination) }
        if p.present & 2 != 0 { fail(at: "window", perCombination) }
        if p.present & (1 << 7) != 0 { fail(at: "device", perCombination) }
        if p.keyboard.state != nil || p.keyboard.hasFrameSource {
            fail(at: "keyboard", "may give only animation in a matrix: the keyboard is set for each combination")
        }
        checkReferences(p)
        guard errors.count == errorsBefore else { return nil }
        let fields = p.container ?? ContainerFields()
        return RequestTemplate(
            keyboardAnimation: animation(of: p.keyboard),
            container: fields.container,
            containerFrame: fields.frameGiven ? fields.container.frame : nil,
            contentSize: fields.contentSize,
            contentOffset: fields.contentOffset,
            elements: p.elements,
            focus: p.focus,
            options: p.options)
    }
}
