import ClearanceService
import DeviceCatalog
import Foundation
import HTTPServer
import Testing

/// A request's `device` through the service's routes (`/v1/layout`, its batch, matrix and
/// comparison, the design check, the catalog): the answer's `device` member with each figure's
/// provenance, and the pointer and message of each refusal the catalog makes (a figure no source
/// gives, a release the model cannot run, a keyboard it lacks), as a client reads them.
@Suite struct DeviceAnswerTests {
    let client = ServiceClient()

    // MARK: - Figures and their provenance

    /// A figure no source measured and no rule derives is a 422 at the member that asked for it,
    /// naming the device, the figure and why; a request that gives the keyboard or the safe area
    /// itself does not need the figure.
    @Test func aMissingFigureIsA422NamingTheDeviceAndTheFigure() throws {
        // The notch phones' landscape pad with the classic keyboard on iOS 26: no source measured
        // it, and no rule derives it (classicOnIOS26AsBefore has no landscape pad to copy).
        let pad = #""id":"iphone-14","ios":"26","orientation":"landscape","keyboardType":"numberPad""#
        let refused = try client.post("/v1/layout", #"{"device":{\#(pad),"keyboardStyle":"classic"}}"#)
        #expect(refused.status == 422)
        #expect(refused.pointers == ["/device/keyboardType"])
        #expect(
            refused.messages == [
                "The catalog has no figure at /ios/26/keyboardHeight/classic/landscape/numberPad for iphone-14: "
                    + "No source measured the classic keyboard (an app built with an SDK before iOS 26) on iOS 26 on "
                    + "this device."
            ])
        // With an explicit keyboard the missing figure is not needed.
        let given = try client.post(
            "/v1/layout", #"{"device":{\#(pad),"keyboardStyle":"classic"},"keyboard":{"height":300}}"#)
        #expect(given.status == 200)
        // With Liquid Glass the same pad is derived: 208 - 43 (liquidGlassPadIsLettersLessBar) = 165.
        let glass = try client.post("/v1/layout", #"{"device":{\#(pad),"keyboardStyle":"liquidGlass"}}"#)
        #expect(glass.status == 200)
        #expect(glass.number("keyboard", "frame", "height") == 165)
        #expect(glass.string("device", "figures", "2", "rule") == "liquidGlassPadIsLettersLessBar")
        // The emoji keyboard: no source measured it on a 375-point-wide screen.
        let emoji = try client.post("/v1/layout", #"{"device":{"id":"iphone-se","ios":"18","keyboard":"emoji"}}"#)
        #expect(emoji.status == 422 && emoji.pointers == ["/device/keyboard"])
        #expect(
            emoji.messages == [
                "The catalog has no figure at /ios/18/keyboardHeight/classic/portrait/emoji for iphone-se: "
                    + "No source measured the emoji keyboard on this screen."
            ])
        // A safe area no source gives (the iPad 9 on iOS 26), unless the request gives its own.
        let ipad = #""device":{"id":"ipad-9","ios":"26","keyboard":"hardwareBar"}"#
        let insets = try client.post("/v1/layout", "{\(ipad)}")
        #expect(insets.status == 422 && insets.pointers == ["/device/ios"])
        #expect(insets.messages.first?.contains("/ios/26/safeArea/portrait for ipad-9: ") == true)
        #expect(try client.post("/v1/layout", #"{\#(ipad),"window":{"safeArea":{"top":24}}}"#).status == 200)
    }

    @Test func eachAnswerSaysWhereItsFiguresCameFrom() throws {
        // The iPhone 15 in landscape on iOS 26: every figure measured (DS), no warning about them.
        let measured = try client.post(
            "/v1/layout", #"{"device":{"id":"iphone-15","orientation":"landscape","ios":"26"}}"#)
        #expect(measured.status == 200)
        let figures = measured.list("device", "figures")
        #expect(
            figures.map { "\($0["at"] as? String ?? "") \($0["provenance"] as? String ?? "")" } == [
                "/points measured", "/ios/26/safeArea/landscape measured",
                "/ios/26/keyboardHeight/liquidGlass/landscape/withPredictiveBar measured",
            ])
        #expect(measured.number("device", "figures", "2", "value") == 208)
        #expect(!measured.codes.contains("derivedFigure") && !measured.codes.contains("assumedFigure"))

        // The iPad Pro 11-inch: its newest release is iOS 26 (its last), where its safe area and
        // keyboard are derived, and said so.
        let ipad = try client.post("/v1/layout", #"{"device":{"id":"ipad-pro-11"}}"#)
        #expect(ipad.status == 200)
        #expect(ipad.string("device", "ios") == "26" && ipad.string("device", "figureSet") == "26")
        #expect(ipad.string("device", "keyboardStyle") == "liquidGlass")
        #expect(
            ipad.list("device", "figures").map { ServedAnswer.walk($0, ["rule"]) as? String } == [
                nil, "iPadOS26SafeArea", "sameKeyboardClass",
            ])
        #expect(
            ipad.value("device", "figures", "2", "derivedFrom") as? [String] == [
                "ipad-pro-11-m4/ios/26/keyboardHeight/liquidGlass/portrait/withPredictiveBar"
            ])
        #expect(ipad.number("keyboard", "frame", "height") == 340)
        let derived = ipad.warnings("derivedFigure")
        #expect(derived.count == 1)
        #expect(derived.first?.contains("safe area in portrait") == true)
        #expect(derived.first?.contains("iPadOS26SafeArea") == true)
        #expect(!ipad.codes.contains("assumedFigure"))

        // The iPhone 17 Pro's number pad on iOS 26 with Liquid Glass: measured, 308 (FW's
        // published table, FW07, one source: single).
        let pad = try client.post(
            "/v1/layout", #"{"device":{"id":"iphone-17-pro","ios":"26","keyboardType":"numberPad"}}"#)
        #expect(pad.status == 200 && pad.number("keyboard", "frame", "height") == 308)
        #expect(
            ServedAnswer.same(
                pad.value("device", "figures", "2"),
                #"{"at":"/ios/26/keyboardHeight/liquidGlass/portrait/numberPad","value":308,"#
                    + #""provenance":"measured","single":true,"sources":["FW07"]}"#))
        #expect(pad.string("device", "model") == "iPhone 17 Pro" && pad.string("device", "family") == "iphone-16-pro")

        // A pad still derived from its letters keyboard: the iPhone Air's, 345 - 27 = 318
        // (liquidGlassPadIsLettersLessBar: the Liquid Glass bar is 27 pt in portrait).
        let air = try client.post(
            "/v1/layout", #"{"device":{"id":"iphone-air","ios":"26","keyboardType":"numberPad"}}"#)
        #expect(air.status == 200 && air.number("keyboard", "frame", "height") == 318)
        #expect(air.string("device", "figures", "2", "at") == "/ios/26/keyboardHeight/liquidGlass/portrait/numberPad")
        #expect(air.number("device", "figures", "2", "value") == 318)
        #expect(air.string("device", "figures", "2", "provenance") == "derived")
        #expect(air.string("device", "figures", "2", "rule") == "liquidGlassPadIsLettersLessBar")
        #expect(
            air.value("device", "figures", "2", "derivedFrom") as? [String] == [
                "/ios/26/keyboardHeight/liquidGlass/portrait/withPredictiveBar"
            ])
        #expect(air.codes.last == "derivedFigure")

        // The iPhone X on iOS 26: it cannot run it; the answer names the releases it runs and the
        // model with the same figures that runs iOS 26.
        let x = try client.post("/v1/layout", #"{"device":{"id":"iphone-x","ios":"26"}}"#)
        #expect(x.status == 422 && x.pointers == ["/device/ios"])
        #expect(
            x.messages == [
                "iOS 26 does not run on the iPhone X: it runs iOS 11 to 16 (11, 12, 13, 14, 15, 16). Of the models "
                    + "with the same figures, `iphone-11-pro` (iPhone 11 Pro) runs it."
            ])
    }

    /// A batch item and a comparison carry the device figures the single answer carries, and their
    /// warnings.
    @Test func aBatchItemAndAComparisonCarryTheSameDeviceFigures() throws {
        let single = try client.post("/v1/layout", #"{"device":{"id":"ipad-pro-11"}}"#)
        let batch = try client.post("/v1/layout/batch", #"{"requests":[{"device":{"id":"ipad-pro-11"}}]}"#)
        #expect(ServedAnswer.canonical(batch.value("results", "0")) == ServedAnswer.canonical(single.json))
        let compared = try client.post(
            "/v1/layout/compare", #"{"device":{"id":"ipad-pro-11"},"policies":["clearance"]}"#)
        #expect(ServedAnswer.canonical(compared.value("device")) == ServedAnswer.canonical(single.value("device")))
        #expect(compared.codes.contains("derivedFigure"))
        // On the iPhone 14's default release, iOS 27, a batch item carries the assumed figures' warning.
        let fourteen = try client.post("/v1/layout", #"{"device":{"id":"iphone-14"}}"#)
        let items = try client.post("/v1/layout/batch", #"{"requests":[{"device":{"id":"iphone-14"}}]}"#)
        #expect(ServedAnswer.canonical(items.value("results", "0")) == ServedAnswer.canonical(fourteen.json))
        #expect(fourteen.codes.last == "assumedFigure")
    }

    // MARK: - Batch

    static let good = #"{"device":{"id":"iphone-se"}}"#

    @Test func aBatchAnswersInOrderWithAProblemPerItem() throws {
        let landscape = #"{"device":{"id":"ipad-9","orientation":"landscape","ios":"18"}}"#
        let items = [
            Self.good, #"{"device":{"id":"nope"}}"#, landscape,
            #"{"screen":{"width":390,"height":844},"container":{"frame":{"x":0,"y":0,"width":-1,"height":1}}}"#, "7",
        ]
        let doc = try client.post("/v1/layout/batch", #"{"requests":[\#(items.joined(separator: ","))]}"#)
        #expect(doc.status == 200)
        #expect(doc.list("results").count == 5)
        // iphone-se portrait predictive on its newest release, iOS 27 (iOS 26's 260, assumed): 667 - 260 = 407.
        #expect(doc.number("results", "0", "keyboard", "frame", "y") == 407)
        func pointers(_ index: Int) -> [String] {
            (doc.value("results", "\(index)", "problem", "errors") as? [[String: Any]] ?? []).compactMap {
                $0["pointer"] as? String
            }
        }
        #expect(pointers(1) == ["/requests/1/device/id"])
        #expect(doc.number("results", "1", "problem", "status") == 422)
        // ipad-9 landscape on iOS 18: 1080 x 810, keyboard 398: y = 412.
        #expect(
            ServedAnswer.same(
                doc.value("results", "2", "keyboard", "frame"), #"{"x":0,"y":412,"width":1080,"height":398}"#))
        #expect(pointers(3) == ["/requests/3/container/frame/width"])
        #expect(pointers(4) == ["/requests/4"])
        // Each answer is the one the single route gives.
        let single = try client.post("/v1/layout", landscape)
        #expect(ServedAnswer.canonical(doc.value("results", "2")) == ServedAnswer.canonical(single.json))
    }

    @Test func theBatchEnvelopesErrors() throws {
        // A body that is not an object with `requests`: 400 for what is not the envelope's JSON,
        // 422 at the member that breaks it.
        let array = client.response(.post, "/v1/layout/batch", body: Array("[\(Self.good)]".utf8))
        #expect(array.status == 400)
        for (body, pointer) in [
            ("{}", "/requests"), (#"{"requests":{}}"#, "/requests"), (#"{"requests":[],"extra":1}"#, "/extra"),
        ] {
            let refused = try client.post("/v1/layout/batch", body)
            #expect(refused.status == 422 && refused.pointers == [pointer], "\(body)")
        }
        // Broken JSON inside an item breaks the body: 400.
        let broken = client.response(
            .post, "/v1/layout/batch", body: Array(#"{"requests": [{"device": {"id": "iphone-se"}}, {"a": ]}"#.utf8))
        #expect(broken.status == 400)
        let empty = try client.post("/v1/layout/batch", #"{"requests":[]}"#)
        #expect(empty.status == 200 && ServedAnswer.same(empty.json, #"{"results":[]}"#))
    }

    @Test func theBatchLimitIsTheConfiguredOne() throws {
        let two = ServiceClient(ServiceConfiguration(maxBatchItems: 2))
        let refused = try two.post("/v1/layout/batch", "{\"requests\":[\(Self.good),\(Self.good),\(Self.good)]}")
        #expect(refused.status == 422 && refused.pointers == ["/requests"])
        #expect(refused.messages.first?.contains("more than 2") == true)
        let answered = try two.post("/v1/layout/batch", "{\"requests\":[\(Self.good),\(Self.good)]}")
        #expect(answered.status == 200 && answered.list("results").count == 2)
        // By default 1000.
        let items = Array(repeating: Self.good, count: 1000).joined(separator: ",")
        let thousand = try client.post("/v1/layout/batch", "{\"requests\":[\(items)]}")
        #expect(thousand.status == 200 && thousand.list("results").count == 1000)
        let over = try client.post("/v1/layout/batch", "{\"requests\":[\(items),\(Self.good)]}")
        #expect(over.status == 422 && over.messages.first?.contains("more than 1000") == true)
    }

    // MARK: - Matrix

    /// A fixed form filling the window (insets `never`: the viewport is the window), no focus;
    /// "field" spans y 134…178.
    static let form =
        #""container":{"scrollable":false,"insetAdjustment":"never"},"elements":["#
        + #"{"id":"title","frame":{"x":20,"y":20,"width":300,"height":40}},"#
        + #"{"id":"field","frame":{"x":20,"y":134,"width":300,"height":44}}]"#

    @Test func aMatrixTakesKeyboardTypesReleasesAndAnAccessoryBar() throws {
        // The field at y 134…178, on iOS 26 (Liquid Glass) with a 58-point toolbar on the keyboard,
        // in landscape. iphone-16 (393 tall): default 208 + 58 = 266, top 127 < 134: covered; number
        // pad 165 + 58 = 223, top 170: 36/44 visible. iphone-se (375 tall): default 206 + 58 = 264,
        // top 111: covered; pad 162 + 58 = 220, top 155: 21/44 visible.
        let dimensions =
            #""orientations":["landscape"],"keyboards":["predictive"],"keyboardTypes":["default","numberPad"],"ios":["26"]"#
        let request = #""request":{\#(Self.form),"keyboard":{"accessoryHeight":58}}"#
        let doc = try client.post(
            "/v1/layout/matrix", #"{\#(request),"devices":["iphone-se","iphone-16"],\#(dimensions)}"#)
        #expect(doc.status == 200)
        let results = doc.list("results")
        // A release named: the labels end in /ios26.
        #expect(
            results.map { $0["combination"] as? String ?? "" } == [
                "iphone-se/landscape/predictive/ios26", "iphone-se/landscape/predictive/numberPad/ios26",
                "iphone-16/landscape/predictive/ios26", "iphone-16/landscape/predictive/numberPad/ios26",
            ])
        for result in results {
            #expect(result["ios"] as? String == "26" && result["keyboardStyle"] as? String == "liquidGlass")
            #expect(result["provenance"] as? String == "measured")
        }
        #expect(
            results.map { ServedAnswer.walk($0, ["answer", "keyboard", "frame", "y"]) as? Int } == [111, 155, 127, 170])
        #expect(
            results.map {
                ServedAnswer.double(ServedAnswer.walk($0, ["answer", "elements", "1", "after", "visibleFraction"]))
            }
                == [0, 21.0 / 44, 0, 36.0 / 44])

        // A keyboard or release a device lacks is a skipped cell with the reason, not a failure.
        let lacking = try client.post(
            "/v1/layout/matrix",
            #"{\#(request),"devices":["iphone-17-pro"],"orientations":["landscape"],"keyboards":["predictive","emoji"],"#
                + #""keyboardTypes":["numberPad"],"ios":["26","18"]}"#)
        #expect(lacking.status == 200)
        let cells = lacking.list("results")
        // The 17 Pro's landscape pad on iOS 26 is measured, 165 (FW07); no source measured the emoji
        // keyboard in landscape; it runs nothing before iOS 26.
        #expect(cells.first?["provenance"] as? String == "measured")
        #expect(ServedAnswer.walk(cells.first, ["answer", "keyboard", "frame", "height"]) as? Int == 165 + 58)
        #expect(
            cells.dropFirst().map {
                "\($0["skipReason"] as? String ?? "-") \(($0["skipped"] as? String ?? "").split(separator: ":").first ?? "")"
            } == [
                "missingFigure The catalog has no figure at /ios/26/keyboardHeight/liquidGlass/landscape/emoji for iphone-17-pro",
                "notRunning iOS 18 does not run on the iPhone 17 Pro",
                "notRunning iOS 18 does not run on the iPhone 17 Pro",
            ])
        // The emoji keyboard is a keyboard, not a keyboard type.
        let emoji = try client.post(
            "/v1/layout/matrix",
            #"{\#(request),"devices":["iphone-se","iphone-16"],"orientations":["landscape"],"keyboards":["predictive"],"#
                + #""keyboardTypes":["emoji"],"ios":["26"]}"#)
        #expect(emoji.status == 422 && emoji.pointers == ["/keyboardTypes/0"])
    }

    @Test func aMatrixNamesEachMemberItRefuses() throws {
        let everything = try client.post(
            "/v1/layout/matrix",
            #"{"request":{\#(Self.form),"screen":{"width":1,"height":1},"keyboard":{"height":10}},"#
                + #""devices":["iphone-se","pixel-1"],"orientations":[],"keyboards":["predictive","predictive"],"#
                + #""keyboardTypes":["numberPad","url"],"ios":[],"keyboardStyles":["classic","glass"],"#
                + #""stretch":{"referenceWidth":0}}"#)
        #expect(everything.status == 422)
        // An empty `ios` is the default (each device's newest release), not an error.
        #expect(
            everything.pointers.sorted() == [
                "/devices/1", "/keyboardStyles/1", "/keyboardTypes/1", "/keyboards/1", "/orientations",
                "/request/keyboard", "/request/screen", "/stretch/referenceWidth",
            ])
        // Releases: each written as a release, one that existed and is out, named once.
        let releases = try client.post(
            "/v1/layout/matrix", #"{"request":{\#(Self.form)},"ios":["26","26.x","20","28","26"]}"#)
        #expect(releases.status == 422)
        #expect(releases.errors.map(\.pointer) == ["/ios/1", "/ios/2", "/ios/3", "/ios/4"])
        #expect(
            releases.messages == [
                #"must be a release written "27" or "26.2": the major release, then a dot and the minor, nothing else"#,
                "names iOS 20, which never existed: iOS went from 18 to 26 in 2025",
                "names iOS 28, which is not out: the newest release is iOS 27", "is a repeat",
            ])
        let styles = try client.post("/v1/layout/matrix", #"{"request":{\#(Self.form)},"keyboardStyles":[]}"#)
        #expect(styles.status == 422 && styles.pointers == ["/keyboardStyles"])
        let noRequest = try client.post("/v1/layout/matrix", #"{"devices":"all"}"#)
        #expect(noRequest.status == 422 && noRequest.pointers == ["/request"])
        // A reference width below a point would scale frames without bound (5e-324 makes the factor
        // infinite and the answer's numbers NaN): refused; 1 is the smallest accepted.
        for tiny in ["5e-324", "0.5"] {
            let refused = try client.post(
                "/v1/layout/matrix", #"{"request":{\#(Self.form)},"stretch":{"referenceWidth":\#(tiny)}}"#)
            #expect(refused.status == 422 && refused.pointers == ["/stretch/referenceWidth"], "\(tiny)")
        }
        let one = try client.post(
            "/v1/layout/matrix", #"{"request":{\#(Self.form)},"devices":["iphone-se"],"stretch":{"referenceWidth":1}}"#)
        #expect(one.status == 200)
        #expect(!ServedAnswer.canonical(one.value("results", "0", "answer", "elements")).contains("null"))
        let focus = try client.post("/v1/layout/matrix", #"{"request":{\#(Self.form),"focus":"nobody"}}"#)
        #expect(focus.pointers == ["/request/focus"])
        // Elements × combinations may not pass 200,000: 222 combinations ("all": 25 iOS entries
        // and 12 Android phones, × 2 × 3) hold at most 200000 / 222 = 900 elements.
        #expect(DeviceCatalog.devices.count == 37)
        let many = (0..<901).map { #"{"id":"e\#($0)","frame":{"x":0,"y":\#($0),"width":10,"height":1}}"# }
        let tooMany = try client.post(
            "/v1/layout/matrix", #"{"request":{"elements":[\#(many.joined(separator: ","))]}}"#)
        #expect(tooMany.status == 422 && tooMany.pointers == ["/request/elements"])
    }

    // MARK: - Releases, keyboard styles, the emoji keyboard, iOS 27, the iPhone Duo

    @Test func aFigureMissingOnIOS26ButKnownBeforeSaysHowToUseIt() throws {
        // The iPad 9 runs iOS 26, but no source gives its iOS 26 insets (and no rule derives a
        // home-button iPad's); its iOS 18 ones are known, so the 422 says how to ask for them.
        let on26 = try client.post("/v1/layout", #"{"device":{"id":"ipad-9","ios":"26"}}"#)
        #expect(on26.status == 422 && on26.pointers == ["/device/ios"])
        #expect(on26.messages.first?.hasSuffix(#"ask for "ios": "18" to use them."#) == true)
        // Its default release, iOS 27, copies iOS 26's missing insets: the same hint.
        let byDefault = try client.post("/v1/layout", #"{"device":{"id":"ipad-9"}}"#)
        #expect(byDefault.status == 422 && byDefault.pointers == ["/device/ios"])
        #expect(byDefault.messages.first?.contains("/ios/27/safeArea/portrait for ipad-9") == true)
        #expect(byDefault.messages.first?.hasSuffix(#"ask for "ios": "18" to use them."#) == true)
        let on18 = try client.post("/v1/layout", #"{"device":{"id":"ipad-9","ios":"18"}}"#)
        #expect(on18.status == 200 && on18.string("keyboard", "state") == "docked")
        // The emoji keyboard of a 440-point-wide phone is known on no release: no such hint.
        let emoji = try client.post(
            "/v1/layout", #"{"device":{"id":"iphone-16-pro-max","ios":"26","keyboard":"emoji"}}"#)
        #expect(emoji.status == 422 && emoji.pointers == ["/device/keyboard"])
        #expect(emoji.messages.first?.contains("ask for") == false)
    }

    @Test func theEmojiKeyboardIsAKeyboardNotAKeyboardType() throws {
        // keyboard emoji: 384 on an iPhone 16 Pro on iOS 18 (RNKC), whatever the field's type.
        for type in ["default", "numberPad"] {
            let a = try client.post(
                "/v1/layout",
                #"{"device":{"id":"iphone-16-pro","ios":"18","keyboard":"emoji","keyboardType":"\#(type)"}}"#)
            #expect(a.status == 200, "\(type)")
            #expect(
                ServedAnswer.same(a.value("keyboard", "frame"), #"{"x":0,"y":490,"width":402,"height":384}"#), "\(type)"
            )
        }
        // On iOS 26 with Liquid Glass 388, measured on the 16e and derived for 393 and 402 pt
        // (emojiSameFrom390To402); with the classic keyboard 384 (RNKC's 17 Pro on 26.2), measured.
        let glass = try client.post("/v1/layout", #"{"device":{"id":"iphone-16-pro","ios":"26","keyboard":"emoji"}}"#)
        #expect(glass.number("device", "figures", "2", "value") == 388)
        #expect(glass.string("device", "figures", "2", "rule") == "emojiSameFrom390To402")
        #expect(
            glass.value("device", "figures", "2", "derivedFrom") as? [String] == [
                "iphone-14/ios/26/keyboardHeight/liquidGlass/portrait/emoji"
            ])
        let classic = try client.post(
            "/v1/layout", #"{"device":{"id":"iphone-17-pro","ios":"26","keyboardStyle":"classic","keyboard":"emoji"}}"#)
        #expect(classic.number("device", "figures", "2", "value") == 384)
        #expect(classic.string("device", "figures", "2", "provenance") == "measured")
        // keyboardType emoji is a 422 that names keyboard emoji.
        let type = try client.post(
            "/v1/layout", #"{"device":{"id":"iphone-16-pro","ios":"18","keyboardType":"emoji"}}"#)
        #expect(type.status == 422 && type.pointers == ["/device/keyboardType"])
        #expect(type.messages.first?.contains(#""keyboard": "emoji""#) == true)
    }

    @Test func releasesAreCheckedAndNameWhatTheModelRuns() throws {
        func error(_ device: String) throws -> (String, String) {
            let refused = try client.post("/v1/layout", #"{"device":\#(device)}"#)
            #expect(refused.status == 422, "\(device)")
            #expect(refused.errors.count == 1, "\(device)")
            return refused.errors.first.map { ($0.pointer, $0.message) } ?? ("", "")
        }
        let form =
            #"must be a release written "27" or "26.2": the major release, then a dot and the minor, nothing else"#
        #expect(try error(#"{"id":"iphone-16-pro","ios":"26.x"}"#) == ("/device/ios", form))
        #expect(try error(#"{"id":"iphone-16-pro","ios":"iOS 27"}"#) == ("/device/ios", form))
        #expect(
            try error(#"{"id":"iphone-16-pro","ios":"17"}"#) == (
                "/device/ios", "iOS 17 does not run on the iPhone 16 Pro: it runs iOS 18 and later (18, 26, 27)."
            ))
        #expect(
            try error(#"{"id":"iphone-16-pro","ios":"20"}"#) == (
                "/device/ios", "names iOS 20, which never existed: iOS went from 18 to 26 in 2025"
            ))
        #expect(
            try error(#"{"id":"iphone-16-pro","ios":"28"}"#) == (
                "/device/ios", "names iOS 28, which is not out: the newest release is iOS 27"
            ))
        let style = try error(#"{"id":"iphone-16-pro","ios":"18","keyboardStyle":"liquidGlass"}"#)
        #expect(style.0 == "/device/keyboardStyle")
        #expect(style.1.hasPrefix("The Liquid Glass keyboard arrived with iOS 26"))
        // The iPhone Duo shipped with iOS 27.1: "27" does not run on it.
        #expect(
            try error(#"{"id":"iphone-duo-inner","ios":"27"}"#) == (
                "/device/ios",
                "iOS 27 does not run on the iPhone Duo (inner screen, open): it runs iOS 27.1 and later (27.1)."
            ))
        // A patch is read and uses its release's figures: 26.2.1 is 26.2's.
        let patch = try client.post("/v1/layout", #"{"device":{"id":"iphone-16-pro","ios":"26.2.1"}}"#)
        #expect(patch.status == 200 && patch.string("device", "figureSet") == "26")
        #expect(patch.number("keyboard", "frame", "height") == 335)
    }

    @Test func iOS27AndTheIPhoneDuoAnswerWithAssumedKeyboards() throws {
        // iOS 27 on a current phone: iOS 26's figures, assumed (ios27SafeAreaAsIOS26,
        // ios27KeyboardAsIOS26), said in device.figures and the warning assumedFigure.
        let a = try client.post("/v1/layout", #"{"device":{"id":"iphone-16-pro","ios":"27"}}"#)
        #expect(a.status == 200)
        let figures = a.list("device", "figures")
        #expect(figures.count == 3)
        let safe = figures.dropFirst().first ?? [:]
        #expect(safe["at"] as? String == "/ios/27/safeArea/portrait")
        #expect(ServedAnswer.same(safe["value"], #"{"top":62,"left":0,"bottom":34,"right":0}"#))
        #expect(safe["provenance"] as? String == "assumed" && safe["rule"] as? String == "ios27SafeAreaAsIOS26")
        let keyboard = figures.last ?? [:]
        #expect(keyboard["at"] as? String == "/ios/27/keyboardHeight/liquidGlass/portrait/withPredictiveBar")
        #expect(ServedAnswer.double(keyboard["value"]) == 335)
        #expect(keyboard["provenance"] as? String == "assumed" && keyboard["rule"] as? String == "ios27KeyboardAsIOS26")
        let assumed = a.warnings("assumedFigure")
        #expect(assumed.count == 1 && assumed.first?.contains("ios27KeyboardAsIOS26") == true)
        #expect(a.codes.last == "assumedFigure")
        // A figure derived on iOS 26 and assumed on 27: derivedFigure is not said (the answer's
        // figure is assumed), assumedFigure is.
        #expect(!a.codes.contains("derivedFigure"))

        // The iPhone Duo, each screen: its own screen and safe area, measured on Xcode 27.2's
        // simulator (APPD, one source: single), the keyboard assumed to be the widest iPhone's
        // (duoKeyboardAsWidestIPhone: the 16 Pro Max's on iOS 27, 345), on its default release 27.1.
        let duo = [
            ("iphone-duo-outer", 466.0, 678.0, #"{"top":0,"left":0,"bottom":34,"right":84}"#),
            ("iphone-duo-inner", 669.0, 951.0, #"{"top":82,"left":0,"bottom":34,"right":0}"#),
        ]
        for (id, width, height, safeArea) in duo {
            let d = try client.post("/v1/layout", #"{"device":{"id":"\#(id)"}}"#)
            #expect(d.status == 200, "\(id)")
            #expect(d.string("device", "ios") == "27.1" && d.string("device", "figureSet") == "27", "\(id)")
            #expect(d.string("device", "keyboardStyle") == "liquidGlass" && d.string("device", "platform") == "iOS")
            let used = d.list("device", "figures")
            #expect(used.count == 3, "\(id)")
            #expect(ServedAnswer.same(used.first?["value"], #"{"width":\#(Int(width)),"height":\#(Int(height))}"#))
            #expect(used.first?["provenance"] as? String == "measured")
            #expect(used.dropFirst().first?["at"] as? String == "/ios/27/safeArea/portrait")
            #expect(ServedAnswer.same(used.dropFirst().first?["value"], safeArea), "\(id)")
            #expect(used.dropFirst().first?["provenance"] as? String == "measured")
            #expect(used.dropFirst().first?["single"] as? Bool == true)
            let keyboard = used.last ?? [:]
            #expect(keyboard["at"] as? String == "/ios/27/keyboardHeight/liquidGlass/portrait/withPredictiveBar")
            #expect(ServedAnswer.double(keyboard["value"]) == 345)
            #expect(keyboard["provenance"] as? String == "assumed")
            #expect(keyboard["rule"] as? String == "duoKeyboardAsWidestIPhone")
            #expect(
                keyboard["derivedFrom"] as? [String] == [
                    "iphone-16-pro-max/ios/27/keyboardHeight/liquidGlass/portrait/withPredictiveBar"
                ])
            #expect(
                ServedAnswer.same(
                    d.value("keyboard", "frame"),
                    #"{"x":0,"y":\#(Int(height) - 345),"width":\#(Int(width)),"height":345}"#), "\(id)")
            #expect(d.codes.last == "assumedFigure" && !d.codes.contains("derivedFigure"))
            #expect(d.warnings("assumedFigure").count == 1)
            #expect(d.warnings("assumedFigure").first?.contains("duoKeyboardAsWidestIPhone") == true)
            // A matrix that asks for measured figures only leaves it out.
            let m = try client.post(
                "/v1/layout/matrix",
                #"{"request":{\#(Self.form)},"devices":["\#(id)"],"orientations":["portrait"],"#
                    + #""keyboards":["predictive","hidden"],"figures":"measured"}"#)
            #expect(m.status == 200)
            #expect(
                m.list("results").map { "\($0["skipReason"] as? String ?? "-") \($0["provenance"] as? String ?? "-")" }
                    == ["derivedFigure -", "- measured"])
            #expect(m.string("results", "1", "ios") == "27.1")
        }
        // The iPhone 18 Pro has its screen only: a 422 naming the safe area no source gives, unless
        // the request gives its own safe area and keyboard.
        let screenOnly = try client.post("/v1/layout", #"{"device":{"id":"iphone-18-pro"}}"#)
        #expect(screenOnly.status == 422 && screenOnly.pointers == ["/device/ios"])
        #expect(screenOnly.messages.first?.contains("/ios/27/safeArea/portrait for iphone-18-pro: ") == true)
        let own = try client.post(
            "/v1/layout",
            #"{"device":{"id":"iphone-18-pro"},"window":{"safeArea":{"top":62,"bottom":34}},"keyboard":{"height":335}}"#
        )
        #expect(own.status == 200)
        #expect(ServedAnswer.same(own.value("keyboard", "frame"), #"{"x":0,"y":539,"width":402,"height":335}"#))
        #expect(own.list("device", "figures").map { $0["at"] as? String } == ["/points"])
    }

    // MARK: - Android

    @Test func anIOSPolicyOnAnAndroidPhoneIsA422() throws {
        let p = try client.post("/v1/layout", #"{"device":{"id":"pixel-9"},"options":{"policy":"iqKeyboardManager"}}"#)
        #expect(p.status == 422 && p.pointers == ["/options/policy"])
        let message = try #require(p.messages.first)
        #expect(message.hasPrefix("iqKeyboardManager emulates an iOS system, and the Pixel 9 runs Android"))
        #expect(message.contains(#""flutter", "androidAdjustPan", "androidAdjustResize", "compose""#))
    }

    @Test func anAndroidPhoneInAMatrixAComparisonAndADesignCheck() throws {
        // A matrix that names no policy runs an Android phone under androidAdjustResize, as a
        // single request does.
        let m = try client.post(
            "/v1/layout/matrix",
            #"{"request":{\#(Self.form)},"devices":["pixel-9","iphone-se"],"orientations":["portrait"],"keyboards":["predictive"]}"#
        )
        #expect(m.status == 200)
        let results = m.list("results")
        #expect(results.count == 2)
        #expect(results.first?["skipReason"] == nil)
        #expect(ServedAnswer.walk(results.first, ["answer", "policy", "name"]) as? String == "androidAdjustResize")
        #expect(results.first?["ios"] is NSNull && results.first?["keyboardStyle"] as? String == "gboard")
        #expect(results.last?["ios"] as? String == "27" && results.last?["keyboardStyle"] as? String == "liquidGlass")
        // A matrix naming an iOS policy skips the phone, saying why.
        let ios = try client.post(
            "/v1/layout/matrix",
            #"{"request":{\#(Self.form),"options":{"policy":"swiftUI"}},"devices":["pixel-9"],"#
                + #""orientations":["portrait"],"keyboards":["predictive"]}"#)
        #expect(ios.status == 200 && ios.string("results", "0", "skipReason") == "notRunning")
        #expect(ios.string("results", "0", "skipped")?.contains("swiftUI emulates an iOS system") == true)
        // A comparison on an Android phone runs the four Android policies by default, with no
        // warning about a policy the body never named; an iOS one named is a 422 at its index.
        let elements =
            #""elements":[{"id":"title","frame":{"x":20,"y":20,"width":300,"height":40}},{"id":"field","frame":{"x":20,"y":134,"width":300,"height":44}}]"#
        let body = #""device":{"id":"pixel-9"},\#(elements),"focus":"field""#
        let c = try client.post("/v1/layout/compare", "{\(body)}")
        #expect(c.status == 200)
        #expect(
            c.list("results").map { ServedAnswer.walk($0, ["policy", "name"]) as? String } == [
                "flutter", "androidAdjustPan", "androidAdjustResize", "compose",
            ])
        #expect(!c.codes.contains("policyOptionIgnored"))
        let named = try client.post("/v1/layout/compare", #"{\#(body),"policies":["compose","swiftUI"]}"#)
        #expect(named.status == 422 && named.pointers == ["/policies/1"])
    }

    @Test func aDesignCheckSaysTheReleaseAndStyleEachDeviceWasCheckedOn() throws {
        let figma = AnswerSchemaConformanceTests.bytes(
            AnswerSchemaConformanceTests.root.appendingPathComponent(
                "tests/fixtures/figma/paleophonix--figma-flutter-agent--card-form.json"))
        let body =
            Array(#"{"devices":["iphone-se","iphone-8-plus","pixel-9"],"design":{"figma":"#.utf8) + figma
            + Array("}}".utf8)
        let a = try client.post("/v1/design/check", bytes: body)
        #expect(a.status == 200)
        #expect(
            a.list("devices").map {
                [
                    ServedAnswer.walk($0, ["device", "id"]), ServedAnswer.walk($0, ["device", "ios"]),
                    ServedAnswer.walk($0, ["device", "keyboardStyle"]),
                ]
                .map { $0 as? String ?? "-" }
            } == [
                ["iphone-se", "27", "liquidGlass"], ["iphone-8-plus", "16", "classic"], ["pixel-9", "-", "gboard"],
            ])
    }

    // MARK: - The catalog's routes

    @Test func oneDeviceIsTheSameObjectAsInTheList() throws {
        let catalog = try client.get("/v1/devices")
        let devices = catalog.list("devices")
        #expect(devices.count == DeviceCatalog.devices.count)
        for device in devices {
            let id = try #require(device["id"] as? String)
            let one = try client.get("/v1/devices/\(id)")
            #expect(one.status == 200)
            #expect(ServedAnswer.canonical(one.json) == ServedAnswer.canonical(device), "\(id)")
        }
    }

    @Test func anAliasAnswersItsFamilyUnderItsOwnName() throws {
        let family = try client.get("/v1/devices/iphone-16-pro")
        let alias = try client.get("/v1/devices/iphone-17-pro")
        #expect(alias.status == 200)
        #expect(alias.string("id") == "iphone-17-pro" && alias.string("name") == "iPhone 17 Pro")
        #expect(alias.string("family") == "iphone-16-pro")
        // Its own model and releases (iOS 26 on): it supports nothing before iOS 26.
        #expect(alias.string("model") == "iPhone 17 Pro")
        #expect(ServedAnswer.same(alias.value("runs"), #"{"first":"26","last":null}"#))
        #expect(alias.value("releases") as? [String] == ["26", "27"] && alias.string("defaultRelease") == "27")
        #expect(family.value("releases") as? [String] == ["18", "26", "27"] && family.string("defaultRelease") == "27")
        let empty = #"{"keyboards":[],"keyboardTypes":[]}"#
        #expect(
            ServedAnswer.same(
                alias.value("ios", "18", "supports"), #"{"classic":{"portrait":\#(empty),"landscape":\#(empty)}}"#))
        #expect(
            family.value("ios", "18", "supports", "classic", "portrait", "keyboards") as? [String] == [
                "predictive", "noPredictive", "emoji", "hardwareBar", "hidden",
            ])
        #expect(ServedAnswer.canonical(alias.value("ios", "26")) == ServedAnswer.canonical(family.value("ios", "26")))
        #expect(ServedAnswer.canonical(alias.value("ios", "27")) == ServedAnswer.canonical(family.value("ios", "27")))
        let own: Set = ["id", "name", "model", "runs", "releases", "defaultRelease", "ios"]
        #expect(
            ServedAnswer.canonical(alias.json.filter { !own.contains($0.key) })
                == ServedAnswer.canonical(family.json.filter { !own.contains($0.key) }))
    }

    @Test func anUnknownDeviceIsA404NamingTheClosestIds() throws {
        let problem = try client.get("/v1/devices/iphone-17pro")
        #expect(problem.status == 404 && problem.contentType == "application/problem+json")
        #expect(problem.string("type") == "urn:clearance:problem:not-found")
        #expect(problem.string("detail")?.contains("'iphone-17pro'") == true)
        #expect(problem.string("detail")?.contains("did you mean `iphone-17-pro` (iPhone 17 Pro)") == true)
    }
}
