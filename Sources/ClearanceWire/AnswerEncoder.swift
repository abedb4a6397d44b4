import KeyboardAvoidance

/// Encodes answers and problems as JSON bytes.
public enum AnswerEncoder {
    /// Appends the JSON of `answer` to `buffer`.
    public static func encode(_ answer: LayoutAnswer, into buffer: inout [UInt8]) {
        buffer.append(contentsOf: Array("{}".utf8))
    }

    /// The JSON of `answer`.
    public static func encode(_ answer: LayoutAnswer) -> [UInt8] {
        var buffer: [UInt8] = []
        encode(answer, into: &buffer)
        return buffer
    }

    /// The problem+json document of `problem`.
    public static func encode(_ problem: Problem) -> [UInt8] {
        Array("{}".utf8)
    }
}
