import ClearanceContract
import ClearanceWire
import KeyboardAvoidance

/// The smallest valid request: a 390×844 screen and a full-screen container.
let minimalScreen = #""screen":{"width":390,"height":844}"#
let minimalContainer = #""container":{"frame":{"x":0,"y":0,"width":390,"height":844}}"#

/// A request made of the minimal screen and container plus `members` (a JSON member list).
func body(_ members: String = "") -> String {
    "{\(minimalScreen),\(minimalContainer)\(members.isEmpty ? "" : ",")\(members)}"
}

/// Decodes `text` as UTF-8.
func decode(_ text: String, limits: DecodeLimits = DecodeLimits()) throws(Problem) -> LayoutRequest {
    try LayoutDecoder.decode(Array(text.utf8), limits: limits)
}

/// The problem decoding `bytes` throws, or `nil` when it decodes.
func problem(_ bytes: [UInt8], limits: DecodeLimits = DecodeLimits()) -> Problem? {
    do throws(Problem) {
        _ = try LayoutDecoder.decode(bytes, limits: limits)
        return nil
    } catch {
        return error
    }
}

/// The problem decoding `text` throws, or `nil` when it decodes.
func problem(_ text: String, limits: DecodeLimits = DecodeLimits()) -> Problem? {
    problem(Array(text.utf8), limits: limits)
}

/// The pointers of the problem decoding `text`, in order.
func pointers(_ text: String, limits: DecodeLimits = DecodeLimits()) -> [String] {
    problem(text, limits: limits)?.errors.map(\.pointer) ?? []
}
