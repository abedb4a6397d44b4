import ClearanceContract
import ClearanceJSON
import KeyboardAvoidance

/// Limits that bound the work one request body may cause.
public struct DecodeLimits: Sendable {
    /// The most elements a request may hold; more is a 422 at `/elements`.
    public var maxElements: Int
    /// The deepest nesting of arrays and objects accepted; deeper is a 400. Values above 512 act
    /// as 512, so no body can exhaust a thread's stack.
    public var maxDepth: Int
    /// Whether the decoder may take its fast paths: the hand-written readers of the common
    /// spellings (geometry objects of plain numbers, plain elements, short member names, small
    /// integers, numbers exact in one multiplication). Each one either gives exactly what the
    /// general reader gives or consumes nothing and lets the general reader read the same bytes;
    /// turning them off (`false`) leaves only the general reader, the reference the tests and the
    /// fuzzer compare the fast paths with. The answer and every problem are the same either way.
    public var fastPaths: Bool

    /// The most elements a request may hold unless configured otherwise (docs/semantics.md §6).
    public static let defaultMaxElements = RequestLimits.defaultMaxElements
    /// The deepest nesting accepted unless configured otherwise.
    public static let defaultMaxDepth = 64
    /// The most requests one batch may hold unless configured otherwise.
    public static let defaultMaxBatchItems = RequestLimits.defaultMaxBatchItems
    /// The most verdicts (elements times combinations) one matrix may ask for unless configured
    /// otherwise.
    public static let defaultMaxMatrixVerdicts = 200_000

    /// Creates limits; the defaults follow semantics §6.
    public init(
        maxElements: Int = DecodeLimits.defaultMaxElements, maxDepth: Int = DecodeLimits.defaultMaxDepth,
        fastPaths: Bool = true
    ) {
        self.maxElements = maxElements
        self.maxDepth = maxDepth
        self.fastPaths = fastPaths
    }
}

extension RequestDecoder {
    /// The problem of a body that gave no request: a 400 at the fault for a syntax error, else
    /// the 422 of every error recorded.
    func problem(for failure: DecodeFailure) -> Problem {
        switch failure {
        case .syntax(let error):
            let detail = "Cannot read the body as a JSON object: \(error.message) (at byte \(error.offset))."
            return Problem.malformed(detail, errors: [FieldError(pointer: pointer(), message: error.message)])
        case .invalid:
            return Problem.invalid(errors)
        }
    }
}

/// Decodes a JSON layout request into a ``LayoutRequest``.
///
/// The decoder reads the bytes once, straight into the request's fields: no tree of JSON values,
/// no Foundation, and no allocation besides the elements array and the id strings. It is total:
/// any byte sequence gives a request or a ``Problem``, never a trap, in time linear in its length.
public enum LayoutDecoder {
    /// The largest magnitude any number of a request may have (1e9): tools that build a request
    /// from other input (the CLI's flags) check against the same bound.
    public static var maxMagnitude: Double { RequestDecoder.maxMagnitude }

    /// Decodes `bytes`, or throws a 400 or 422 ``Problem`` naming every offending field.
    ///
    /// - 400 (`malformed-json`): the body is empty, not JSON (RFC 8259: no `NaN`, no trailing
    ///   bytes, no invalid UTF-8 or lone surrogates, no unescaped control characters), nested
    ///   deeper than `limits.maxDepth`, or not an object. Decoding stops at the first such fault;
    ///   its one error points at the value being read and says at which byte.
    /// - 422 (`invalid-request`): JSON that breaks the contract of semantics §1 and §6. Every fault in
    ///   the body is reported, each with the JSON Pointer of its field.
    public static func decode(_ bytes: UnsafeRawBufferPointer, limits: DecodeLimits = DecodeLimits()) throws(Problem)
        -> LayoutRequest
    {
        try PathRoom.with { path throws(Problem) -> LayoutRequest in
            var decoder = RequestDecoder(bytes, path: path, limits: limits)
            do throws(DecodeFailure) {
                return try decoder.decodeRequest()
            } catch {
                throw decoder.problem(for: error)
            }
        }
    }

    /// Whether `bytes` is one JSON value and nothing more, by the decoder's own scanner with
    /// `limits`' depth and fast paths: every byte the decoder checks is checked (strings and
    /// their UTF-8, numbers, nesting) by the general reader, and nothing is kept. The
    /// micro-benchmark times it beside the decode (`ClearanceBench`, `syntax_ns`;
    /// bench/README.md, "The decoder's floor").
    package static func scansAsJSON(_ bytes: UnsafeRawBufferPointer, limits: DecodeLimits = DecodeLimits()) -> Bool {
        var reader = JSONReader(bytes, maxDepth: limits.maxDepth, fastPaths: limits.fastPaths)
        do throws(SyntaxError) {
            try reader.skipValue()
        } catch {
            return false
        }
        reader.skipWhitespace()
        return reader.atEnd
    }

    /// Decodes a byte array; see ``decode(_:limits:)``.
    public static func decode(_ bytes: [UInt8], limits: DecodeLimits = DecodeLimits()) throws(Problem) -> LayoutRequest
    {
        let result: Result<LayoutRequest, Problem> = bytes.withUnsafeBytes { raw in
            do throws(Problem) {
                return .success(try decode(raw, limits: limits))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}
