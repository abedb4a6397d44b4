import ClearanceContract
import ClearanceService
import ClearanceWire
import HTTPServer
import KeyboardAvoidance

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// How much of the service's work a stage server does on each `POST /v1/layout` before it answers
/// (`scripts/workcurve.sh` loads one of each beside the service, to see what each stage costs
/// under load, where the micro-benchmarks above see it alone).
enum Stage: String, CaseIterable {
    /// Only the HTTP layer: the body is read, and the prepared answer sent.
    case none
    /// The body decoded, then the prepared answer sent.
    case decode
    /// Decoded and solved, then the prepared answer sent.
    case solve
    /// Decoded, solved and encoded, and the encoded answer sent, as the service's handler does
    /// (designs and device requests included); without the service's metrics, log and `Accept`
    /// negotiation.
    case encode
}

/// The responder of a stage server: one route, `POST /v1/layout`, with the service's body limit.
struct StageResponder: HTTPResponder {
    let router: Router

    init(stage: Stage, answer: [UInt8], limits: DecodeLimits, maxBodyBytes: Int) {
        let prepared = Response(status: 200, contentType: "application/json", body: .constant(ConstantBytes(answer)))
        let unprocessable = Response(status: 422, contentType: "application/problem+json")
        var router = Router()
        router.post("/v1/layout", body: .json(maxBytes: maxBodyBytes), reads: ["Accept"]) { request in
            if stage == .none { return prepared }
            return request.body.withUnsafeBytes { raw -> Response in
                // The service's one decode: a layout, a design or a device request alike.
                var context = LayoutContext()
                let layout: LayoutRequest
                do throws(Problem) {
                    layout = try context.decodeLayout(raw, limits: limits)
                } catch {
                    return unprocessable
                }
                switch stage {
                case .none, .decode:
                    blackHole(layout.elements.count)
                    return prepared
                case .solve:
                    blackHole(LayoutSolver.solve(layout).elements.count)
                    return prepared
                case .encode:
                    // The service's two encodings: with the mapping and the device echoed when the
                    // request had them, else into memory the response owns.
                    if !context.isEmpty {
                        let answer = AnswerEncoder.encode(
                            LayoutSolver.solve(layout), mapped: context.mapped, device: context.device)
                        return Response(status: 200, contentType: "application/json", body: .bytes(answer))
                    }
                    let body = OwnedBytes(taking: AnswerEncoder.encodeAllocated(LayoutSolver.solve(layout)))
                    return Response(status: 200, contentType: "application/json", body: .owned(body))
                }
            }
        }
        self.router = router
    }

    func response(for error: HTTPError, to request: Request) -> Response {
        Response(status: error.status)
    }

    func didRespond(_ exchange: Exchange) {}
}

/// Serves `stage` with `configuration` until killed; prints `{"event":"listening","port":N}`
/// first, as `clearance serve` does.
func serveStage(_ stage: Stage, answer: [UInt8], configuration: HTTPServerConfiguration) -> Never {
    let responder = StageResponder(
        stage: stage, answer: answer, limits: DecodeLimits(), maxBodyBytes: ServiceConfiguration.defaultMaxBodyBytes)
    let server: HTTPServer
    do throws(HTTPServerError) {
        server = try HTTPServer(configuration: configuration, responder: responder)
    } catch {
        fail(error.description)
    }
    var line = Array("{\"event\":\"listening\",\"stage\":\"\(stage.rawValue)\",\"port\":\(server.port)}\n".utf8)
    _ = line.withUnsafeMutableBytes { write(1, $0.baseAddress, $0.count) }
    // The server stops when it is freed: keep it until the process is killed.
    while true { withExtendedLifetime(server) { _ = pause() } }
}
