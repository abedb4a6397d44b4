import DesignMapping
import DeviceCatalog
import Foundation
import KeyboardAvoidance

/// The real Figma screens of tests/fixtures/figma/ (NOTICE.md there), read as the codec reads a
/// design and mapped on the device their frame names.
enum FigmaFixture {
    /// The fixture file `paleophonix--figma-flutter-agent--<name>.json`.
    static func url(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(
                "tests/fixtures/figma/paleophonix--figma-flutter-agent--\(name).json")
    }

    /// The fixture as a design document.
    static func document(_ name: String) throws -> DesignValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(contentsOf: url(name))).value
    }

    /// The fixture mapped in the window of the device its frame names, as a layout request
    /// without a device maps it.
    static func layout(_ name: String, focus: String? = nil) throws -> DesignLayout {
        let screen = try FigmaAdapter.screen(in: document(name), node: nil)
        let placement = DesignPlacement(screen: screen, format: FigmaAdapter.format)
        guard let own = placement.own, let device = DeviceCatalog.device(id: own.candidates[0]) else {
            throw FixtureError.noDevice(name)
        }
        return try placement.layout(
            on: device.screen(own.orientation), safeArea: device.safeArea(own.orientation) ?? .zero, focus: focus,
            maxElements: 10_000)
    }

    enum FixtureError: Error {
        case noDevice(String)
    }

    /// A JSON value decoded into a ``DesignValue``.
    struct JSONValue: Decodable {
        var value: DesignValue

        init(from decoder: any Decoder) throws {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() {
                value = .null
            } else if let b = try? single.decode(Bool.self) {
                value = .bool(b)
            } else if let n = try? single.decode(Double.self) {
                value = .number(n)
            } else if let s = try? single.decode(String.self) {
                value = .string(s)
            } else if let items = try? single.decode([JSONValue].self) {
                value = .array(items.map(\.value))
            } else {
                value = .object(try single.decode([String: JSONValue].self).mapValues(\.value))
            }
        }
    }
}
