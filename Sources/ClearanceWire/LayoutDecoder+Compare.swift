import DeviceCatalog
import KeyboardAvoidance

/// A decoded `POST /v1/layout/compare` body: the layout request and the policies to run.
public struct CompareQuery: Sendable {
    /// The layout request (its `options.policy` is ignored by compare).
    public var request: LayoutRequest
    /// The policies, in order: `policies` as given, else all twelve with their defaults.
    public var policies: [Policy]
    /// What the body's `design` mapped to, when it had one.
    public var mapped: DesignMapped? = nil
    /// The catalog geometry the body's `device` stood for, when it had one.
    public var device: DeviceGeometry? = nil
}

extension LayoutDecoder {
    /// Decodes a compare body: a layout request plus an optional `policies` array of 1 to 32
    /// selectors (policy-formulas §5, §6); errors as ``decode(_:limits:)-([UInt8],_)``, the
    /// policies' at `/policies/i`.
    public static func decodeCompare(_ bytes: UnsafeRawBufferPointer, limits: DecodeLimits = DecodeLimits())
        throws(Problem) -> CompareQuery
    {
        try withDecoder(bytes, limits: limits) { (d: inout RequestDecoder) throws(SyntaxError) in
            d.acceptsPolicies = true
            try d.expectBodyObject()
            let parts = try d.readRequestParts()
            try d.expectBodyEnd()
            guard let request = d.resolveRequest(parts, errorsBefore: 0) else { return nil }
            return CompareQuery(
                request: request, policies: parts.policies ?? Policy.allDefaults, mapped: d.context.mapped,
                device: d.context.device)
        }
    }

    /// Decodes a compare body from a byte array; see ``decodeCompare(_:limits:)-(UnsafeRawBufferPointer,_)``.
    public static func decodeCompare(_ bytes: [UInt8], limits: DecodeLimits = DecodeLimits()) throws(Problem)
        -> CompareQuery
    {
        let result: Result<CompareQuery, Problem> = bytes.withUnsafeBytes { raw in
            do throws(Problem) {
                return .success(try decodeCompare(raw, limits: limits))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}
