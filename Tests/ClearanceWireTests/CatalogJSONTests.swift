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
        #expect(
            Set(doc.keys) == [
                "about", "iosVersions", "defaultIOS", "keyboardTypes", "accessoryBar", "hardwareKeyboardBar",
                "runsSources", "rules", "devices",
            ])
        let rules = try #require(doc["rules"] as? [[String: Any]])
        #expect(rules.map { $0["name"] as? String } == DeviceCatalog.rules.map(\.name))
        #expect(
            rules.contains {
                $0["name"] as? String == "padEqualsLettersWithoutPredictive" && $0["used"] as? Bool == false
            })
        #expect(doc["defaultIOS"] as? String == "26")
        let accessory = try #require(doc["accessoryBar"] as? [String: Any])
        #expect(accessory["ios18"] as? Int == 44 && accessory["ios26"] as? Int == 58)
        let types = try #require(doc["keyboardTypes"] as? [[String: Any]])
        #expect(types.map { $0["type"] as? String } == ["default", "numberPad", "phonePad", "decimalPad", "emoji"])
        #expect(types.last?["unknown"] is String)
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
                #"{"id":"iphone-16-pro-max","name":"iPhone 16 Pro Max, 17 Pro Max","model":"iPhone 16 Pro Max","#
                    + #""kind":"iPhone","family":"iphone-16-pro-max","runs":{"first":18,"last":null},"#
                    + #""aliases":[{"id":"iphone-17-pro-max","name":"iPhone 17 Pro Max","#)
        )
        #expect(
            text.contains(
                #""26":{"safeArea":{"portrait":{"top":62,"left":0,"bottom":34,"right":0},"#
                    + #""landscape":{"top":0,"left":62,"bottom":20,"right":62}},"keyboardHeight":{"#
                    + #""portrait":{"withPredictiveBar":345,"withoutPredictiveBar":301,"numberPad":301}"#))
        #expect(
            text.contains(
                #""supports":{"portrait":{"keyboards":["predictive","noPredictive","hardwareBar","hidden"],"#
                    + #""keyboardTypes":["default","numberPad","phonePad","decimalPad"]}"#))
        let doc = try #require(try Self.parse(Array(text.utf8)) as? [String: Any])
        let figures = try #require(doc["figures"] as? [[String: Any]])
        let landscape18 = try #require(
            figures.first { $0["at"] as? String == "/ios/18/keyboardHeight/landscape/withPredictiveBar" })
        let alternatives = try #require(landscape18["alternatives"] as? [[String: Any]])
        #expect(alternatives.first?["value"] as? Int == 208)
        let sources = try #require(doc["sources"] as? [[String: String]])
        // The sources of its measured figures, then TG, on which withoutPredictiveBarMinusBar rests.
        #expect(sources.map { $0["key"]! } == ["DF", "DS", "IR", "AY", "SSTPR", "RG", "FW", "FW07", "TG"])
        #expect(sources[0]["description"]!.hasPrefix("aloisdeniel/flutter_device_preview"))
        let derived = "/ios/26/keyboardHeight/portrait/withoutPredictiveBar"
        #expect((doc["uncertain"] as? [String])?.contains(derived) == false)
        #expect((doc["derived"] as? [String])?.contains(derived) == true)
        let entry = try #require(figures.first { $0["at"] as? String == derived })
        #expect(entry["provenance"] as? String == "derived")
        #expect(entry["rule"] as? String == "withoutPredictiveBarMinusBar")
        #expect(entry["derivedFrom"] as? [String] == ["/ios/26/keyboardHeight/portrait/withPredictiveBar"])
        #expect(landscape18["provenance"] as? String == "measured" && landscape18["rule"] is NSNull)
    }

    @Test func anAliasIsItsFamilyUnderItsOwnName() throws {
        let doc = try #require(
            try Self.parse(AnswerEncoder.encode(device: DeviceCatalog.device(id: "iphone-16")!)) as? [String: Any])
        #expect(doc["id"] as? String == "iphone-16")
        #expect(doc["name"] as? String == "iPhone 16")
        #expect(doc["family"] as? String == "iphone-15")
    }

    @Test func nullSafeArea() throws {
        // No source gives the iPad 9's iOS 26 insets, and no rule derives a home-button iPad's.
        let doc = try #require(
            try Self.parse(AnswerEncoder.encode(device: DeviceCatalog.device(id: "ipad-9")!)) as? [String: Any])
        let ios = try #require(doc["ios"] as? [String: [String: Any]])
        let safe = try #require(ios["26"]?["safeArea"] as? [String: Any])
        #expect(safe["portrait"] is NSNull && safe["landscape"] is NSNull)
    }
}
