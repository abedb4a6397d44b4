import ClearanceWire
import DeviceCatalog
import HTTPServer
import KeyboardAvoidance
import LayoutMatrix

extension ClearanceService {
    /// `POST /v1/layout/batch`: `{"results": [...]}`, one answer or `{"problem": {...}}` per
    /// request, in order; the batch fails as a whole only for a bad envelope.
    static func batch(_ request: Request, limits: DecodeLimits, maxItems: Int) -> Response {
        let decoded: Result<[Result<LayoutRequest, Problem>], Problem> = request.body.withUnsafeBytes { raw in
            do throws(Problem) {
                return .success(try LayoutDecoder.decodeBatch(raw, limits: limits, maxItems: maxItems))
            } catch {
                return .failure(error)
            }
        }
        switch decoded {
        case .success(let items):
            var body: [UInt8] = []
            body.reserveCapacity(64 + 1024 * items.count)
            AnswerEncoder.encode(batch: items.map { $0.map(LayoutSolver.solve) }, into: &body)
            return Response(status: 200, contentType: "application/json", body: .bytes(body))
        case .failure(let problem):
            return Self.problem(problem)
        }
    }

    /// `POST /v1/layout/matrix`: the request solved on every device × orientation × keyboard,
    /// with a summary.
    static func matrix(_ request: Request, limits: DecodeLimits) -> Response {
        let decoded: Result<MatrixQuery, Problem> = request.body.withUnsafeBytes { raw in
            do throws(Problem) {
                return .success(try LayoutDecoder.decodeMatrix(raw, limits: limits))
            } catch {
                return .failure(error)
            }
        }
        switch decoded {
        case .success(let query):
            let result = DeviceMatrix.run(query.template, query.spec)
            var body: [UInt8] = []
            body.reserveCapacity(1024 + result.cells.count * (1024 + 160 * query.template.elements.count))
            AnswerEncoder.encode(matrix: result, into: &body)
            return Response(status: 200, contentType: "application/json", body: .bytes(body))
        case .failure(let problem):
            return Self.problem(problem)
        }
    }
}
