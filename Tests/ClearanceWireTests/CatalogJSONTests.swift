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
                "about", "androidAbout", "releases", "figureSets", "keyboardStyles", "keyboardTypes", "emojiKeyboard",
                "accessoryBar", "hardwareKeyboardBar", "runsSources", "rules", "devices",
            ])
        let rules = try #require(doc["rules"] as? [[String: Any]])
        #expect(rules.map { $0["name"] as? String } == DeviceCatalog.rules.map(\.name))
        // Gboard in landscape by the phone's width failed its check (9.3 pt off on the Pixel 8).
        #expect(
            rules.contains {
                $0["name"] as? String == "gboardLandscapeByWidth" && $0["used"] as? Bool == false
            })
        // The releases a request may name and the newest, which a request naming none gets.
        let releases = try #require(doc["releases"] as? [String: Any])
        #expect(releases["ios"] as? [Int] == [11, 12, 13, 14, 15, 16, 17, 18, 26, 27])
        #expect(releases["newest"] as? String == "27")
        let sets = try #require(doc["figureSets"] as? [[String: Any]])
        #expect(sets.map { $0["set"] as? String } == ["18", "26", "27"])
        let styles = try #require(doc["keyboardStyles"] as? [[String: Any]])
        #expect(styles.map { $0["style"] as? String } == ["classic", "liquidGlass"])
        #expect(styles.map { $0["from"] as? String } == ["11", "26"])
        let emoji = try #require(doc["emojiKeyboard"] as? [String: Any])
        #expect((emoji["description"] as? String)?.contains("388 with Liquid Glass") == true)
        let accessory = try #require(doc["accessoryBar"] as? [String: Any])
        #expect(accessory["ios18"] as? Int == 44 && accessory["ios26"] as? Int == 58)
        // The emoji keyboard is a keyboard now, not a keyboard type.
        let types = try #require(doc["keyboardTypes"] as? [[String: Any]])
        #expect(types.map { $0["type"] as? String } == ["default", "numberPad", "phonePad", "decimalPad"])
        #expect(types.allSatisfy { $0["unknown"] is NSNull })
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
        // Whole numbers print without a fraction; nulls stay null; keys in the documented order;
        // releases are strings.
        #expect(
            text.hasPrefix(
                #"{"id":"iphone-16-pro-max","name":"iPhone 16 Pro Max, 17 Pro Max","model":"iPhone 16 Pro Max","#
                    + #""platform":"iOS","kind":"iPhone","family":"iphone-16-pro-max","runs":{"first":"18","last":null},"#
                    + #""releases":["18","26","27"],"defaultRelease":"27","#
                    + #""aliases":[{"id":"iphone-17-pro-max","name":"iPhone 17 Pro Max","#)
        )
        // Per set, then per style: Liquid Glass first on iOS 26 (its default), then classic.
        #expect(
            text.contains(
                #""26":{"safeArea":{"portrait":{"top":62,"left":0,"bottom":34,"right":0},"#
                    + #""landscape":{"top":0,"left":62,"bottom":20,"right":62}},"keyboardHeight":{"liquidGlass":{"#
                    + #""portrait":{"withPredictiveBar":345,"withoutPredictiveBar":318,"numberPad":318,"emoji":null}"#))
        #expect(
            text.contains(
                #""supports":{"classic":{"portrait":{"keyboards":["predictive","noPredictive","hardwareBar","hidden"],"#
                    + #""keyboardTypes":["default","numberPad","phonePad","decimalPad"]}"#))
        let doc = try #require(try Self.parse(Array(text.utf8)) as? [String: Any])
        let figures = try #require(doc["figures"] as? [[String: Any]])
        let landscape18 = try #require(
            figures.first { $0["at"] as? String == "/ios/18/keyboardHeight/classic/landscape/withPredictiveBar" })
        let alternatives = try #require(landscape18["alternatives"] as? [[String: Any]])
        #expect(alternatives.first?["value"] as? Int == 208)
        let sources = try #require(doc["sources"] as? [[String: String]])
        // The sources of its measured figures, then those the rules and assumptions rest on.
        #expect(
            sources.map { $0["key"]! } == ["DF", "DS", "IR", "AY", "SSTPR", "RG", "FW07", "FW", "RNKC", "TG", "APOLLO"])
        #expect(sources[0]["description"]!.hasPrefix("aloisdeniel/flutter_device_preview"))
        // Without the bar before iOS 26: 346 − 45 = 301, derived (classicPredictiveBar), where
        // TG's and AY's 302 measures 1 pt high (research 2026-12, section 8).
        let derived = "/ios/18/keyboardHeight/classic/portrait/withoutPredictiveBar"
        #expect((doc["uncertain"] as? [String])?.contains(derived) == false)
        #expect((doc["derived"] as? [String])?.contains(derived) == true)
        let entry = try #require(figures.first { $0["at"] as? String == derived })
        #expect(entry["provenance"] as? String == "derived")
        #expect(entry["rule"] as? String == "classicPredictiveBar")
        #expect(entry["derivedFrom"] as? [String] == ["/ios/18/keyboardHeight/classic/portrait/withPredictiveBar"])
        #expect(landscape18["provenance"] as? String == "measured" && landscape18["rule"] is NSNull)
        // iOS 27's are iOS 26's, assumed.
        let assumed = try #require(
            figures.first { $0["at"] as? String == "/ios/27/keyboardHeight/liquidGlass/portrait/withPredictiveBar" })
        #expect(assumed["provenance"] as? String == "assumed" && assumed["rule"] as? String == "ios27KeyboardAsIOS26")
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
