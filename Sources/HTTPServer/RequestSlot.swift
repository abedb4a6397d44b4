import CHTTPFraming
import CMicroHTTPD

/// What a request's slot holds: libmicrohttpd's per-request pointer, which the URI log fills
/// first and the access handler then replaces. Its low two bits say which (`clearance_framing.h`'s
/// `CLEARANCE_SLOT_*`); this is the one place that reads or writes them.
enum RequestSlot {
    /// Nothing: the request never reached the URI log, or its slot was cleared.
    case empty
    /// The URI log's `CLEARANCE_TARGET_*` findings: the access handler has not seen the head.
    case targetFindings(UInt)
    /// The start time, in microseconds, of a request without a body to read.
    case startTime(Int)
    /// The retained state of a request whose body is being read.
    case state(Unmanaged<RequestState>)

    @inline(__always) init(_ value: UnsafeMutableRawPointer?) {
        guard let value else {
            self = .empty
            return
        }
        let bits = UInt(bitPattern: value)
        if bits & UInt(CLEARANCE_SLOT_START_TIME) != 0 {
            self = .startTime(Int(bits >> 1))
        } else if bits & UInt(CLEARANCE_SLOT_TAG_MASK) == UInt(CLEARANCE_SLOT_TARGET_FINDINGS) {
            self = .targetFindings(bits >> UInt(CLEARANCE_SLOT_TAG_BITS))
        } else {
            self = .state(Unmanaged.fromOpaque(value))
        }
    }

    /// The slot value of a start time: shifted left, low bit set, so no object address equals it.
    @inline(__always) static func value(startTime micros: Int) -> UnsafeMutableRawPointer? {
        UnsafeMutableRawPointer(bitPattern: UInt(micros) << 1 | UInt(CLEARANCE_SLOT_START_TIME))
    }

    /// The slot value of a state, which keeps the reference it is given until ``init(_:)``
    /// reads it back and it is released.
    @inline(__always) static func value(taking state: __owned RequestState) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(state).toOpaque()
    }
}
