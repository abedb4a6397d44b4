// libFuzzer entry point for the wire codec and the engine (`make fuzz`, scripts/fuzz.sh).
//
// Every input is decoded. An input that decodes is solved and its answer encoded; one that does
// not must fail with a 400 or 422 problem. Either way the bytes produced must be well-formed
// JSON (no NaN, no infinity, no broken string), and the answer's fractions must lie in [0, 1].
// Every input is also decoded with the fast paths off (`DecodeLimits.fastPaths`): the general
// reader must reach the same outcome, the same answer bytes or the same problem bytes.
// Any violation traps, which libFuzzer reports as a crash with the input saved.

import ClearanceContract
import ClearanceWire
import DesignMapping
import KeyboardAvoidance

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    let request: LayoutRequest
    let mapped: DesignMapped?
    let general = generalOutcome(bytes)
    do throws(Problem) {
        // The design road when there is a design (docs/designs.md), as the service takes it.
        let decoded = try LayoutDecoder.decodeLayout(bytes, limits: DecodeLimits())
        request = decoded.request
        mapped = decoded.mapped
    } catch {
        precondition(error.status == 400 || error.status == 422, "decode failed with status \(error.status)")
        precondition(error.status == 400 || !error.errors.isEmpty, "a 422 names no field")
        let problem = AnswerEncoder.encode(error)
        precondition(JSONCheck.isValid(problem), "the problem is not JSON: \(String(decoding: problem, as: UTF8.self))")
        guard case .problem(let expected) = general, expected == problem else {
            fatalError("the fast paths refuse what the general reader \(general): \(text(problem))")
        }
        return 0
    }
    let answer = LayoutSolver.solve(request)
    precondition(answer.elements.count == request.elements.count, "one verdict pair per element")
    precondition(answer.pinned.count == request.pinned.count, "one answer per pinned view")
    let verdicts = answer.elements.flatMap { [$0.before, $0.after] } + answer.pinned.flatMap { [$0.before, $0.after] }
    for verdict in verdicts {
        precondition(inUnitInterval(verdict.visibleFraction), "visibleFraction \(verdict.visibleFraction)")
        precondition(inUnitInterval(verdict.coveredFraction), "coveredFraction \(verdict.coveredFraction)")
        precondition(
            verdict.visibleFraction + verdict.coveredFraction <= 1 + 1e-9,
            "visible \(verdict.visibleFraction) + covered \(verdict.coveredFraction) > 1")
        precondition(verdict.coveredBy.isEmpty == (verdict.coveredFraction == 0), "coveredBy \(verdict.coveredBy)")
    }
    let buffer = AnswerEncoder.encode(answer, mapped: mapped)
    precondition(JSONCheck.isValid(buffer), "the answer is not JSON: \(String(decoding: buffer, as: UTF8.self))")
    if let mapped {
        let design = AnswerEncoder.encodeDesign(mapped)
        precondition(JSONCheck.isValid(design), "the design answer is not JSON: \(text(design))")
    }
    guard case .answer(let expected) = general, expected == buffer else {
        fatalError("the fast paths answer \(text(buffer)) where the general reader \(general)")
    }
    return 0
}

/// What the general reader alone makes of a body: the answer bytes or the problem bytes.
enum Outcome: CustomStringConvertible {
    case answer([UInt8])
    case problem([UInt8])

    var description: String {
        switch self {
        case .answer(let bytes): "answers \(text(bytes))"
        case .problem(let bytes): "refuses with \(text(bytes))"
        }
    }
}

/// Decodes `bytes` with every fast path off, then solves and encodes, or encodes the problem.
func generalOutcome(_ bytes: UnsafeRawBufferPointer) -> Outcome {
    do throws(Problem) {
        let decoded = try LayoutDecoder.decodeLayout(bytes, limits: DecodeLimits(fastPaths: false))
        return .answer(AnswerEncoder.encode(LayoutSolver.solve(decoded.request), mapped: decoded.mapped))
    } catch {
        return .problem(AnswerEncoder.encode(error))
    }
}

/// Bytes as text for a message.
func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self)
}

/// Whether `value` is a number in [0, 1] (false for NaN).
func inUnitInterval(_ value: Double) -> Bool {
    value >= 0 && value <= 1
}
