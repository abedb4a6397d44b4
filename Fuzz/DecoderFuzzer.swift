// libFuzzer entry point for the wire codec and the engine (`make fuzz`, scripts/fuzz.sh).
//
// Every input is decoded. An input that decodes is solved and its answer encoded; one that does
// not must fail with a 400 or 422 problem. Either way the bytes produced must be well-formed
// JSON (no NaN, no infinity, no broken string), and the answer's fractions must lie in [0, 1].
// Any violation traps, which libFuzzer reports as a crash with the input saved.

import ClearanceWire
import KeyboardAvoidance

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: data, count: size)
    let request: LayoutRequest
    do throws(Problem) {
        request = try LayoutDecoder.decode(bytes, limits: DecodeLimits())
    } catch {
        precondition(error.status == 400 || error.status == 422, "decode failed with status \(error.status)")
        precondition(error.status == 400 || !error.errors.isEmpty, "a 422 names no field")
        let problem = AnswerEncoder.encode(error)
        precondition(JSONCheck.isValid(problem), "the problem is not JSON: \(String(decoding: problem, as: UTF8.self))")
        return 0
    }
    let answer = LayoutSolver.solve(request)
    precondition(answer.elements.count == request.elements.count, "one verdict pair per element")
    for element in answer.elements {
        for verdict in [element.before, element.after] {
            precondition(inUnitInterval(verdict.visibleFraction), "visibleFraction \(verdict.visibleFraction)")
            precondition(inUnitInterval(verdict.coveredFraction), "coveredFraction \(verdict.coveredFraction)")
            precondition(
                verdict.visibleFraction + verdict.coveredFraction <= 1 + 1e-9,
                "visible \(verdict.visibleFraction) + covered \(verdict.coveredFraction) > 1")
        }
    }
    var buffer: [UInt8] = []
    AnswerEncoder.encode(answer, into: &buffer)
    precondition(JSONCheck.isValid(buffer), "the answer is not JSON: \(String(decoding: buffer, as: UTF8.self))")
    return 0
}

/// Whether `value` is a number in [0, 1] (false for NaN).
func inUnitInterval(_ value: Double) -> Bool {
    value >= 0 && value <= 1
}
