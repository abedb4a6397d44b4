// The least a byte-at-a-time reader of a request does, timed beside the decoder as a floor
// (bench/README.md, "The decoder's floor"): every byte looked at once through one switch, string
// bytes walked to the closing quote (the byte after a backslash stepped over), digits accumulated
// into an integer. It checks no grammar (a `,` may stand anywhere), no UTF-8, no escape and no
// depth, and it builds nothing: a decoder that reads JSON byte by byte and checks it does at least
// this much.

/// What every skim adds its result to: a store the optimiser must keep, so that timing the same
/// body again and again is not hoisted out of the timing loop as one call.
nonisolated(unsafe) var skimSink = 0

/// Walks `body` as described above; returns a value that depends on every number and string, or
/// -1 at a byte no JSON token starts with (never for a body the decoder takes).
@inline(never) func skimFloor(_ body: UnsafeRawBufferPointer) -> Int {
    guard let start = body.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return 0 }
    let count = body.count
    var p = 0
    var depth = 0
    var sum = 0
    while p < count {
        switch start[p] {
        case 0x20, 0x0A, 0x0D, 0x09, UInt8(ascii: ":"), UInt8(ascii: ","):
            p &+= 1
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            depth &+= 1
            p &+= 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            depth &-= 1
            p &+= 1
        case UInt8(ascii: "\""):
            p &+= 1
            let first = p
            while p < count && start[p] != UInt8(ascii: "\"") {
                p &+= start[p] == UInt8(ascii: "\\") ? 2 : 1
            }
            sum &+= p &- first
            p &+= 1
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            // Every digit is accumulated, the first included.
            if start[p] == UInt8(ascii: "-") { p &+= 1 }
            var value = 0
            while p < count {
                let digit = start[p] &- UInt8(ascii: "0")
                if digit > 9 { break }
                value = value &* 10 &+ Int(digit)
                p &+= 1
            }
            if p < count && start[p] == UInt8(ascii: ".") {
                p &+= 1
                while p < count && start[p] &- UInt8(ascii: "0") <= 9 { p &+= 1 }
            }
            if p < count && start[p] | 0x20 == UInt8(ascii: "e") {
                p &+= 1
                if p < count && (start[p] == UInt8(ascii: "+") || start[p] == UInt8(ascii: "-")) { p &+= 1 }
                while p < count && start[p] &- UInt8(ascii: "0") <= 9 { p &+= 1 }
            }
            sum &+= value
        case UInt8(ascii: "n"), UInt8(ascii: "t"):
            p &+= 4
        case UInt8(ascii: "f"):
            p &+= 5
        default:
            return -1
        }
    }
    let result = depth == 0 ? sum : -1
    skimSink &+= result
    return result
}
