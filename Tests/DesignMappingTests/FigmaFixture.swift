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

/// A screen of the design corpus (`tests/corpus/designs/<format>/<slug>.json`, docs/designs.md,
/// "The corpus"), mapped as a request with no device maps it.
enum CorpusScreen {
    static func url(_ format: String, _ slug: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("tests/corpus/designs/\(format)/\(slug).json")
    }

    /// The screen of the Figma corpus file `slug`.
    static func figma(_ slug: String) throws -> DesignNode {
        let design = try JSONDecoder().decode(FigmaFixture.JSONValue.self, from: Data(contentsOf: url("figma", slug)))
            .value
        return try FigmaAdapter.screen(in: design["figma"] ?? .null, node: design["node"]?.string)
    }

    /// The screen placed on the device its size names (else the nearest by width) and mapped
    /// there, with the placement's warnings.
    static func layout(_ screen: DesignNode, focus: String? = nil) throws -> (DesignLayout, PlacedDevice) {
        let placement = DesignPlacement(screen: screen, format: FigmaAdapter.format)
        let placed = try placement.placedDevice(requested: nil, needsKeyboard: true).get()
        let device = placed.device
        let orientation = placed.setup.orientation
        let layout = try placement.layout(
            on: device.screen(orientation),
            safeArea: device.safeArea(orientation, release: placed.setup.ios) ?? .zero, focus: focus,
            maxElements: 10_000)
        return (layout, placed)
    }
}
