import ClearanceService
import ClearanceTestSupport
import Foundation
import HTTPServer
import Testing

/// The commands a user runs instead of the service (`clearance solve`, `matrix`, `devices`,
/// `design check`) answer what the service answers to the same request, and read their device
/// flags as the wire reads the request's members.
@Suite struct DeviceCommandTests {
    /// The service in process, asked through its router: the status and the answer's bytes.
    static func served(_ method: HTTPMethod, _ path: String, _ body: [UInt8] = [], accept: String? = nil) -> (
        status: Int, body: Data
    ) {
        let service = ClearanceService()
        let request = Request(
            method: method, path: path, headers: HTTPHeaders(accept.map { [("Accept", $0)] } ?? []), body: body)
        guard case .found(let route) = service.router.match(method, path: path) else { return (404, Data()) }
        let response = route.handler(request)
        return (response.status, Data(response.body.bytes))
    }

    static func served(_ path: String, _ body: String) -> (status: Int, body: Data) {
        served(.post, path, Array(body.utf8))
    }

    /// `data` as JSON text with its keys sorted: two documents are the same JSON when these agree.
    static func canonical(_ data: Data) -> String {
        guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]),
            let sorted = try? JSONSerialization.data(
                withJSONObject: object, options: [.sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes])
        else { return "not JSON: " + String(decoding: data, as: UTF8.self) }
        return String(decoding: sorted, as: UTF8.self)
    }

    static func object(_ data: Data) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func walk(_ object: Any?, _ path: String...) -> Any? { jsonValue(object, at: path) }

    /// Whether `value` is the JSON value `json` (text), whatever the order of its members.
    static func same(_ value: Any?, _ json: String) throws -> Bool {
        guard let value else { return false }
        return canonical(try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed]))
            == canonical(Data(json.utf8))
    }

    static func run(_ arguments: String..., stdin: String = "") throws -> CLI.Outcome {
        try CLI.run(arguments, stdin: Data(stdin.utf8))
    }

    // MARK: - clearance solve

    /// `clearance solve` prints the bytes the service answers (with a final newline), for each
    /// shared fixture.
    @Test(arguments: ["example-1.json", "example-2.json", "example-3.json"])
    func solvePrintsTheServicesAnswer(fixture: String) throws {
        let url = CLI.fixtures.appendingPathComponent(fixture)
        let solved = try CLI.run(["solve", url.path])
        #expect(solved.status == 0, "\(solved.stderrText)")
        let served = Self.served(.post, "/v1/layout", [UInt8](try Data(contentsOf: url)))
        #expect(served.status == 200)
        #expect(solved.stdout == served.body + Data("\n".utf8))
    }

    /// `clearance solve --svg` draws the picture the service draws for `Accept: image/svg+xml`; an
    /// invalid request is still a problem on standard error, not a picture.
    @Test func solveSVGDrawsTheServicesPicture() throws {
        let body = try String(contentsOf: CLI.fixtures.appendingPathComponent("example-1.json"), encoding: .utf8)
        let solved = try Self.run("solve", "--svg", "-", stdin: body)
        #expect(solved.status == 0, "\(solved.stderrText)")
        let served = Self.served(.post, "/v1/layout", Array(body.utf8), accept: "image/svg+xml")
        #expect(served.status == 200 && !served.body.isEmpty)
        #expect(solved.stdout == served.body)
        var request = try Self.object(Data(body.utf8))
        request["focus"] = "nobody"
        let failed = try CLI.run(["solve", "--svg"], stdin: try JSONSerialization.data(withJSONObject: request))
        #expect(failed.status == 2 && failed.stdout.isEmpty)
        #expect(Self.walk(try Self.object(failed.stderr), "errors", "0", "pointer") as? String == "/focus")
    }

    @Test func solveDeviceFlagsFillAndOverrideTheRequest() throws {
        let x = #"{"device":{"id":"iphone-x","orientation":"portrait","ios":"16"}}"#
        let bar = try Self.run("solve", "--orientation", "landscape", "--keyboard=hardwareBar", stdin: x)
        #expect(bar.status == 0, "\(bar.stderrText)")
        // iphone-x landscape 812 x 375: the bar {0, 375 - 55, 812, 55}.
        #expect(
            try Self.same(
                Self.walk(try Self.object(bar.stdout), "keyboard", "frame"), #"{"x":0,"y":320,"width":812,"height":55}"#
            ))
        let fifteen = try Self.run("solve", "--device", "iphone-15", stdin: "{}")
        #expect(fifteen.status == 0)
        #expect(
            Self.canonical(fifteen.stdout)
                == Self.canonical(Self.served("/v1/layout", #"{"device":{"id":"iphone-15"}}"#).body))
        let noDevice = try Self.run("solve", "--keyboard", "hidden", stdin: "{}")
        #expect(noDevice.status == 2)
        #expect(Self.walk(try Self.object(noDevice.stderr), "errors", "0", "pointer") as? String == "/device/id")
        let unknown = try Self.run("solve", "--device", "nope", stdin: "{}")
        #expect(unknown.status == 2)
        #expect(
            (Self.walk(try Self.object(unknown.stderr), "errors", "0", "message") as? String)?.contains("did you mean")
                == true)
        // The flags for the type, the version and the accessory view: iphone-16 on iOS 18 with a
        // 44-point toolbar: 336 + 44 = 380, top 852 - 380 = 472.
        let typed = try Self.run(
            "solve", "--device", "iphone-16", "--ios", "18", "--accessory-height=44", "--keyboard-type", "default",
            stdin: "{}")
        #expect(typed.status == 0, "\(typed.stderrText)")
        #expect(
            try Self.same(
                Self.walk(try Self.object(typed.stdout), "keyboard", "frame"),
                #"{"x":0,"y":472,"width":393,"height":380}"#))
        // The release and the style: the iPhone 17 Pro on iOS 26.2 with the classic keyboard without
        // its bar, 291 (RNKC, built with Xcode 16.4): 874 - 291 = 583.
        let classic = try Self.run(
            "solve", "--device", "iphone-17-pro", "--ios", "26.2", "--keyboard-style", "classic", "--keyboard",
            "noPredictive", stdin: "{}")
        #expect(classic.status == 0, "\(classic.stderrText)")
        let answer = try Self.object(classic.stdout)
        #expect(try Self.same(Self.walk(answer, "keyboard", "frame"), #"{"x":0,"y":583,"width":402,"height":291}"#))
        #expect(Self.walk(answer, "device", "ios") as? String == "26.2")
        #expect(Self.walk(answer, "device", "keyboardStyle") as? String == "classic")
        // A flag's value outside its set is a usage error (exit 1) that lists the set.
        for (arguments, listed) in [
            (["--keyboard-type", "url"], "numberPad"),
            (["--device", "iphone-16", "--ios", "26.x"], "--ios must be an iOS release written 27 or 26.2"),
            (["--keyboard-style", "glass"], "liquidGlass, classic, gboard"),
            (["--orientation", "sideways"], "portrait, landscape"),
        ] {
            let refused = try CLI.run(["solve"] + arguments, stdin: Data("{}".utf8))
            #expect(refused.status == 1 && refused.stderrText.contains(listed), "\(arguments)")
        }
        // --accessory-height takes the wire's range: a height past the screen is the same 422 at the
        // same pointer as the request's member, and only a number the wire refuses is a flag error.
        let tall = try Self.run("solve", "--device", "iphone-15", "--accessory-height=20000", stdin: "{}")
        #expect(tall.status == 2)
        let member = Self.served("/v1/layout", #"{"device":{"id":"iphone-15","accessoryHeight":20000}}"#)
        #expect(member.status == 422)
        #expect(Self.canonical(tall.stderr) == Self.canonical(member.body))
        for bad in ["2e9", "-1", "tall"] {
            let refused = try Self.run("solve", "--device", "iphone-15", "--accessory-height=\(bad)", stdin: "{}")
            #expect(refused.status == 1 && refused.stderrText.contains("from 0 to 1e9"), "\(bad)")
        }
    }

    // MARK: - clearance matrix

    /// A fixed form filling the window, no focus; "field" spans y 134…178.
    static let form =
        #"{"request":{"container":{"scrollable":false,"insetAdjustment":"never"},"elements":["#
        + #"{"id":"title","frame":{"x":20,"y":20,"width":300,"height":40}},"#
        + #"{"id":"field","frame":{"x":20,"y":134,"width":300,"height":44}}]}}"#

    @Test func matrixPrintsTheServicesAnswerAndReadsItsFlags() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("matrix-\(UUID().uuidString).json")
        try Data(Self.form.utf8).write(to: path)
        defer { try? FileManager.default.removeItem(at: path) }
        let whole = try CLI.run(["matrix", path.path])
        #expect(whole.status == 0, "\(whole.stderrText)")
        #expect(Self.canonical(whole.stdout) == Self.canonical(Self.served("/v1/layout/matrix", Self.form).body))

        let flagged = try Self.run(
            "matrix", "-", "--devices", "iphone-se,iphone-14", "--orientations=landscape", "--keyboards", "predictive",
            "--ios", "18", "--keyboard-types", "default", stdin: Self.form)
        #expect(flagged.status == 0, "\(flagged.stderrText)")
        let doc = try Self.object(flagged.stdout)
        #expect(
            (doc["results"] as? [[String: Any]])?.map { $0["combination"] as? String } == [
                "iphone-se/landscape/predictive/ios18", "iphone-14/landscape/predictive/ios18",
            ])
        // In landscape on iOS 18 the SE's keyboard top (375 - 200 = 175) cuts into the field.
        #expect(
            Self.walk(doc, "summary", "elements", "1", "partiallyCovered") as? [String] == [
                "iphone-se/landscape/predictive/ios18"
            ])
        // --keyboard-styles names the styles: labels end in the style.
        let styled = try Self.run(
            "matrix", "-", "--devices", "iphone-17-pro", "--orientations=portrait", "--keyboards", "predictive",
            "--ios", "26.2", "--keyboard-styles", "liquidGlass,classic", stdin: Self.form)
        #expect(styled.status == 0, "\(styled.stderrText)")
        let cells = try Self.object(styled.stdout)["results"] as? [[String: Any]] ?? []
        #expect(
            cells.map {
                "\($0["combination"] as? String ?? "") \(Self.walk($0, "answer", "keyboard", "frame", "height") as? Int ?? 0)"
            }
                == [
                    "iphone-17-pro/portrait/predictive/ios26.2/liquidGlass 335",
                    "iphone-17-pro/portrait/predictive/ios26.2/classic 336",
                ])
        for (arguments, said) in [
            (["--devices", "pixel-1"], "did you mean `pixel-8` (Pixel 8)"),
            (["--ios", "26.x"], "majors 11, 12, 13, 14, 15, 16, 17, 18, 26, 27"),
            (["--keyboard-styles", "glass"], "liquidGlass, classic, gboard"),
        ] {
            let refused = try CLI.run(["matrix"] + arguments, stdin: Data("{}".utf8))
            #expect(refused.status == 1 && refused.stderrText.contains(said), "\(arguments)")
        }
        let invalid = try Self.run("matrix", stdin: #"{"request": {"screen": {"width": 1, "height": 1}}}"#)
        #expect(invalid.status == 2)
        #expect(Self.walk(try Self.object(invalid.stderr), "errors", "0", "pointer") as? String == "/request/screen")
    }

    // MARK: - clearance devices

    @Test func devicesJSONIsTheServicesDocument() throws {
        let all = try Self.run("devices", "--json")
        #expect(all.status == 0, "\(all.stderrText)")
        #expect(Self.canonical(all.stdout) == Self.canonical(Self.served(.get, "/v1/devices").body))
        let x = try Self.run("devices", "iphone-x", "--json")
        #expect(x.status == 0)
        #expect(
            try Self.same(
                Self.walk(try Self.object(x.stdout), "ios", "18", "safeArea", "landscape"),
                #"{"top":0,"left":44,"bottom":21,"right":44}"#))
        let pixel = try Self.run("devices", "pixel-9", "--json")
        #expect(pixel.status == 0)
        #expect(Self.canonical(pixel.stdout) == Self.canonical(Self.served(.get, "/v1/devices/pixel-9").body))
        #expect(
            try Self.same(
                Self.walk(try Self.object(pixel.stdout), "android", "safeArea", "portrait"),
                #"{"top":54,"left":0,"bottom":24,"right":0}"#))
        let unknown = try Self.run("devices", "nope")
        #expect(unknown.status == 1 && unknown.stdout.isEmpty)
        #expect(unknown.stderrText.contains("The catalog has no device 'nope'; did you mean"))
    }

    /// A table row's cells: the text between runs of two or more spaces.
    static func cells(_ row: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var spaces = 0
        for character in row {
            if character == " " {
                spaces += 1
                continue
            }
            if spaces >= 2 && !current.isEmpty {
                cells.append(current)
                current = ""
            } else if spaces == 1 {
                current += " "
            }
            spaces = 0
            current.append(character)
        }
        if !current.isEmpty { cells.append(current) }
        return cells
    }

    @Test func devicesPrintsATableOfNamesSizesAndKeyboards() throws {
        let table = try Self.run("devices")
        #expect(table.status == 0, "\(table.stderrText)")
        let lines = table.stdoutText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            lines.first?.split(separator: " ").map(String.init) == [
                "ID", "PLATFORM", "MODELS", "POINTS", "SCALE", "RELEASES", "STYLES", "KEYBOARDS", "(newest", "release)",
            ])
        // A row per catalog entry, iOS then Android, in the catalog's order.
        let catalog = try Self.object(Self.served(.get, "/v1/devices").body)
        let ids = (catalog["devices"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(ids.count > 30)
        let rowLines = Array(lines.dropFirst().prefix(ids.count))
        #expect(rowLines.map { String($0.split(separator: " ").first ?? "") } == ids)
        var rows: [String: String] = [:]
        for line in rowLines { rows[String(line.split(separator: " ").first ?? "")] = line }
        func row(_ id: String) -> [String] { Self.cells(rows[id] ?? "") }
        #expect(rows["iphone-15"]?.contains("iPhone 14 Pro, 15, 15 Pro, 16") == true)
        #expect(rows["iphone-15"]?.contains("393x852") == true)
        // The releases any of the row's models runs; its styles; the keyboards on its newest release
        // (iOS 27 for a current phone: every height assumed, ~; the emoji keyboard portrait only, on
        // the 390-402-pt phones).
        #expect(
            Array(row("iphone-15").dropFirst().prefix(1)) + row("iphone-15").suffix(3) == [
                "iOS", "16,17,18,26,27", "classic,liquidGlass",
                "default~, numberPad~, phonePad~, decimalPad~, emoji~(P)",
            ])
        #expect(
            Array(row("iphone-air").suffix(3)) == [
                "26,27", "liquidGlass,classic", "default~, numberPad~, phonePad~, decimalPad~",
            ])
        // A retired model's newest release is its last major: the 8 Plus's iOS 16, the classic
        // keyboard only, its pads derived in portrait (padIsLettersWithoutBar).
        #expect(
            Array(row("iphone-8-plus").suffix(3)) == [
                "11,12,13,14,15,16", "classic", "default, numberPad*(P), phonePad*(P), decimalPad*(P)",
            ])
        // The iPad Pro 11" stopped at iOS 26, where its keyboard is derived.
        #expect(
            Array(row("ipad-pro-11").suffix(3)) == ["12,13,14,15,16,17,18,26", "classic,liquidGlass", "default*"])
        // The Duo runs 27.1 on; the 18 Pro has no keyboard at all.
        #expect(
            Array(row("iphone-duo-inner").suffix(3)) == [
                "27.1", "liquidGlass,classic", "default~, numberPad~, phonePad~, decimalPad~",
            ])
        #expect(Array(row("iphone-18-pro").suffix(3)) == ["27", "liquidGlass,classic", "-"])
        // Android: no iOS release, Gboard.
        #expect(row("pixel-9").dropFirst().first == "android")
        #expect(Array(row("pixel-9").suffix(3)) == ["-", "gboard", "default"])
        #expect(Array(row("pixel-9-pro").suffix(3)) == ["-", "gboard", "-"])
        #expect(lines.contains("  iphone-17-pro (iPhone 17 Pro, 26-) -> iphone-16-pro"))
        #expect(lines.contains("  iphone-xs (iPhone XS, 12-18) -> iphone-x"))
        let one = try Self.run("devices", "iphone-16")
        #expect(one.status == 0)
        #expect(one.stdoutText.split(separator: "\n").dropFirst().first?.hasPrefix("iphone-16 ") == true)
    }

    // MARK: - clearance design check

    @Test func designCheckPrintsTheServicesAnswer() throws {
        let figma = try Data(
            contentsOf: CLI.fixtures.deletingLastPathComponent().appendingPathComponent(
                "figma/paleophonix--figma-flutter-agent--food-delivery-sign-up.json"))
        let body = Data(#"{"devices":["iphone-se"],"design":{"figma":"#.utf8) + figma + Data("}}".utf8)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID().uuidString).json")
        try body.write(to: path)
        defer { try? FileManager.default.removeItem(at: path) }
        let checked = try CLI.run(["design", "check", path.path])
        #expect(checked.status == 0, "\(checked.stderrText)")
        let served = Self.served(.post, "/v1/design/check", [UInt8](body))
        #expect(served.status == 200)
        #expect(Self.canonical(checked.stdout) == Self.canonical(served.body))
    }
}
