import ClearanceRender
import Foundation
import KeyboardAvoidance
import Testing

@testable import ClearanceService

@Suite struct PlaygroundPageTests {
    let html = PlaygroundPage.html

    @Test func loadsNothingFromElsewhere() {
        let lowered = html.lowercased()
        for needle in ["http://", "https://", "//cdn", "<link", "@import", "src=", "url(", "@font-face"] {
            #expect(!lowered.contains(needle), "the page must be self-contained: found \(needle)")
        }
        #expect(lowered.hasPrefix("<!doctype html>"))
        #expect(lowered.hasSuffix("</html>\n"))
    }

    /// The page names a device and lets the service fill its figures: it reads no keyboard
    /// height, safe area or screen size from the catalog, and spells no figure of its own.
    @Test func holdsNoDeviceFigure() {
        for needle in ["keyboardHeight", "safeArea[", "entry.points", "55"] {
            #expect(!PlaygroundPage.scriptText.contains(needle), "the script reads or spells \(needle)")
        }
        #expect(PlaygroundPage.scriptText.contains("req.device = {id: entry.id"))
    }

    @Test func startsWithSpecExampleOne() throws {
        let object = try JSONSerialization.jsonObject(with: Data(PlaygroundPage.exampleRequest.utf8))
        let request = try #require(object as? [String: Any])
        let screen = try #require(request["screen"] as? [String: Double])
        #expect(screen == ["width": 390, "height": 844])
        let safeArea = try #require((request["window"] as? [String: Any])?["safeArea"] as? [String: Double])
        #expect(safeArea == ["top": 47, "left": 0, "bottom": 34, "right": 0])
        #expect((request["keyboard"] as? [String: Double]) == ["height": 336])
        let container = try #require(request["container"] as? [String: [String: Double]])
        #expect(container["frame"] == ["x": 0, "y": 0, "width": 390, "height": 844])
        #expect(container["contentSize"] == ["width": 390, "height": 900])
        let elements = try #require(request["elements"] as? [[String: Any]])
        let password = try #require(elements.first { $0["id"] as? String == "password" })
        #expect((password["frame"] as? [String: Double]) == ["x": 20, "y": 600, "width": 350, "height": 44])
        #expect(request["focus"] as? String == "password")
        #expect((request["options"] as? [String: Double]) == ["minimumDistance": 32])
        // The editor holds it verbatim (nothing in it needs HTML escaping).
        #expect(
            html.contains(
                "<textarea id=\"request\" spellcheck=\"false\" wrap=\"off\" aria-label=\"Layout request (JSON)\">{\n"))
        #expect(html.contains(PlaygroundPage.exampleRequest + "</textarea>"))
    }

    @Test func usesTheVerdictPalette() {
        for entry in VerdictPalette.entries {
            #expect(html.contains("\"\(entry.state.rawValue)\": \"\(entry.color)\""), "PALETTE has \(entry.state)")
            // The legend is coloured by style rules, not style attributes, which the page's
            // Content-Security-Policy would block.
            #expect(html.contains("<span class=\"chip\" data-state=\"\(entry.state.rawValue)\">"))
            #expect(html.contains(".chip[data-state=\"\(entry.state.rawValue)\"] { background: \(entry.color); }"))
        }
        #expect(!html.contains("style=\""))
    }

    @Test(
        arguments: [
            ("", "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU="),
            ("abc", "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0="),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "JI1qYdIGOLjlwCaTDD5gOaM85Flk/yFn9uzt1BnbBsE="
            ),
        ])
    func sha256MatchesTheStandardVectors(text: String, base64: String) {
        #expect(SHA256.base64(SHA256.digest(Array(text.utf8))) == base64)
    }

    @Test func base64PadsLikeRFC4648() {
        for (text, encoded) in [("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foobar", "Zm9vYmFy")] {
            #expect(SHA256.base64(Array(text.utf8)) == encoded)
        }
    }

    @Test func theContentSecurityPolicyAllowsExactlyThePagesOwnScriptAndStyle() throws {
        let policy = PlaygroundPage.contentSecurityPolicy
        func hash(_ text: String) -> String { "'sha256-" + SHA256.base64(SHA256.digest(Array(text.utf8))) + "'" }
        #expect(html.contains("<script>" + PlaygroundPage.scriptText + "</script>"))
        #expect(html.contains("<style>" + PlaygroundPage.styleText + "</style>"))
        #expect(html.components(separatedBy: "<script").count == 2, "one script element")
        #expect(html.components(separatedBy: "<style").count == 2, "one style element")
        let directives = Dictionary(
            uniqueKeysWithValues: policy.split(separator: ";").map {
                let words = $0.split(separator: " ").map(String.init)
                return (words[0], Array(words.dropFirst()))
            })
        #expect(directives["default-src"] == ["'none'"])
        #expect(directives["script-src"] == [hash(PlaygroundPage.scriptText)])
        #expect(directives["style-src"] == [hash(PlaygroundPage.styleText)])
        #expect(directives["connect-src"] == ["'self'"])
        #expect(directives["frame-ancestors"] == ["'self'"])
        #expect(directives["base-uri"] == ["'none'"])
        #expect(directives["form-action"] == ["'none'"])
        #expect(!policy.contains("unsafe"))
    }

    @Test func callsThePublicAPI() {
        #expect(html.contains("fetch(\"/v1/layout\""))
        #expect(html.contains("post(\"image/svg+xml\"), post(\"application/json\")"))
        #expect(html.contains("fetch(\"/v1/devices\""))
        for pointer in ["/options/strategy", "/options/anchor", "/options/minimumDistance", "/focus"] {
            #expect(html.contains("data-pointer=\"\(pointer)\""), "a picker is marked for \(pointer)")
        }
    }

    @Test func offersEveryPolicyAndCompareAll() {
        #expect(html.contains("data-pointer=\"/options/policy\""))
        for name in Policy.names {
            #expect(html.contains("<option value=\"\(name)\">\(name)</option>"), "the picker offers \(name)")
        }
        #expect(html.contains("<input id=\"compare-all\" type=\"checkbox\">"))
        #expect(html.contains("fetch(\"/v1/layout\" + (comparing ? \"/compare\" : \"\")"))
        #expect(html.contains("showComparison(parsed)"))
    }

    @Test func escapesMarkupInEditorText() {
        #expect(PlaygroundPage.escapeHTML("a</textarea><b>&") == "a&lt;/textarea&gt;&lt;b&gt;&amp;")
    }
}
