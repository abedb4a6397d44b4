import ClearanceContract
import ClearanceWire
import DeviceCatalog
import HTTPServer
import KeyboardAvoidance
import LayoutMatrix

extension ClearanceService {
    /// `POST /v1/layout/batch`: `{"results": [...]}`, one answer or `{"problem": {...}}` per
    /// request, in order; the batch fails as a whole only for a bad envelope.
    /// Bytes an answer needs per element and combination, besides the element's id: measured
    /// at 230 bytes on the matrix (verdicts, scroll target, the summary's lists), rounded up.
    static let answerBytesPerElement = 320

    /// The answer size a batch or matrix would have, estimated from above before any work.
    static func estimatedAnswerBytes(_ elements: [Element], combinations: Int) -> Int {
        var perCombination = 1024
        for element in elements { perCombination += answerBytesPerElement + 2 * element.id.utf8.count }
        return perCombination.multipliedReportingOverflow(by: combinations).overflow
            ? Int.max : perCombination * combinations
    }

    /// How to split a request whose answer is too large: by elements when `fit` of them would
    /// do, else by asking for fewer of `fewer`.
    static func splitAdvice(fit: Int, fewer: String) -> String {
        fit > 0
            ? "Split the elements into requests of at most \(fit) elements each, or ask for fewer \(fewer)."
            : "Not even one element fits: ask for fewer \(fewer)."
    }

    static func batch(_ request: Request, limits: DecodeLimits, maxItems: Int, maxAnswerBytes: Int) -> Response {
        let decoded: Result<[Result<DecodedLayout, Problem>], Problem> = request.body.withUnsafeBytes { raw in
            do throws(Problem) {
                return .success(try LayoutDecoder.decodeBatchLayouts(raw, limits: limits, maxItems: maxItems))
            } catch {
                return .failure(error)
            }
        }
        switch decoded {
        case .success(let items):
            var estimate = 64
            var largest = 0
            for case .success(let item) in items {
                let bytes = estimatedAnswerBytes(item.request.elements, combinations: 1)
                estimate = estimate &+ bytes
                largest = max(largest, bytes)
            }
            if estimate > maxAnswerBytes {
                let parts = estimate / maxAnswerBytes + 1
                return Self.problem(
                    .answerTooLarge(
                        "The answers to this batch would take about \(estimate) bytes, over the limit of "
                            + "\(maxAnswerBytes) bytes (about \(answerBytesPerElement) bytes per element plus "
                            + "twice its id). Split the batch into \(parts) or more batches.",
                        pointer: "/requests"))
            }
            var body: [UInt8] = []
            body.reserveCapacity(64 + 1024 * items.count)
            AnswerEncoder.encode(
                batch: items.map { $0.map { (LayoutSolver.solve($0.request), $0.mapped, $0.device) } }, into: &body)
            return Response(status: 200, contentType: "application/json", body: .bytes(body))
        case .failure(let problem):
            return Self.problem(problem)
        }
    }

    /// `POST /v1/layout/matrix`: the request solved on every device × iOS version × orientation ×
    /// keyboard × keyboard type, with a summary.
    static func matrix(_ request: Request, limits: DecodeLimits, maxAnswerBytes: Int) -> Response {
        let decoded: Result<MatrixQuery, Problem> = request.body.withUnsafeBytes { raw in
            do throws(Problem) {
                return .success(try LayoutDecoder.decodeMatrix(raw, limits: limits))
            } catch {
                return .failure(error)
            }
        }
        switch decoded {
        case .success(let query):
            let spec = query.spec
            let combinations = spec.combinations
            let elements = query.draft.elements
            let estimate = estimatedAnswerBytes(elements, combinations: combinations)
            if estimate > maxAnswerBytes {
                let perElement = max(1, estimate / max(elements.count, 1))
                let fit = max(0, (maxAnswerBytes - 1024 * combinations) / perElement)
                return Self.problem(
                    .answerTooLarge(
                        "The matrix of \(elements.count) elements on \(combinations) combinations would take about "
                            + "\(estimate) bytes, over the limit of \(maxAnswerBytes) bytes (about "
                            + "\(answerBytesPerElement) bytes per element and combination plus twice its id). "
                            + splitAdvice(
                                fit: fit, fewer: "devices, iOS versions, orientations, keyboards or keyboard types"),
                        pointer: "/request/elements"))
            }
            let result = DeviceMatrix.run(query.draft, query.spec)
            var body: [UInt8] = []
            body.reserveCapacity(1024 + result.cells.count * (1024 + 160 * query.draft.elements.count))
            AnswerEncoder.encode(matrix: result, mapped: query.mapped, into: &body)
            return Response(status: 200, contentType: "application/json", body: .bytes(body))
        case .failure(let problem):
            return Self.problem(problem)
        }
    }
}
