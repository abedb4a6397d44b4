import ClearanceContract
import ClearanceWire
import Foundation
import KeyboardAvoidance

/// The real Figma REST screens of `tests/fixtures/figma` (their sources: `NOTICE.md` there),
/// wrapped in layout requests and decoded through the public codec.
enum FigmaFixtures {
    /// The bare node of the screen `name` (`card-form`, `food-delivery-sign-up`...), as its bytes.
    static func document(_ name: String) throws -> [UInt8] {
        let file = "tests/fixtures/figma/paleophonix--figma-flutter-agent--\(name).json"
        return [UInt8](try Data(contentsOf: Repository.url(file)))
    }

    /// `{"design": {"figma": <screen>}, "device": {"id": device}, "focus": focus}`, the last two
    /// left out when `nil`; `focus` is written as a JSON string.
    static func request(_ name: String, device: String? = nil, focus: String? = nil) throws -> [UInt8] {
        var body = Array(#"{"design":{"figma":"#.utf8) + (try document(name)) + Array("}".utf8)
        if let device { body += Array(#","device":{"id":"\#(device)"}"#.utf8) }
        if let focus { body += Array(#","focus":"#.utf8) + (try JSONEncoder().encode(focus)) }
        return body + Array("}".utf8)
    }

    /// The request for the screen `name`, decoded.
    static func decoded(_ name: String, device: String? = nil, focus: String? = nil) throws -> DecodedLayout {
        try LayoutDecoder.decodeLayout(try request(name, device: device, focus: focus))
    }

    /// The problem the request for the screen `name` is refused with, or `nil` when it decodes.
    static func problem(_ name: String, device: String? = nil, focus: String? = nil) throws -> Problem? {
        let body = try request(name, device: device, focus: focus)
        do throws(Problem) {
            _ = try LayoutDecoder.decodeLayout(body)
            return nil
        } catch {
            return error
        }
    }

    /// A matrix query whose request is the screen `name` with `focus`, and whose other members
    /// are `members` (a JSON member list, such as `"devices":["iphone-se"]`).
    static func matrix(_ name: String, focus: String, members: String) throws -> MatrixQuery {
        let request =
            Array(#"{"design":{"figma":"#.utf8) + (try document(name)) + Array(#"},"focus":"\#(focus)"}"#.utf8)
        let body = Array(#"{"request":"#.utf8) + request + Array(",\(members)}".utf8)
        let result: Result<MatrixQuery, Problem> = body.withUnsafeBytes { raw in
            do throws(Problem) {
                return .success(try LayoutDecoder.decodeMatrix(raw))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}
