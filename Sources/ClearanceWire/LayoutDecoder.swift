import KeyboardAvoidance

/// Limits that bound the work one request body may cause.
public struct DecodeLimits: Sendable {
    /// The most elements a request may hold.
    public var maxElements: Int
    /// The deepest nesting of arrays and objects accepted.
    public var maxDepth: Int

    /// Creates limits; the defaults follow spec §6.
    public init(maxElements: Int = 10_000, maxDepth: Int = 64) {
        self.maxElements = maxElements
        self.maxDepth = maxDepth
    }
}

/// Decodes a JSON layout request into a ``LayoutRequest``.
public enum LayoutDecoder {
    /// Decodes `bytes`, or throws a 400 or 422 ``Problem`` naming every offending field.
    public static func decode(_ bytes: UnsafeRawBufferPointer, limits: DecodeLimits = DecodeLimits()) throws(Problem)
        -> LayoutRequest
    {
        throw Problem(status: 500, type: "about:blank", title: "Not implemented", detail: "decoder pending")
    }

    /// Decodes a byte array; see ``decode(_:limits:)``.
    public static func decode(_ bytes: [UInt8], limits: DecodeLimits = DecodeLimits()) throws(Problem) -> LayoutRequest
    {
        let result: Result<LayoutRequest, Problem> = bytes.withUnsafeBytes { raw in
            do throws(Problem) {
                return .success(try decode(raw, limits: limits))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}
