import ClearanceContract
import ClearanceJSON
import DeviceCatalog
import KeyboardAvoidance

/// A decoded `POST /v1/layout/compare` body: the layout request and the policies to run.
public struct CompareQuery: Sendable {
    /// The layout request (its `options.policy` is ignored by compare).
    public var request: LayoutRequest
    /// The policies, in order: `policies` as given, else all twelve with their defaults (on an
    /// Android device, the four that emulate Android systems).
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
            let parts = try d.readRequest()
            try d.expectBodyEnd()
            guard var request = d.resolveRequest(parts, errorsBefore: 0) else { return nil }
            // The resolver gives an Android device `androidAdjustResize` when the body names no
            // policy; compare runs its own list, and warns only about a policy the body named.
            request.options.requestedPolicy = parts.draft.options.requestedPolicy
            var policies = parts.policies ?? Policy.allDefaults
            if let device = d.context.device?.device, device.platform == .android {
                // An Android phone is compared under the policies that emulate Android systems.
                if parts.policies == nil {
                    policies = policies.filter { Policy.androidNames.contains($0.name) }
                } else {
                    for (i, policy) in policies.enumerated() {
                        guard (try? device.check(policy)) == nil else { continue }
                        d.push(.name("policies"))
                        d.push(.index(i))
                        d.fail(DeviceError.wrongPlatform(id: device.id, policy: policy.name).message)
                        d.pop()
                        d.pop()
                    }
                    guard d.errors.isEmpty else { return nil }
                }
            }
            return CompareQuery(
                request: request, policies: policies, mapped: d.context.mapped, device: d.context.device)
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
