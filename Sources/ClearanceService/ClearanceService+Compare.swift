import ClearanceRender
import ClearanceWire
import HTTPServer
import KeyboardAvoidance

extension ClearanceService {
    /// `POST /v1/layout/compare`: the request under each listed policy (policies spec §5), as
    /// JSON, or as an SVG grid with `Accept: image/svg+xml`.
    static func compare(_ request: Request, limits: DecodeLimits) -> Response {
        let decoded: Result<CompareQuery, Problem> = request.body.withUnsafeBytes { raw in
            do throws(Problem) {
                return .success(try LayoutDecoder.decodeCompare(raw, limits: limits))
            } catch {
                return .failure(error)
            }
        }
        switch decoded {
        case .success(let query):
            let comparison = PolicyComparison.compare(query.request, policies: query.policies)
            if AnswerFormat.preferred(accept: request.headers["Accept"]) == .svg {
                let svg = CompareRenderer.renderBytes(request: query.request, comparison: comparison)
                return Response(status: 200, contentType: SVGRenderer.mediaType, body: .bytes(svg))
            }
            return Response(
                status: 200, contentType: "application/json", body: .bytes(AnswerEncoder.encode(comparison)))
        case .failure(let problem):
            return Self.problem(problem)
        }
    }
}
