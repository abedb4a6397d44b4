import Synchronization

/// What an ``HTTPServer`` serves: routes, how errors look, and who hears about each answer.
///
/// Every method runs synchronously on one of the server's worker threads, many at once.
public protocol HTTPResponder: Sendable {
    /// The routes.
    var router: Router { get }
    /// The response for an error the HTTP layer found (404, 405, 413, 415).
    func response(for error: HTTPError, to request: Request) -> Response
    /// Called once per answered request, after its response is queued.
    func didRespond(_ exchange: Exchange)
}

/// A lock-free count of requests in flight: an ``HTTPServer`` counts into the one it is given
/// (its own unless told otherwise), and whatever reports it (a metrics route) reads it.
public final class InFlightGauge: Sendable {
    private let count = Atomic<Int>(0)

    /// Creates a gauge at zero.
    public init() {}

    /// The current count.
    public var value: Int { count.load(ordering: .relaxed) }

    func increment() { count.wrappingAdd(1, ordering: .relaxed) }
    func decrement() { count.wrappingSubtract(1, ordering: .relaxed) }
}
