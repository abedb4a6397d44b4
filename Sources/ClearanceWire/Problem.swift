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
