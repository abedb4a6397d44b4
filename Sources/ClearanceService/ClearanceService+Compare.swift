import ClearanceRender
import ClearanceWire
import HTTPServer
import KeyboardAvoidance

extension ClearanceService {
    /// `POST /v1/layout/compare`: the request under each listed policy (policies spec §5), as
    /// JSON, or as an SVG grid with `Accept: image/svg+xml` (406 when `Accept` admits neither;
    /// see ``negotiating(_:_:)``).
    static func compare(_ request: Request, limits: DecodeLimits) -> Response {
        negotiating(request) { format in compareAnswer(request, format: format, limits: limits) }
    }

    private static func compareAnswer(_ request: Request, format: AnswerFormat, limits: DecodeLimits) -> Response {
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
            if format == .svg {
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
