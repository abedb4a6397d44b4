import KeyboardAvoidance

/// One offending field of a request: where it is and what is wrong with it.
public struct FieldError: Sendable, Equatable {
    /// A JSON Pointer (RFC 6901) to the field, such as `/container/frame/width`; `""` is the whole
    /// document.
    public var pointer: String
    /// What is wrong, in a sentence.
    public var message: String

    /// Creates a field error.
    public init(pointer: String, message: String) {
        self.pointer = pointer
        self.message = message
    }
}

/// An RFC 9457 problem document: the one shape of every error Clearance answers.
public struct Problem: Error, Sendable, Equatable {
    /// The HTTP status (400, 404, 405, 413, 415, 422, 500...).
    public var status: Int
    /// A URI naming the problem class.
    public var type: String
    /// A short summary of the problem class.
    public var title: String
    /// What went wrong with this request.
    public var detail: String
    /// The offending fields, each with a JSON Pointer; may be empty.
    public var errors: [FieldError]

    /// Creates a problem.
    public init(status: Int, type: String, title: String, detail: String, errors: [FieldError] = []) {
        self.status = status
        self.type = type
        self.title = title
        self.detail = detail
        self.errors = errors
    }

    /// Creates a problem of class `kind`: its status, type and title are the class's.
    public init(_ kind: ProblemClass, detail: String, errors: [FieldError] = []) {
        self.init(status: kind.status, type: kind.type, title: kind.title, detail: detail, errors: errors)
    }
}

/// Every class of problem the service answers, each with its status, its type (a URI) and its
/// title, declared once: the problems are made from them and `openapi.yaml`'s `ProblemType` is
/// generated from them (``AnswerSchema``). In the order of their statuses.
public enum ProblemClass: String, Sendable, CaseIterable {
    case malformedJSON = "malformed-json"
    case badFraming = "bad-framing"
    case badQueryArgument = "bad-query-argument"
    case notFound = "not-found"
    case methodNotAllowed = "method-not-allowed"
    case notAcceptable = "not-acceptable"
    case bodyTooLarge = "body-too-large"
    case answerTooLarge = "answer-too-large"
    case uriTooLong = "uri-too-long"
    case unsupportedMediaType = "unsupported-media-type"
    case invalidRequest = "invalid-request"
    case `internal`
    case busy

    /// The problem's `type`: `urn:clearance:problem:` and the class's name.
    public var type: String { "urn:clearance:problem:" + rawValue }

    /// The HTTP status.
    public var status: Int {
        switch self {
        case .malformedJSON, .badFraming, .badQueryArgument: 400
        case .notFound: 404
        case .methodNotAllowed: 405
        case .notAcceptable: 406
        case .bodyTooLarge, .answerTooLarge: 413
        case .uriTooLong: 414
        case .unsupportedMediaType: 415
        case .invalidRequest: 422
        case .internal: 500
        case .busy: 503
        }
    }

    /// The problem's `title`: a short summary of the class.
    public var title: String {
        switch self {
        case .malformedJSON: "Malformed JSON"
        case .badFraming: "Malformed HTTP request"
        case .badQueryArgument: "Bad query argument"
        case .notFound: "Not found"
        case .methodNotAllowed: "Method not allowed"
        case .notAcceptable: "Not acceptable"
        case .bodyTooLarge: "Body too large"
        case .answerTooLarge: "Answer too large"
        case .uriTooLong: "Request target too long"
        case .unsupportedMediaType: "Unsupported media type"
        case .invalidRequest: "Invalid layout request"
        case .internal: "Internal error"
        case .busy: "Busy"
        }
    }
}

extension Problem {
    /// 400: the body is not JSON, or not a JSON object.
    package static func malformed(_ detail: String, errors: [FieldError] = []) -> Problem {
        Problem(.malformedJSON, detail: detail, errors: errors)
    }

    /// 422: JSON that breaks the layout contract; `errors` names every offending field.
    package static func invalid(_ errors: [FieldError]) -> Problem {
        let detail =
            errors.count == 1
            ? "The request breaks the layout contract at \(errors[0].pointer): \(errors[0].message)"
            : "The request breaks the layout contract in \(errors.count) places; see errors."
        return Problem(.invalidRequest, detail: detail, errors: errors)
    }

    /// 400: a query argument the route reads has a value it does not take.
    public static func badQueryArgument(_ name: String, _ value: String, allowed: String) -> Problem {
        Problem(.badQueryArgument, detail: "The query argument \(name) must be \(allowed), not '\(value)'.")
    }

    /// The 422 of `POST /v1/design` for a body without `design`.
    public static let designRequired = Problem.invalid([
        FieldError(pointer: "/design", message: "is required: the design to map (docs/designs.md)")
    ])

    /// 413: the body is larger than the service accepts.
    public static func bodyTooLarge(limit: Int) -> Problem {
        Problem(.bodyTooLarge, detail: "The request body is larger than the limit of \(limit) bytes.")
    }
}
