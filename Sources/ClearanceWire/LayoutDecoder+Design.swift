import ClearanceContract
import ClearanceJSON
import DesignMapping
import DeviceCatalog
import KeyboardAvoidance

/// What a layout request's `design` mapped to and what its `device` stood for, when it had them.
///
/// Each is held by reference: most requests have neither, so a context is two words that are
/// `nil` (inline, the two optionals would add over a kilobyte to every copy).
public struct LayoutContext: Sendable {
    var mappedBox: Boxed<DesignMapped>?
    var deviceBox: Boxed<DeviceGeometry>?

    /// A context with neither.
    public init() {}

    /// Whether the request had a design or a device: its answer then says what they stood for.
    public var isEmpty: Bool { mappedBox == nil && deviceBox == nil }

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

extension LayoutContext {
    /// Decodes the layout request in `bytes` (a 400 or 422 ``Problem`` as
    /// ``LayoutDecoder/decode(_:limits:)`` throws them) and holds what its design and device stood
    /// for: the service's hot path, which then builds no ``DecodedLayout`` around the request
    /// (an initialiser copies a large value it builds; docs/codec.md, "Copies").
    ///
    /// A method of the context rather than a static function of `LayoutDecoder`: a static
    /// function's unused type argument makes the optimiser split it into a body and a public
    /// entry that copies the request from one to the other, hundreds of bytes a request.
    public mutating func decodeLayout(_ bytes: UnsafeRawBufferPointer, limits: DecodeLimits = DecodeLimits())
        throws(Problem) -> LayoutRequest
    {
        try PathRoom.with { path throws(Problem) -> LayoutRequest in
            var decoder = RequestDecoder(bytes, path: path, limits: limits)
            do throws(DecodeFailure) {
                let request = try decoder.decodeRequest()
                swap(&self, &decoder.context)
                return request
            } catch {
                throw decoder.problem(for: error)
            }
        }
    }
}

/// A layout request with what its `design` mapped to and its `device` stood for.
public struct DecodedLayout: Sendable {
    /// The request.
    public var request: LayoutRequest
    /// The design's mapping and the device's geometry.
    public var context: LayoutContext

    /// Creates one.
    public init(request: LayoutRequest, mapped: DesignMapped? = nil, device: DeviceGeometry? = nil) {
        self.request = request
        context = LayoutContext()
        context.mapped = mapped
        context.device = device
    }

    /// Creates one from a request and its context.
    public init(request: LayoutRequest, context: LayoutContext) {
        self.request = request
        self.context = context
    }

    /// Whether the request had a design or a device: its answer then says what they stood for.
    public var hasMappedOrDevice: Bool { !context.isEmpty }

    /// The design's mapping, or `nil` for a request without `design`.
    public var mapped: DesignMapped? { context.mapped }

    /// The catalog geometry the request's `device` (or its design's matched device) stood for.
    public var device: DeviceGeometry? { context.device }
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
        var context = LayoutContext()
        let request = try context.decodeLayout(bytes, limits: limits)
        return DecodedLayout(request: request, context: context)
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
