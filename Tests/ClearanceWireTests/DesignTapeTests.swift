import ClearanceJSON
import DesignMapping
import Testing

/// A design document as the design reader keeps it (``DesignTape``): strings are kept as their
/// bytes and made only when read, so what is read must be what the document says, escapes
/// decoded, with the fast paths on and off.
@Suite struct DesignTapeTests {
    /// The document `text` as the Figma adapter's reader keeps it.
    func read(_ text: String, fastPaths: Bool) throws -> DesignValue {
        let bytes = Array((text + String(repeating: " ", count: 32)).utf8)
        return try bytes.withUnsafeBytes { raw in
            var reader = JSONReader(raw, maxDepth: 32, fastPaths: fastPaths)
            return try reader.readPruned(PrunedNames.figma)
        }
    }

    @Test(arguments: [true, false])
    func stringsReadBackAsTheDocumentWritesThem(fastPaths: Bool) throws {
        let document = try read(
            #"""
            {"id":"1:2","name":"\u0420\u0435\u0434\u0430\u043a\u0442\u043e\u0440 \"A\"","type":"",
             "characters":"Номер карты, long enough to be no short string","skipped":"x",
             "components":{"7:\u0031":{"name":"Button\n"},"8:1":{"name":"Field"}}}
            """#, fastPaths: fastPaths)
        #expect(document["id"]?.string == "1:2")
        #expect(document["name"]?.string == "Редактор \"A\"")
        #expect(document["type"]?.string == "")
        #expect(document["characters"]?.string == "Номер карты, long enough to be no short string")
        #expect(document["skipped"] == nil)
        // A map's members are data: its names are kept as they are written, escapes decoded.
        let components = try #require(document["components"]?.members)
        #expect(Set(components.keys) == ["7:1", "8:1"])
        #expect(components["7:1"]?["name"]?.string == "Button\n")
        #expect(components["8:1"]?["name"]?.string == "Field")
    }

    @Test(arguments: [true, false])
    func aKindIsComparedByItsBytes(fastPaths: Bool) throws {
        let document = try read(
            #"""
            {"layoutMode":"VERTICAL","layoutAlign":"\u0053TRETCH","layoutPositioning":"ABSOLUTE_",
             "scrollBehavior":"STIC\u212AY_SCROLLS","layoutGrow":1}
            """#, fastPaths: fastPaths)
        #expect(document["layoutMode"]?.isString("VERTICAL") == true)
        #expect(document["layoutMode"]?.isString("VERTICA") == false)
        #expect(document["layoutAlign"]?.isString("STRETCH") == true)
        #expect(document["layoutPositioning"]?.isString("ABSOLUTE") == false)
        #expect(document["layoutGrow"]?.isString("1") == false)
        // The Kelvin sign is canonically equivalent to `K`, so the strings are equal; the
        // bytes, which a tool writes its kinds in, are not.
        let lookAlike = try #require(document["scrollBehavior"])
        #expect(lookAlike.string == "STICKY_SCROLLS")
        #expect(!lookAlike.isString("STICKY_SCROLLS"))
    }

    @Test func builtValuesKeepTheirStrings() {
        let inner = DesignValue.object(["name": .string("Отправить"), "other name": .string("kept")])
        let array = DesignValue.array([.string(""), inner, .string("a string of more than sixteen bytes")])
        let items = array.items
        #expect(items[0].string == "")
        #expect(items[1]["name"]?.string == "Отправить")
        #expect(items[1]["other name"]?.string == "kept")
        #expect(items[2].string == "a string of more than sixteen bytes")
        #expect(items[2].isString("a string of more than sixteen bytes"))
        #expect(array == .array([.string(""), inner, .string("a string of more than sixteen bytes")]))
    }
}
