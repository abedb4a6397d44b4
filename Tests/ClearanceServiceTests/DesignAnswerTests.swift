import ClearanceService
import Foundation
import HTTPServer
import Testing

/// Designs through the service's routes (docs/designs.md): the eight Figma screens of
/// tests/fixtures/figma/ (NOTICE.md there) posted to `/v1/design`, `/v1/layout`, its batch,
/// comparison and matrix, and `/v1/design/check`, as a design tool posts them.
@Suite struct DesignAnswerTests {
    let client = ServiceClient()

    /// The screen `name` as its file's bytes.
    static func figma(_ name: String) -> [UInt8] {
        AnswerSchemaConformanceTests.bytes(
            AnswerSchemaConformanceTests.root.appendingPathComponent(
                "tests/fixtures/figma/paleophonix--figma-flutter-agent--\(name).json"))
    }

    /// The screen `name` as a JSON object a test may change.
    static func document(_ name: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(figma(name))) as? [String: Any])
    }

    /// `{"design":{"figma":<screen>}<members>}`, `members` a JSON member list after a comma.
    static func body(_ name: String, _ members: String = "") -> [UInt8] {
        Array(#"{"design":{"figma":"#.utf8) + figma(name) + Array("}\(members)}".utf8)
    }

    static func body(_ design: Any, _ members: String = "") throws -> [UInt8] {
        Array(#"{"design":{"figma":"#.utf8) + [UInt8](try JSONSerialization.data(withJSONObject: design))
            + Array("}\(members)}".utf8)
    }

    /// What each screen holds (NOTICE.md): its device, the container's node id (nil: the window),
    /// the text fields (element or pinned ids), the pinned views that must be found with their pin,
    /// and the status bars and home indicators drawn into it (skipped, never views).
    struct Screen: Sendable, CustomTestStringConvertible {
        var name: String
        var device: String
        var container: String?
        var fields: Set<String>
        var pinned: [String: String] = [:]
        var decoration: Set<String> = []
        var testDescription: String { name }
    }

    /// A 375×812 frame is the screen of the iphone-x family; on the default release its own model,
    /// the iPhone X, does not run it (its last release is iOS 16), so the design maps to the
    /// family's model that does: the iPhone 11 Pro.
    static let xOnTheNewestRelease = "iphone-11-pro"

    static let screens: [Screen] = [
        Screen(
            name: "card-form", device: "iphone-14", container: "281:16068",
            fields: ["281:16085", "281:16090", "281:16095", "281:16101", "281:16106"],
            pinned: ["611:1343": "bottom", "281:16070": "none"]),
        Screen(
            name: "rep-edit-profile", device: xOnTheNewestRelease, container: nil,
            fields: [
                "2007:14635", "2007:14637", "2007:14824", "2007:14854", "2007:14945", "2007:14903", "2236:16524",
                "2007:14924",
            ],
            pinned: ["2007:14674": "none", "2310:16385": "bottom"]),
        Screen(
            name: "food-delivery-sign-up", device: "iphone-15", container: nil,
            fields: ["204:2468", "204:2471", "204:2472", "204:2475", "204:2478"]),
        Screen(
            name: "bank-credit-card-3", device: xOnTheNewestRelease, container: nil, fields: ["389:4985", "389:5002"],
            decoration: ["389:5001"]),
        // "Top Phone Icons", FIXED, is the status bar drawn: a row across the top with a clock.
        Screen(
            name: "android-gmail-inbox", device: xOnTheNewestRelease, container: "1:26", fields: ["1:93"],
            pinned: ["1:93": "none", "1:64": "none"], decoration: ["10:108"]),
        Screen(
            name: "help-center", device: "iphone-15-plus", container: "7073:887", fields: ["7045:2516"],
            pinned: ["7045:2516": "none"]),
        Screen(
            name: "feedback", device: xOnTheNewestRelease, container: nil, fields: ["281:7418"],
            pinned: ["281:7245": "none"], decoration: ["281:7189"]),
        Screen(
            name: "light-theme-06", device: "iphone-14", container: "3212:20168", fields: [],
            pinned: ["3212:20180": "bottom", "3212:20181": "none"], decoration: ["3212:20182", "3212:20183"]),
    ]

    /// Each screen maps to the device, container, fields and pinned views its notice describes,
    /// each decision saying why; the mapping is the same through `/v1/design` and `/v1/layout`, and
    /// the request it maps to answers on `/v1/layout` as the design itself does.
    @Test(arguments: screens) func eachScreenMapsAsItsNoticeDescribes(_ screen: Screen) throws {
        let mapped = try client.post("/v1/design", bytes: Self.body(screen.name))
        #expect(mapped.status == 200)
        let mapping = try #require(mapped.value("mapping") as? [String: Any])
        #expect(mapping["format"] as? String == "figma")
        #expect(ServedAnswer.walk(mapping, ["device", "id"]) as? String == screen.device)
        #expect(mapping["container"] is [String: Any])
        #expect(ServedAnswer.walk(mapping, ["container", "id"]) as? String == screen.container)
        let elements = mapping["elements"] as? [[String: Any]] ?? []
        let pinned = mapping["pinned"] as? [[String: Any]] ?? []
        let fields =
            elements.filter { $0["kind"] as? String != "view" }.compactMap { $0["id"] as? String }
            + pinned.filter { ($0["why"] as? String)?.contains("reads as a") == true }.compactMap {
                $0["id"] as? String
            }
        #expect(Set(fields) == screen.fields)
        var pins: [String: String] = [:]
        for view in pinned { pins[view["id"] as? String ?? ""] = view["pin"] as? String }
        for (view, pin) in screen.pinned { #expect(pins[view] == pin, "\(view)") }
        if screen.fields.isEmpty { #expect(mapped.codes.contains("designNoTextField")) }
        let mappedIDs = Set((elements + pinned).compactMap { $0["id"] as? String })
        var skipped: [String: String] = [:]
        for layer in mapping["skipped"] as? [[String: Any]] ?? [] {
            skipped[layer["id"] as? String ?? ""] = layer["reason"] as? String
        }
        for layer in screen.decoration {
            #expect(!mappedIDs.contains(layer), "\(layer)")
            #expect(skipped[layer]?.contains("drawn into the design") == true, "\(layer)")
        }
        // Every decision says why.
        for entry in elements + pinned { #expect((entry["why"] as? String)?.isEmpty == false) }

        // The request it maps to answers on /v1/layout, and as the design itself does.
        let request = try JSONSerialization.data(withJSONObject: try #require(mapped.value("request")))
        let answer = try client.post("/v1/layout", bytes: [UInt8](request))
        #expect(answer.status == 200)
        var direct = try client.post("/v1/layout", bytes: Self.body(screen.name))
        #expect(direct.status == 200)
        #expect(ServedAnswer.canonical(direct.value("mapping")) == ServedAnswer.canonical(mapping))
        // The same warnings but the design's own, and pinnedViewCovered worded for what the design's
        // view is (a bar that acts on the form or a tab bar), which the plain request cannot know.
        func engine(_ warnings: Any?) -> [String] {
            (warnings as? [[String: Any]] ?? []).compactMap { w -> String? in
                let code = w["code"] as? String ?? ""
                guard !code.hasPrefix("design") else { return nil }
                return code == "pinnedViewCovered" ? code : "\(code): \(w["message"] as? String ?? "")"
            }
        }
        #expect(engine(direct.value("warnings")) == engine(answer.value("warnings")))
        direct.json["mapping"] = nil
        direct.json["warnings"] = answer.json["warnings"]
        #expect(ServedAnswer.canonical(direct.json) == ServedAnswer.canonical(answer.json))
    }

    /// With each text field found as the focus, the default engine leaves it visible.
    @Test(arguments: screens) func eachTextFieldAsTheFocusEndsVisible(_ screen: Screen) throws {
        for field in screen.fields.sorted() {
            let answer = try client.post("/v1/layout", bytes: Self.body(screen.name, #","focus":"\#(field)""#))
            #expect(answer.status == 200, "\(field)")
            #expect(answer.string("mapping", "focus", "id") == field)
            #expect(answer.value("elements") is [Any] && answer.value("pinned") is [Any])
            let verdicts = (answer.list("elements") + answer.list("pinned")).filter { $0["id"] as? String == field }
            #expect(verdicts.count == 1, "\(field)")
            #expect(
                ServedAnswer.walk(verdicts.first, ["after", "state"]) as? String == "visible", "\(screen.name) \(field)"
            )
        }
    }

    /// A node, the `nodes` answer and the file export of Figma's API give the same answer; `node`
    /// picks a frame inside the document, checked on the device nearest by width when it is no
    /// device's screen, or on the request's device.
    @Test func theResponseShapesOfFigmaAreRead() throws {
        let node = try Self.document("bank-credit-card-3")
        let nodes = ["nodes": ["389:4983": ["document": node, "components": [:], "componentSets": [:]]]]
        let export: [String: Any] = ["document": node, "components": [:], "componentSets": [:]]
        var answers: [String] = []
        for figma in [node, nodes, export] as [Any] {
            let answer = try client.post("/v1/design", bytes: try Self.body(figma))
            #expect(answer.status == 200)
            answers.append(ServedAnswer.canonical(answer.json))
        }
        #expect(Set(answers).count == 1)
        // A 327×44 field is no device's screen: the device nearest by width, with a warning.
        let picked = try client.post(
            "/v1/design",
            bytes: Array(#"{"design":{"figma":"#.utf8) + Self.figma("bank-credit-card-3")
                + Array(#","node":"389:4985"}}"#.utf8))
        #expect(picked.status == 200)
        #expect(picked.codes.first == "designDeviceNearest")
        #expect(picked.string("mapping", "device", "why")?.contains("the nearest by width") == true)
        let onDevice = try client.post(
            "/v1/design",
            bytes: Array(#"{"design":{"figma":"#.utf8) + Self.figma("bank-credit-card-3")
                + Array(#","node":"389:4985"},"device":{"id":"iphone-15"}}"#.utf8))
        #expect(onDevice.status == 200)
        #expect(onDevice.string("mapping", "screen", "id") == "389:4985")
        #expect(
            ServedAnswer.same(
                onDevice.value("mapping", "device"),
                #"{"id":"iphone-15","orientation":"portrait","why":"the request's device"}"#))
        let missing = try client.post(
            "/v1/design",
            bytes: Array(#"{"design":{"figma":"#.utf8) + Self.figma("bank-credit-card-3")
                + Array(#","node":"0:0"}}"#.utf8))
        #expect(missing.status == 422 && missing.pointers.first == "/design/node")
    }

    @Test func badDesignsGetProblemsAtTheirPointers() throws {
        for (body, pointer) in [
            (#"{"design":{"figma":{"id":"1:2","type":"TEXT","name":"x"}}}"#, "/design/figma"),
            (#"{"design":{"figma":{"nodes":{}}}}"#, "/design/figma/nodes"), (#"{"design":{}}"#, "/design/figma"),
        ] {
            let refused = try client.post("/v1/layout", body)
            #expect(refused.status == 422 && refused.pointers.first == pointer, "\(body)")
        }
        let focus = try client.post("/v1/layout", bytes: Self.body("feedback", #","focus":"no such layer""#))
        #expect(focus.status == 422 && focus.pointers.first == "/focus")
        let screen = try client.post("/v1/layout", bytes: Self.body("feedback", #","screen":{"width":1,"height":1}"#))
        #expect(screen.status == 422 && screen.pointers.first == "/screen")
        let noDesign = try client.post(
            "/v1/design",
            #"{"screen":{"width":390,"height":844},"container":{"frame":{"x":0,"y":0,"width":390,"height":844}}}"#)
        #expect(noDesign.status == 422 && noDesign.pointers.first == "/design")
        // A frame of no device's size, without a device or a keyboard: content placed on the device
        // nearest by width (375 wide), laid out again there; with a keyboard of its own, no device.
        var odd = try Self.document("feedback")
        var box = try #require(odd["absoluteBoundingBox"] as? [String: Any])
        box["width"] = 333
        box["height"] = 555
        odd["absoluteBoundingBox"] = box
        let nearest = try client.post("/v1/layout", bytes: try Self.body(odd))
        #expect(nearest.status == 200)
        #expect(nearest.string("mapping", "device", "id")?.hasPrefix("iphone") == true)
        let said = nearest.warnings("designDeviceNearest")
        #expect(said.count == 1 && said.first?.contains("(333×555)") == true)
        let unknown = try client.post("/v1/layout", bytes: try Self.body(odd, #","keyboard":{"height":300}"#))
        #expect(unknown.status == 200)
        #expect(unknown.codes.contains("designDeviceUnknown"))
    }

    @Test func unknownMembersAreIgnoredAndHiddenLayersSkipped() throws {
        var design = try Self.document("food-delivery-sign-up")
        let box = try #require(design["absoluteBoundingBox"] as? [String: Any])
        let x = try #require(box["x"] as? NSNumber).doubleValue
        let y = try #require(box["y"] as? NSNumber).doubleValue
        var children = design["children"] as? [Any] ?? []
        children.append(
            [
                "id": "9:9", "name": "divider", "type": "RECTANGLE", "someNewMember": ["deep": [1, 2, 3]],
                "absoluteBoundingBox": ["x": x, "y": y + 100, "width": 300, "height": 0],
            ] as [String: Any])
        children.append(
            [
                "id": "9:10", "name": "Hidden input", "type": "INSTANCE", "visible": false, "absoluteBoundingBox": box,
            ] as [String: Any])
        design["children"] = children
        let answer = try client.post("/v1/layout", bytes: try Self.body(design))
        #expect(answer.status == 200)
        let skipped = answer.list("mapping", "skipped").first { $0["id"] as? String == "9:10" }
        #expect((skipped?["reason"] as? String)?.contains("hidden") == true)
    }

    /// A design takes the design limit; a plain body keeps the body limit.
    @Test func designsTakeTheLargerLimitAndOtherBodiesKeepTheirs() throws {
        // The 1.2 MB file as exported (pretty-printed): over the 1 MiB of a plain body.
        let design = Self.body("rep-edit-profile")
        #expect(design.count > 1 << 20)
        #expect(try client.post("/v1/layout", bytes: design).status == 200)
        // A plain body over 1 MiB (a long id per element): refused at the plain limit.
        let elements = (0..<9000).map {
            #"{"id":"e\#($0)-\#(String(repeating: "x", count: 100))","frame":{"x":0,"y":\#($0),"width":10,"height":10}}"#
        }
        let plain =
            #"{"screen":{"width":390,"height":844},"keyboard":{"height":300},"#
            + #""container":{"frame":{"x":0,"y":0,"width":390,"height":844}},"elements":["#
            + elements.joined(separator: ",") + "]}"
        #expect(plain.utf8.count > 1 << 20)
        #expect(try client.post("/v1/layout", plain).status == 413)
    }

    @Test func batchCompareAndMatrixAnswersCarryTheMapping() throws {
        let plain =
            #"{"screen":{"width":390,"height":844},"container":{"frame":{"x":0,"y":0,"width":390,"height":844}}}"#
        let batch = try client.post(
            "/v1/layout/batch",
            bytes: Array(#"{"requests":["#.utf8) + Self.body("card-form") + Array(",\(plain)]}".utf8))
        #expect(batch.status == 200)
        #expect(batch.string("results", "0", "mapping", "container", "id") == "281:16068")
        #expect(batch.list("results").count == 2 && batch.list("results").last?["mapping"] == nil)
        let compare = try client.post(
            "/v1/layout/compare",
            bytes: Self.body("card-form", #","focus":"281:16106","policies":["clearance","flutter"]"#))
        #expect(compare.status == 200)
        #expect(compare.string("mapping", "focus", "id") == "281:16106")
        #expect(
            compare.list("results").map { ServedAnswer.walk($0, ["focus", "id"]) as? String } == [
                "281:16106", "281:16106",
            ])
        let matrix = try client.post(
            "/v1/layout/matrix",
            bytes: Array(#"{"request":"#.utf8) + Self.body("card-form", #","focus":"281:16106""#)
                + Array(
                    #","devices":["iphone-se","iphone-16-pro-max"],"orientations":["portrait"],"keyboards":["predictive"],"stretch":{"referenceWidth":390}}"#
                        .utf8))
        #expect(matrix.status == 200)
        #expect(matrix.string("mapping", "screen", "id") == "281:16005")
        #expect(matrix.number("summary", "combinations") == 2)
        #expect(matrix.string("summary", "focus", "id") == "281:16106")
    }

    // MARK: - POST /v1/design/check

    static func check(_ name: String, _ members: String) -> [UInt8] {
        Array("{\(members)\"design\":{\"figma\":".utf8) + figma(name) + Array("}}".utf8)
    }

    /// Every text field of the sign-up, named by the label above it, on two devices that each lay
    /// the 393×852 frame out again.
    @Test func aCheckNamesEveryFieldByItsLabelOnEachDevice() throws {
        let answer = try client.post(
            "/v1/design/check",
            bytes: Self.check("food-delivery-sign-up", #""devices":["iphone-se","iphone-16-pro-max"],"#))
        #expect(answer.status == 200)
        let devices = answer.list("devices")
        #expect(
            devices.map { ServedAnswer.walk($0, ["device", "id"]) as? String } == ["iphone-se", "iphone-16-pro-max"])
        for device in devices {
            var rows: [String: [String: Any]] = [:]
            for row in device["fields"] as? [[String: Any]] ?? [] { rows[row["name"] as? String ?? ""] = row }
            #expect(Set(rows.keys) == ["Full name", "Password", "Email", "Mobile Number", "Date of birth"])
            #expect(rows.values.allSatisfy { $0["labelSource"] as? String == "label" })
            #expect(rows["Mobile Number"]?["keyboardType"] as? String == "phonePad")
            #expect(rows["Mobile Number"]?["id"] as? String == "204:2478")
            #expect(rows["Full name"]?["keyboardType"] as? String == "default")
            for row in rows.values {
                let state = ServedAnswer.walk(row, ["after", "state"]) as? String ?? ""
                #expect(["visible", "clipped", "covered", "partiallyCovered", "offscreen"].contains(state))
                #expect(row["gap"] is NSNumber)
            }
            // The frame (393×852) is laid out again on both devices, and says so.
            let codes = (device["warnings"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
            #expect(codes.contains("designResized"))
        }
        #expect(answer.number("summary", "fields") == 5 && answer.number("summary", "devices") == 2)
        #expect(answer.number("summary", "checks") == 10)
        let failing = answer.list("summary", "failing")
        #expect((answer.value("summary", "clear") as? Bool) == failing.isEmpty)
    }

    /// card-form's fields sit in a scroll view: the gap is negative exactly where the keyboard
    /// still covers a field (or the field is clipped).
    @Test func theGapIsNegativeWhereTheKeyboardCoversAField() throws {
        let answer = try client.post("/v1/design/check", bytes: Self.check("card-form", #""devices":["iphone-se"],"#))
        #expect(answer.status == 200)
        let rows = answer.list("devices", "0", "fields")
        #expect(!rows.isEmpty)
        for row in rows {
            let covered = ((ServedAnswer.walk(row, ["after", "coveredFraction"]) as? NSNumber)?.doubleValue ?? 0) > 0
            let gap = (row["gap"] as? NSNumber)?.doubleValue ?? 0
            let clipped = ServedAnswer.walk(row, ["after", "state"]) as? String == "clipped"
            #expect((gap < 0) == covered || clipped, "\(row["id"] ?? "")")
        }
    }

    @Test func withoutDevicesTheFrameIsCheckedOnItsOwnDevice() throws {
        let answer = try client.post("/v1/design/check", bytes: Self.check("card-form", ""))
        #expect(answer.status == 200)
        #expect(answer.list("devices").map { ServedAnswer.walk($0, ["device", "id"]) as? String } == ["iphone-14"])
        let codes = answer.list("devices", "0", "warnings").compactMap { $0["code"] as? String }
        #expect(!codes.contains("designResized"))
    }

    @Test func aDesignWithoutATextFieldAnswersEmptyRows() throws {
        let answer = try client.post("/v1/design/check", bytes: Self.check("light-theme-06", ""))
        #expect(answer.status == 200)
        #expect(answer.list("devices", "0", "fields").isEmpty)
        #expect((answer.value("devices", "0", "fields") as? [Any])?.isEmpty == true)
        #expect(answer.codes.contains("designNoTextField"))
        #expect(answer.value("summary", "clear") as? Bool == false)
        #expect((answer.value("summary", "failing") as? [Any])?.isEmpty == true)
    }

    @Test func anUnknownDeviceIsA422AtItsIndexWithSuggestions() throws {
        let problem = try client.post(
            "/v1/design/check", bytes: Self.check("card-form", #""devices":["iphone-se","iphone-sE2"],"#))
        #expect(problem.status == 422)
        let error = problem.errors.first { $0.pointer == "/devices/1" }
        #expect(error?.message.contains("did you mean") == true)
    }

    @Test func sharedDeviceSettingsRefuseAnIdAndAKeyboardType() throws {
        let problem = try client.post(
            "/v1/design/check",
            bytes: Self.check(
                "card-form", #""devices":"iphones","device":{"id":"iphone-se","keyboardType":"numberPad"},"#))
        #expect(problem.status == 422)
        #expect(Set(problem.pointers) == ["/device/id", "/device/keyboardType"])
    }

    /// Each device says what its answers say; the top level only what holds everywhere.
    @Test func eachDeviceSaysWhatItsAnswersSayAndTheTopLevelWhatHoldsEverywhere() throws {
        let answer = try client.post(
            "/v1/design/check", bytes: Self.check("card-form", #""devices":["iphone-se","iphone-16-pro-max"],"#))
        #expect(answer.status == 200)
        for device in answer.list("devices") {
            let warnings = device["warnings"] as? [[String: Any]] ?? []
            let codes = warnings.compactMap { $0["code"] as? String }
            // The Save bar (611:1343) stays under the keyboard while each field is typed in: said once.
            #expect(codes.filter { $0 == "pinnedViewCovered" }.count == 1)
            let covered = warnings.first { $0["code"] as? String == "pinnedViewCovered" }?["message"] as? String ?? ""
            #expect(covered.contains("611:1343") && covered.contains("acts on the form"))
            #expect(codes.contains("designResized"))
            var rows: [String: [String: Any]] = [:]
            for row in device["fields"] as? [[String: Any]] ?? [] { rows[row["name"] as? String ?? ""] = row }
            #expect(rows["Номер карты"]?["keyboardType"] as? String == "numberPad")
            #expect(rows["CVV"]?["keyboardType"] as? String == "numberPad")
        }
        // Each device's own designResized names its size, so none holds on both.
        #expect(!answer.codes.contains("designResized"))
    }
}
