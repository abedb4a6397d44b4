import ClearanceContract
import ClearanceWire
import HTTPServer
import KeyboardAvoidance

/// The body limits of the routes that take a design (docs/designs.md): a design may be up to
/// `design` bytes; any other body keeps the `plain` limit.
struct BodyLimit: Sendable {
    let plain: Int
    let design: Int

    /// A 413 for a body over the plain limit that holds no design (at the top level, or in
    /// `member` for a matrix's request); `nil` when the body may go on.
    func refusal(_ request: Request, member: String? = nil) -> Response? {
        let count = request.body.count
        guard count > plain else { return nil }
        let holdsDesign = request.body.withUnsafeBytes { raw in
            member == nil ? LayoutDecoder.hasDesign(raw) : LayoutDecoder.hasDesign(raw, in: member!)
        }
        if holdsDesign && count <= design { return nil }
        return ClearanceService.problem(.bodyTooLarge(limit: holdsDesign ? design : plain))
    }
}

extension ClearanceService {
    /// `POST /v1/design`: the layout request a design maps to, with the mapping, so that a tool
    /// can inspect it, edit it and post it to `/v1/layout` (docs/designs.md).
    static func design(_ request: Request, limits: DecodeLimits) -> Response {
        request.body.withUnsafeBytes { raw -> Response in
            let decoded: DecodedLayout
            do throws(Problem) {
                decoded = try LayoutDecoder.decodeLayout(raw, limits: limits)
            } catch {
                return Self.problem(error)
            }
            guard let mapped = decoded.mapped else {
                return Self.problem(.designRequired)
            }
            return Response(
                status: 200, contentType: "application/json", body: .bytes(AnswerEncoder.encodeDesign(mapped)))
        }
    }

    /// `POST /v1/design/check`: every text field of a design, each in turn the focus with its own
    /// keyboard, on one device or several (docs/designs.md, "Checking every field").
    static func designCheck(_ request: Request, limits: DecodeLimits) -> Response {
        request.body.withUnsafeBytes { raw -> Response in
            let query: DesignCheckQuery
            do throws(Problem) {
                query = try LayoutDecoder.decodeDesignCheck(raw, limits: limits)
            } catch {
                return Self.problem(error)
            }
            return Response(
                status: 200, contentType: "application/json",
                body: .bytes(AnswerEncoder.encodeDesignCheck(query)))
        }
    }
}
