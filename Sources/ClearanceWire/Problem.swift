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
}

extension Problem {
    /// 400: the body is not JSON, or not a JSON object.
    static func malformed(_ detail: String, errors: [FieldError] = []) -> Problem {
        Problem(
            status: 400, type: "urn:clearance:problem:malformed-json", title: "Malformed JSON", detail: detail,
            errors: errors)
    }

    /// 422: JSON that breaks the layout contract; `errors` names every offending field.
    static func invalid(_ errors: [FieldError]) -> Problem {
        let detail =
            errors.count == 1
            ? "The request breaks the layout contract at \(errors[0].pointer): \(errors[0].message)"
            : "The request breaks the layout contract in \(errors.count) places; see errors."
        return Problem(
            status: 422, type: "urn:clearance:problem:invalid-request", title: "Invalid layout request",
            detail: detail, errors: errors)
    }

    /// 400: a query argument the route reads has a value it does not take.
    public static func badQueryArgument(_ name: String, _ value: String, allowed: String) -> Problem {
        Problem(
            status: 400, type: "urn:clearance:problem:bad-query-argument", title: "Bad query argument",
            detail: "The query argument \(name) must be \(allowed), not '\(value)'.", errors: [])
    }

    /// The 422 of `POST /v1/design` for a body without `design`.
    public static let designRequired = Problem.invalid([
        FieldError(pointer: "/design", message: "is required: the design to map (docs/designs.md)")
    ])

    /// 413: the body is larger than the service accepts.
    public static func bodyTooLarge(limit: Int) -> Problem {
        Problem(
            status: 413, type: "urn:clearance:problem:body-too-large", title: "Body too large",
            detail: "The request body is larger than the limit of \(limit) bytes.")
    }
}
