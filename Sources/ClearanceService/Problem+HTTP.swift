import ClearanceContract
import ClearanceWire

/// The problems of the HTTP service (routes, content negotiation, framing, limits): the wire
/// codec's own are the 400 and 422 of a body and the 413 of one too large.
extension Problem {
    /// 415: the body's Content-Type is not JSON.
    public static func unsupportedMediaType(_ contentType: String) -> Problem {
        Problem(
            .unsupportedMediaType,
            detail: "The body must be application/json, not \(contentType.isEmpty ? "an unnamed type" : contentType).")
    }

    /// 404: no such route.
    public static func notFound(_ path: String) -> Problem {
        Problem(
            .notFound, detail: "There is no resource at \(path).")
    }

    /// 405: the route exists but not for this method; the caller adds `Allow`.
    public static func methodNotAllowed(_ method: String, path: String, allowed: [String]) -> Problem {
        Problem(
            .methodNotAllowed,
            detail: "\(path) does not accept \(method); it accepts \(allowed.joined(separator: ", ")).")
    }

    /// 406: the request's `Accept` admits none of the types the route answers (`acceptable`).
    public static func notAcceptable(_ accept: String, acceptable: [String]) -> Problem {
        Problem(
            .notAcceptable,
            detail:
                "Accept: \(accept) admits none of the types this route answers: "
                + "\(acceptable.joined(separator: ", ")); send one of them, or */*.")
    }

    /// 500: a bug in the service; the request may be retried.
    public static func internalError(_ detail: String) -> Problem {
        Problem(.internal, detail: detail)
    }

    /// 400: the request breaks HTTP/1.1 message framing; the connection is closed.
    public static func badFraming(_ detail: String) -> Problem {
        Problem(
            .badFraming, detail: "The request has \(detail) (RFC 9112); the connection is closed.")
    }

    /// 414: the request target is too long or has too many query parameters.
    public static func uriTooLong(maxBytes: Int, maxParameters: Int) -> Problem {
        Problem(
            .uriTooLong,
            detail:
                "The request target is longer than \(maxBytes) bytes or has more than \(maxParameters) query parameters."
        )
    }

    /// 503: the memory for request bodies and answers is in use; retry after a second.
    public static func busy() -> Problem {
        Problem(
            .busy,
            detail:
                "The memory set aside for request bodies and answers is in use by other requests; retry in a second.")
    }

    /// 413: the answer would be larger than the service's limit; `detail` says how to split it.
    public static func answerTooLarge(_ detail: String, pointer: String) -> Problem {
        Problem(
            .answerTooLarge, detail: detail,
            errors: [FieldError(pointer: pointer, message: detail)])
    }
}
