import DesignMapping
import DeviceCatalog
import KeyboardAvoidance

/// A layout request with what its `design` mapped to, when it had one.
public struct DecodedLayout: Sendable {
    /// The request.
    public var request: LayoutRequest
    /// The mapping and the geometry, each held by reference: most requests have neither, and a
    /// decoded layout is passed on by value, so it stays the size of its request plus two words
    /// (inline, the two optionals would add over a kilobyte to every copy).
    var mappedBox: Boxed<DesignMapped>?
    var deviceBox: Boxed<DeviceGeometry>?

    /// Creates one.
    public init(request: LayoutRequest, mapped: DesignMapped? = nil, device: DeviceGeometry? = nil) {
        self.init(request: request, mappedBox: mapped.map(Boxed.init), deviceBox: device.map(Boxed.init))
    }

    init(request: LayoutRequest, mappedBox: Boxed<DesignMapped>?, deviceBox: Boxed<DeviceGeometry>?) {
        self.request = request
        self.mappedBox = mappedBox
        self.deviceBox = deviceBox
    }

    /// Whether the request had a design or a device: its answer then says what they stood for.
    public var hasMappedOrDevice: Bool { mappedBox != nil || deviceBox != nil }

    /// The design's mapping, or `nil` for a request without `design`.
    public var mapped: DesignMapped? {
        get { mappedBox?.value }
        set { mappedBox = newValue.map(Boxed.init) }
    }

    /// The catalog geometry the request's `device` (or its design's matched device) stood for.
    public var device: DeviceGeometry? {
        get { deviceBox?.value }
        set { deviceBox = newValue.map(Boxed.init) }
    }
}

/// A value held by reference, so that an optional of a large value costs a word to copy.
final class Boxed<Value: Sendable>: Sendable {
    let value: Value

    init(_ value: Value) { self.value = value }
}

extension LayoutDecoder {
    /// ``decode(_:limits:)`` that also returns what a `design` mapped to (docs/designs.md).
    public static func decodeLayout(_ bytes: UnsafeRawBufferPointer, limits: DecodeLimits = DecodeLimits())
        throws(Problem) -> DecodedLayout
    {
        try PathRoom.with { path throws(Problem) -> DecodedLayout in
            var decoder = RequestDecoder(bytes, path: path, limits: limits)
            do throws(DecodeFailure) {
                let request = try decoder.decodeRequest()
                return DecodedLayout(request: request, mappedBox: decoder.mappedBox, deviceBox: decoder.deviceBox)
            } catch {
                throw decoder.problem(for: error)
            }
        }
    }

    /// ``decodeLayout(_:limits:)-(UnsafeRawBufferPointer,_)`` for a byte array.
    public static func decodeLayout(_ bytes: [UInt8], limits: DecodeLimits = DecodeLimits()) throws(Problem)
        -> DecodedLayout
    {
        let result: Result<DecodedLayout, Problem> = bytes.withUnsafeBytes { raw in
            do throws(Problem) {
                return .success(try decodeLayout(raw, limits: limits))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Whether the body's top level has a `design` member: a cheap scan that the routes use to
    /// give design bodies their larger size limit. Reads member names only; `false` for a body
    /// that is not an object.
    public static func hasDesign(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var reader = JSONReader(bytes, maxDepth: 512, fastPaths: false)
        do throws(SyntaxError) {
            reader.skipWhitespace()
            if reader.atEnd { return false }
            return try hasMember("design", &reader)
        } catch {
            return false
        }
    }

    /// Whether the object in the top-level member `member` (a matrix's `request`) has `design`.
    public static func hasDesign(_ bytes: UnsafeRawBufferPointer, in member: String) -> Bool {
        var reader = JSONReader(bytes, maxDepth: 512, fastPaths: false)
        do throws(SyntaxError) {
            reader.skipWhitespace()
            if reader.atEnd { return false }
            guard try hasMember(member, &reader) else { return false }
            return try hasMember("design", &reader)
        } catch {
            return false
        }
    }

    /// Whether the object at the position has a member `wanted`: read up to it, the position is
    /// then at its value.
    static func hasMember(_ wanted: String, _ reader: inout JSONReader) throws(SyntaxError) -> Bool {
        guard try reader.valueKind() == .object else { return false }
        try reader.enter()
        if reader.consume(UInt8(ascii: "}")) { return false }
        repeat {
            reader.skipWhitespace()
            guard reader.peek() == UInt8(ascii: "\"") else { return false }
            let name = reader.string(try reader.readString())
            try reader.expect(UInt8(ascii: ":"), in: "an object")
            if name == wanted { return true }
            try reader.skipValue()
        } while reader.consume(UInt8(ascii: ","))
        return false
    }
}
