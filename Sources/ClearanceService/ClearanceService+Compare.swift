import ClearanceContract
import ClearanceRender
import ClearanceWire
import HTTPServer
import KeyboardAvoidance

extension ClearanceService {
    /// `POST /v1/layout/compare`: the request under each listed policy (policy-formulas §5), as
    /// JSON, or as an SVG grid with `Accept: image/svg+xml` (406 when `Accept` admits neither;
    /// see ``negotiating(_:_:)``).
    static func compare(_ request: Request, limits: DecodeLimits, maxAnswerBytes: Int) -> Response {
        negotiating(request) { format in
            compareAnswer(request, format: format, limits: limits, maxAnswerBytes: maxAnswerBytes)
        }
    }

    private static func compareAnswer(
        _ request: Request, format: AnswerFormat, limits: DecodeLimits, maxAnswerBytes: Int
    ) -> Response {
        let decoded: Result<CompareQuery, Problem> = request.body.withUnsafeBytes { raw in
            do throws(Problem) {
                return .success(try LayoutDecoder.decodeCompare(raw, limits: limits))
            } catch {
                return .failure(error)
            }
        }
        switch decoded {
        case .success(let query):
            // One full answer per policy (and, as a picture, two panels per policy): bounded like a
            // batch of that many requests, before any work.
            let elements = query.request.elements
            let estimate = estimatedAnswerBytes(elements, combinations: query.policies.count)
            if estimate > maxAnswerBytes {
                let perElement = max(1, estimate / max(elements.count, 1))
                let fit = max(0, (maxAnswerBytes - 1024 * query.policies.count) / perElement)
                return Self.problem(
                    .answerTooLarge(
                        "Comparing \(elements.count) elements under \(query.policies.count) policies would take about "
                            + "\(estimate) bytes, over the limit of \(maxAnswerBytes) bytes (about "
                            + "\(answerBytesPerElement) bytes per element and policy plus twice its id). "
                            + splitAdvice(fit: fit, fewer: "policies"),
                        pointer: "/elements"))
            }
            let comparison = PolicyComparison.compare(query.request, policies: query.policies)
            if format == .svg {
                let svg = CompareRenderer.renderBytes(request: query.request, comparison: comparison)
                return Response(status: 200, contentType: SVGRenderer.mediaType, body: .bytes(svg))
            }
            return Response(
                status: 200, contentType: "application/json",
                body: .bytes(AnswerEncoder.encode(comparison, mapped: query.mapped, device: query.device)))
        case .failure(let problem):
            return Self.problem(problem)
        }
    }
}
