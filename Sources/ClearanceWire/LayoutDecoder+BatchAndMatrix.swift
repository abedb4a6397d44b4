import ClearanceContract
import ClearanceJSON
import DesignMapping
import DeviceCatalog
import KeyboardAvoidance
import LayoutMatrix

/// A matrix query: the request as a draft and the combinations to run it on.
public struct MatrixQuery: Sendable {
    /// The request, with what the matrix sets per combination left out.
    public var draft: RequestDraft
    /// The devices, orientations, keyboards and stretch.
    public var spec: MatrixSpec
    /// What the request's `design` mapped to (in the frame's own window), when it had one.
    public var mapped: DesignMapped? = nil
}

extension LayoutDecoder {
    /// Decodes a request as ``decodeLayout(_:limits:)`` does, with `editDevice` given the
    /// request's `device` as read (`nil` when it has none, or when its members had errors,
    /// which are already recorded) to change before the device is looked up and the request
    /// resolved: how `clearance solve --device ...` sets the members its flags name. A device
    /// set here must have an id, or `/device/id` is reported missing.
    public static func decodeLayout(
        _ bytes: [UInt8], limits: DecodeLimits = DecodeLimits(), editingDevice editDevice: (inout DeviceSetup?) -> Void
    ) throws(Problem) -> DecodedLayout {
        let result: Result<DecodedLayout, Problem> = bytes.withUnsafeBytes { raw in
            do throws(Problem) {
                return .success(
                    try withDecoder(raw, limits: limits) { (d: inout RequestDecoder) throws(SyntaxError) in
                        try d.expectBodyObject()
                        var parts = try d.readRequest()
                        try d.expectBodyEnd()
                        parts.editDevice(editDevice)
                        return d.resolveRequest(parts, errorsBefore: 0).map {
                            DecodedLayout(request: $0, context: d.context)
                        }
                    })
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Decodes `POST /v1/layout/batch`: `{"requests": [request, ...]}`, at most `maxItems` of them.
    ///
    /// Returns one result per item, in order: the request, or a 422 problem for that item alone,
    /// its pointers absolute (`/requests/3/container/frame`). Throws for the envelope only: 400
    /// when the body is not JSON (anywhere, items included) or not an object; 422 when `requests`
    /// is missing or not an array, when it holds more than `maxItems` items, or for an unknown
    /// member.
    public static func decodeBatch(
        _ bytes: UnsafeRawBufferPointer, limits: DecodeLimits = DecodeLimits(),
        maxItems: Int = DecodeLimits.defaultMaxBatchItems
    ) throws(Problem) -> [Result<LayoutRequest, Problem>] {
        try withDecoder(bytes, limits: limits) { (d: inout RequestDecoder) throws(SyntaxError) in
            try d.decodeBatch(maxItems: maxItems)?.map { $0.map(\.request) }
        }
    }

    /// ``decodeBatch(_:limits:maxItems:)`` with what each item's `design` mapped to, so that an
    /// item's answer carries its `mapping` (docs/designs.md).
    public static func decodeBatchLayouts(
        _ bytes: UnsafeRawBufferPointer, limits: DecodeLimits = DecodeLimits(),
        maxItems: Int = DecodeLimits.defaultMaxBatchItems
    ) throws(Problem) -> [Result<DecodedLayout, Problem>] {
        try withDecoder(bytes, limits: limits) { (d: inout RequestDecoder) throws(SyntaxError) in
            try d.decodeBatch(maxItems: maxItems)
        }
    }

    /// Decodes `POST /v1/layout/matrix`:
    /// `{"request": {...}, "devices": "all" | [id], "ios": [..], "orientations": [..], "keyboards": [..],
    ///   "keyboardTypes": [..], "stretch": {"referenceWidth": n}}`; all but `request` optional.
    ///
    /// The request may leave out `container.frame` (the whole window) and must leave out
    /// `screen`, `window`, `device` and the keyboard but for its `animation` and
    /// `accessoryHeight` (422 each). The
    /// elements times the combinations may not exceed `maxVerdicts` (422 at `/request/elements`).
    public static func decodeMatrix(
        _ bytes: UnsafeRawBufferPointer, limits: DecodeLimits = DecodeLimits(),
        maxVerdicts: Int = DecodeLimits.defaultMaxMatrixVerdicts
    ) throws(Problem) -> MatrixQuery {
        try withDecoder(bytes, limits: limits) { (d: inout RequestDecoder) throws(SyntaxError) in
            try d.decodeMatrix(maxVerdicts: maxVerdicts)
        }
    }

    /// Runs `body` on a decoder over `bytes`: its value, or the 422 of its errors, or the 400 of
    /// a syntax error.
    static func withDecoder<T>(
        _ bytes: UnsafeRawBufferPointer, limits: DecodeLimits,
        _ body: (inout RequestDecoder) throws(SyntaxError) -> T?
    ) throws(Problem) -> T {
        let outcome = PathRoom.with { path -> Result<T, Problem> in
            var decoder = RequestDecoder(bytes, path: path, limits: limits)
            do throws(SyntaxError) {
                if let value = try body(&decoder) { return .success(value) }
                return .failure(.invalid(decoder.errors))
            } catch {
                let pointer = decoder.pointer()
                let detail = "Cannot read the body as a JSON object: \(error.message) (at byte \(error.offset))."
                return .failure(.malformed(detail, errors: [FieldError(pointer: pointer, message: error.message)]))
            }
        }
        return try outcome.get()
    }
}

extension RequestDecoder {
    /// The batch's items, each with its context, or `nil` when its envelope breaks the contract
    /// (see `errors`).
    mutating func decodeBatch(maxItems: Int) throws(SyntaxError) -> [Result<DecodedLayout, Problem>]? {
        try expectBodyObject()
        var items: [Result<DecodedLayout, Problem>] = []
        _ = try readObject(BatchMember.self) {
            (d: inout RequestDecoder, _: BatchMember) throws(SyntaxError) in
            guard try d.expect(.array, "an array of layout requests") else { return }
            try d.reader.enter()
            var index = 0
            if !d.reader.consume(UInt8(ascii: "]")) {
                repeat {
                    if index == maxItems {
                        d.fail("has more than \(maxItems) requests, the most a batch may hold")
                    }
                    if index >= maxItems {
                        try d.reader.skipValue()
                    } else {
                        d.push(.index(index))
                        let item = try d.readBatchItem()
                        items.append(item.map { DecodedLayout(request: $0, context: d.context) })
                        d.pop()
                    }
                    index += 1
                } while d.reader.consume(UInt8(ascii: ","))
                try d.reader.expect(UInt8(ascii: "]"), in: "an array (',' or ']')")
            }
            d.reader.depth -= 1
        }
        try expectBodyEnd()
        return errors.isEmpty ? items : nil
    }

    /// One item of a batch: its errors are its own, taken out of the envelope's.
    mutating func readBatchItem() throws(SyntaxError) -> Result<LayoutRequest, Problem> {
        let before = errors.count
        elementsTruncated = false
        var request: LayoutRequest?
        if try expect(.object, "a layout request object") {
            request = resolveRequest(try readRequest(), errorsBefore: before)
        }
        if let request { return .success(request) }
        let own = Array(errors[before...])
        errors.removeSubrange(before...)
        return .failure(.invalid(own))
    }

    /// The matrix query, or `nil` when it breaks the contract (see `errors`).
    mutating func decodeMatrix(maxVerdicts: Int) throws(SyntaxError) -> MatrixQuery? {
        try expectBodyObject()
        var template: RequestDraft?
        var spec = MatrixSpec()
        let present = try readObject(MatrixMember.self) {
            (d: inout RequestDecoder, m: MatrixMember) throws(SyntaxError) in
            switch m {
            case .request:
                let before = d.errors.count
                if try d.expect(.object, "a layout request object") {
                    template = d.matrixDraft(try d.readRequest(), errorsBefore: before)
                }
            case .devices: spec.devices = try d.readDeviceList() ?? spec.devices
            case .stretch: spec.referenceWidth = try d.readStretch()
            case .ios: spec.ios = try d.readReleaseList() ?? spec.ios
            default: try d.readStored(m, into: &spec)
            }
        }
        try expectBodyEnd()
        if template != nil, let mapped = context.mapped, !present.contains(.devices) {
            let own = Self.designDevices(mapped)
            spec.devices = own.devices
            if !present.contains(.orientations) { spec.orientations = own.orientations }
        }
        if let template {
            let combinations = spec.combinations
            if combinations > 0 && template.elements.count > maxVerdicts / combinations {
                push(.name("request"))
                fail(
                    at: "elements",
                    "has \(template.elements.count) elements: a matrix of \(combinations) combinations may hold at "
                        + "most \(maxVerdicts / combinations) (elements × combinations ≤ \(maxVerdicts))")
                pop()
            }
        }
        guard errors.isEmpty, let template else { return nil }
        var mapped = context.mapped
        if let design = mapped, spec.referenceWidth == nil {
            // Each combination lays the design out again on its device (R8).
            let placement = design.placement
            let focus = design.layout.focus
            let maxElements = limits.maxElements
            spec.placeOnDevice = { base, geometry in
                placement.draft(base, on: geometry, focus: focus, maxElements: maxElements)
            }
            let windows = spec.devices.flatMap { device in spec.orientations.map(device.screen) }
            if let resized = placement.resizedWarning(onAnyOf: windows) { mapped?.warnings.append(resized) }
        }
        return MatrixQuery(draft: template, spec: spec, mapped: mapped)
    }

    /// The devices a design's matrix runs on when the body names none: those of the design's own
    /// class. A phone frame runs on every iPhone in the orientation it is drawn in (portrait for
    /// a page taller than the screen); an iPad frame on every iPad in both orientations. The
    /// class is the kind of the device the frame's size names, or for a size that names none, an
    /// iPhone when the frame's shorter side is under 600 pt.
    static func designDevices(_ mapped: DesignMapped) -> (devices: [Device], orientations: [Orientation]) {
        let size = mapped.layout.screenSize
        var kind: DeviceKind = Swift.min(size.width, size.height) < 600 ? .iPhone : .iPad
        var orientation: Orientation = size.width > size.height ? .landscape : .portrait
        if let placed = mapped.device, let device = DeviceCatalog.device(id: placed.id) {
            kind = device.kind
            orientation = placed.orientation
        }
        let devices = DeviceCatalog.devices.filter { $0.kind == kind }
        return (devices, kind == .iPhone ? [orientation] : Orientation.allCases)
    }

    /// `"all"` (every entry), `"allModels"` (every entry and alias), or a non-empty array of
    /// distinct catalog ids or aliases.
    mutating func readDeviceList() throws(SyntaxError) -> [Device]? {
        let what = "\"all\", \"allModels\" or an array of device ids"
        if try reader.valueKind() == .string {
            let token = try reader.readString()
            switch reader.string(token) {
            case "all": return DeviceCatalog.devices
            case "allModels": return DeviceCatalog.everyModel
            default:
                fail("must be \(what)")
                return nil
            }
        }
        guard try expect(.array, what) else { return nil }
        let before = errors.count
        var devices: [Device] = []
        try reader.enter()
        var index = 0
        if !reader.consume(UInt8(ascii: "]")) {
            repeat {
                push(.index(index))
                if let id = try readString() {
                    if let device = DeviceCatalog.device(id: id) {
                        if devices.contains(where: { $0.id == id }) {
                            fail("repeats \(id)")
                        } else {
                            devices.append(device)
                        }
                    } else {
                        fail(DeviceError.unknownDevice(id: id).message)
                    }
                }
                pop()
                index += 1
            } while reader.consume(UInt8(ascii: ","))
            try reader.expect(UInt8(ascii: "]"), in: "an array (',' or ']')")
        }
        reader.depth -= 1
        if index == 0 { fail("must name at least one device") }
        return errors.count == before ? devices : nil
    }

    /// A non-empty array of distinct values of `Value`, each given by its wire name.
    mutating func readEnumList<Value: DecodedEnum & Equatable>(_: Value.Type, _ what: String) throws(SyntaxError)
        -> [Value]?
    {
        guard try expect(.array, "an array of \(what)") else { return nil }
        let before = errors.count
        var list: [Value] = []
        try reader.enter()
        var index = 0
        if !reader.consume(UInt8(ascii: "]")) {
            repeat {
                push(.index(index))
                if let k = try readEnum(Value.self) {
                    if list.contains(k) { fail("is a repeat") } else { list.append(k) }
                }
                pop()
                index += 1
            } while reader.consume(UInt8(ascii: ","))
            try reader.expect(UInt8(ascii: "]"), in: "an array (',' or ']')")
        }
        reader.depth -= 1
        if index == 0 { fail("must name at least one of \(what)") }
        return errors.count == before ? list : nil
    }

    /// `stretch`: `{"referenceWidth": n}`, n at least 1: a window width in points. A smaller one
    /// would scale frames by thousands or more (`5e-324` makes the factor infinite, and the
    /// answer's numbers NaN), and no window is narrower than a point.
    mutating func readStretch() throws(SyntaxError) -> Double? {
        guard try expect(.object, "an object {referenceWidth}") else { return nil }
        var width: Double?
        _ = try readObject(StretchMember.self) {
            (d: inout RequestDecoder, m: StretchMember) throws(SyntaxError) in
            width = try d.readNumber(field: m)
        }
        return width
    }
}
