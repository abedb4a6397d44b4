import ClearanceWire
import DeviceCatalog
import Foundation
import Testing

/// The catalog's JSON: parseable, in the documented shape, with nulls where the data has nulls.
@Suite struct CatalogJSONTests {
    static func parse(_ bytes: [UInt8]) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    }

    @Test func catalogDocument() throws {
        let doc = try #require(try Self.parse(AnswerEncoder.encodeCatalog()) as? [String: Any])
        #expect(Set(doc.keys) == ["about", "hardwareKeyboardBar", "devices"])
        let bar = try #require(doc["hardwareKeyboardBar"] as? [String: Any])
        #expect(bar["height"] as? Int == 55)
        let barSources = try #require(bar["sources"] as? [[String: String]])
        #expect(barSources.first?["key"] == "SO")
        let devices = try #require(doc["devices"] as? [[String: Any]])
        #expect(devices.map { $0["id"] as? String } == DeviceCatalog.ids)
    }

    @Test func deviceDocument() throws {
        let text = String(
            decoding: AnswerEncoder.encode(device: DeviceCatalog.device(id: "iphone-16-pro-max")!), as: UTF8.self)
        // Whole numbers print without a fraction; nulls stay null; keys in the documented order.
        #expect(
            text.hasPrefix(
                #"{"id":"iphone-16-pro-max","name":"iPhone 16 Pro Max","points":{"width":440,"height":956},"scale":3,"#)
        )
        #expect(text.contains(#""portrait":{"withPredictiveBar":346,"withoutPredictiveBar":null}"#))
        #expect(
            text.contains(
                #""keyboards":{"portrait":["predictive","hardwareBar","hidden"],"landscape":["predictive","hardwareBar","hidden"]}"#
            ))
        let doc = try #require(try Self.parse(Array(text.utf8)) as? [String: Any])
        #expect(doc["notes"] as? String == "iOS 26: keyboard 355 (AY) or 345 (DS); landscape from DS")
        let sources = try #require(doc["sources"] as? [[String: String]])
        #expect(sources.map { $0["key"]! } == ["DF", "DS", "AY"])
        #expect(sources[0]["description"]!.hasPrefix("aloisdeniel/flutter_device_preview"))
        #expect((doc["uncertain"] as? [String])?.count == 3)
    }

    @Test func nullScale() throws {
        let doc = try #require(
            try Self.parse(AnswerEncoder.encode(device: DeviceCatalog.device(id: "iphone-11")!)) as? [String: Any])
        #expect(doc["scale"] is NSNull)
    }
}
