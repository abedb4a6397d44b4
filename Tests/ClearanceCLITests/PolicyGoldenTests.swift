import Foundation
import Testing

/// policy-formulas §7: every number of the worked-examples table, through `clearance solve` (one
/// policy in `options.policy`) and `clearance compare` (the same selectors in `policies`).
///
/// Shared scenario: screen 390×844, window safe area top 47 bottom 34, keyboard height 336
/// (K = 0,508,390,336), container (0,0,390,844) scrollable, content 390×900, offset (0,0) given,
/// b = 0, automatic; the focus is a textField at (20,600,350,44) (A) or (20,100,350,44) (B).
@Suite struct PolicyGoldenTests {
    /// One row: a variant of the scenario, a policy selector, and what the answer must hold.
    struct Case: CustomTestStringConvertible, Sendable {
        var label: String
        var policy: String
        var focusY = 600.0
        var caret: String?
        var scrollable = true
        var keyboard = #"{"height":336}"#
        /// contentOffset.y, contentInset.bottom, scrollIndicatorInsets.bottom, adjusted bottom.
        var offset: Double?
        var inset: (Double, Double)?
        var adjusted: Double?
        var hide: Double?
        var hideInsetBottom: Double?
        var gap: Double?
        var shift: Double?
        var frameHeight: Double?
        var focusState: String?
        var warning: String?
        var testDescription: String { label }
    }

    static let iosCaret = #"{"x":0,"y":11,"width":2,"height":22}"#

    static let cases: [Case] = [
        // clearance A: inset 336 + 20 − 34 = 322, indicator 302, A.bottom 356; L = 844 − 356 = 488,
        // o' = 644 − 488 = 156; hide: clamp(156, −47, 900 + 34 − 844 = 90) = 90; gap 508 − (644 − 156) = 20.
        Case(
            label: "clearance A", policy: #""clearance""#, offset: 156, inset: (322, 302), adjusted: 356, hide: 90,
            gap: 20),
        Case(label: "clearance B", policy: #""clearance""#, focusY: 100, offset: 0),
        // IQ 8 A: kbH' = 336 + 10 + 34 = 380, m = min(600 − 47, 644 − 464 + 34) = 214 = o';
        // ci 380 − 34 = 346, ii 380 − 10 − 34 − 34 = 302; hide min(214, 900 − 844) = 56; gap 508 − 430 = 78.
        Case(
            label: "IQ 8 A", policy: #""iqKeyboardManager""#, offset: 214, inset: (346, 302), adjusted: 380, hide: 56,
            gap: 78),
        Case(
            label: "IQ 8 A restoreContentOffset", policy: #"{"name":"iqKeyboardManager","restoreContentOffset":true}"#,
            offset: 214, hide: 0),
        // Not scrollable: step 5 skipped, m = 214 moves the root view: min(214, Kn.height 336).
        Case(label: "IQ 8 A not scrollable", policy: #""iqKeyboardManager""#, scrollable: false, offset: 0, shift: 214),
        Case(
            label: "IQ 8 B", policy: #""iqKeyboardManager""#, focusY: 100, offset: 0, inset: (346, 302)),
        // Toolbar K = (0,464,390,380): kbH' = 380 + 44 = 424, m = min(553, 644 − 420 + 34) = 258;
        // ci 424 − 34 = 390, ii 424 − 44 − 34 = 346; gap 464 − (644 − 258) = 78.
        Case(
            label: "IQ 8 toolbar", policy: #""iqKeyboardManager""#,
            keyboard: #"{"frame":{"x":0,"y":464,"width":390,"height":380}}"#, offset: 258, inset: (390, 346), gap: 78),
        // IQ 6 A: kbH' = 346, top = max(47, 34) + 5 = 52, m = min(548, 644 − 498 + 34) = 180;
        // ci 346 − 34 = 312, ii 346 − 10 − 34 = 302; hide 56; gap 508 − 464 = 44.
        Case(
            label: "IQ 6 A", policy: #"{"name":"iqKeyboardManager","version":"6"}"#, offset: 180, inset: (312, 302),
            hide: 56, gap: 44),
        Case(
            label: "IQ 6 A not scrollable", policy: #"{"name":"iqKeyboardManager","version":"6"}"#, scrollable: false,
            shift: 180),
        Case(
            label: "IQ 6 B", policy: #"{"name":"iqKeyboardManager","version":"6"}"#, focusY: 100, offset: 0,
            inset: (312, 302)),
        // TP A: ci.bottom 336, V = 844 − 336 = 508, pad (508 − 44)/2 = 232, o' = 600 − 232 − 47 = 321;
        // A.bottom 336 + 34 = 370; the offset stays on hide, past 90: warning; gap 508 − 323 = 185.
        Case(
            label: "TP A", policy: #""tpKeyboardAvoiding""#, offset: 321, inset: (336, 336), adjusted: 370, hide: 321,
            gap: 185, warning: "offsetOutOfRangeAfterHide"),
        // TP B: min(100 − 232 − 47, 345) = −179, max(−179, −47) = −47.
        Case(label: "TP B", policy: #""tpKeyboardAvoiding""#, focusY: 100, offset: -47),
        // uikitGuide A: F.y 600 ≥ 844 − 336, so scroll: A.bottom 370, 644 > 0 + 844 − 370 → o' = 170;
        // hide: insets 0 (A = sa, oMax 90), offset 170 stays: warning; gap 508 − 474 = 34.
        Case(
            label: "uikitGuide A", policy: #""uikitGuide""#, offset: 170, inset: (336, 336), adjusted: 370, hide: 170,
            hideInsetBottom: 0, gap: 34, warning: "offsetOutOfRangeAfterHide"),
        Case(label: "uikitGuide B", policy: #""uikitGuide""#, focusY: 100, offset: 0),
        // swiftUI A: sa'.bottom = max(34, 336), A.bottom 336, L = 508, o' = 644 − 508 = 136;
        // hide: clamp(136, −47, 90) = 90; gap 0.
        Case(
            label: "swiftUI A", policy: #""swiftUI""#, offset: 136, inset: (0, 0), adjusted: 336, hide: 90, gap: 0),
        Case(label: "swiftUI B", policy: #""swiftUI""#, focusY: 100, offset: 0),
        // Not scrollable: Δ = 336 − 34 = 302; center Δ/2 = 151, bottom 302, top 0.
        Case(label: "swiftUI center", policy: #""swiftUI""#, scrollable: false, shift: 151),
        Case(
            label: "swiftUI bottom", policy: #"{"name":"swiftUI","contentAlignment":"bottom"}"#, scrollable: false,
            shift: 302),
        Case(
            label: "swiftUI top", policy: #"{"name":"swiftUI","contentAlignment":"top"}"#, scrollable: false, shift: 0),
        // reactNative padding/height: bottom = ceil(0 + 844 − 508) = 336, frame 508; the focus at
        // 600…644 is below it: offscreen; gap 508 − 644 = −136.
        Case(
            label: "RN padding A", policy: #""reactNative""#, offset: 0, inset: (0, 0), hide: 0, gap: -136,
            frameHeight: 508, focusState: "offscreen"),
        Case(
            label: "RN height A", policy: #"{"name":"reactNative","behavior":"height"}"#, offset: 0, gap: -136,
            frameHeight: 508, focusState: "offscreen"),
        Case(label: "RN padding B", policy: #""reactNative""#, focusY: 100, focusState: "visible"),
        // position: shift 336, gap 508 − (644 − 336) = 200; B at 100 − 336 = −236: offscreen.
        Case(
            label: "RN position A", policy: #"{"name":"reactNative","behavior":"position"}"#, offset: 0, hide: 0,
            gap: 200, shift: 336),
        Case(
            label: "RN position B", policy: #"{"name":"reactNative","behavior":"position"}"#, focusY: 100,
            focusState: "offscreen"),
        // reactNativeScrollView A: inset max(844 − 508, 0) = 336; Δ = 644 − 508 = 136; never-adjusted
        // hide range oMax 900 − 844 = 56, the offset stays at 136: warning.
        Case(
            label: "RNSV A", policy: #""reactNativeScrollView""#, offset: 136, inset: (336, 336), hide: 136, gap: 0,
            warning: "offsetOutOfRangeAfterHide"),
        // Caret (0,12,2,20) + 15: 612…647, Δ = 139; gap 508 − (644 − 139) = 3.
        Case(
            label: "RNSV caret", policy: #""reactNativeScrollView""#, caret: #"{"x":0,"y":12,"width":2,"height":20}"#,
            offset: 139, gap: 3),
        Case(label: "RNSV B", policy: #""reactNativeScrollView""#, focusY: 100, offset: 0),
        // keyboardController A: ci.bottom 0 + 336; p = 644, 508 − 644 ≤ 0: o' = 336 − 200 = 136;
        // hide: g = 136 + 844 − 900 > 0 → R(56) = 56.
        Case(
            label: "KC A", policy: #""keyboardController""#, offset: 136, inset: (336, 336), hide: 56, gap: 0),
        // Caret maxY 33: p = 633, o' = 336 − 211 = 125; gap 508 − 519 = −11.
        Case(label: "KC caret", policy: #""keyboardController""#, caret: iosCaret, offset: 125, gap: -11),
        Case(label: "KC B", policy: #""keyboardController""#, focusY: 100, offset: 0),
        // flutter, iOS caret: r = 611…633, L = 20, handle max(30.5, 48)/2 − 10 = 14, bs = 20;
        // t 591, u 653; in h' = 844 − 336 = 508: lo = 145 → o' 145; hide clamp(145, 0, 56) = 56; gap 9.
        Case(
            label: "flutter caret", policy: #""flutter""#, caret: iosCaret, offset: 145, inset: (0, 0), hide: 56,
            gap: 9,
            frameHeight: 508),
        // No caret: r = F, handle 0: u = 664 → 156. Material: handle 39, u = 633 + 39 = 672 → 164.
        Case(label: "flutter no caret", policy: #""flutter""#, offset: 156),
        Case(
            label: "flutter material", policy: #"{"name":"flutter","handles":"material"}"#, caret: iosCaret,
            offset: 164),
        // No resize: e = 844 both times, 0 lies in [−191, 591]: no scroll, the field stays covered.
        Case(
            label: "flutter no resize", policy: #"{"name":"flutter","resizeToAvoidBottomInset":false}"#,
            caret: iosCaret, offset: 0, focusState: "covered"),
        Case(label: "flutter B", policy: #""flutter""#, focusY: 100, offset: 0),
        // adjustPan A: ime 336 > 34, vb 336; r.maxY 644 > 844 − 336 → shift 136; gap 0.
        Case(
            label: "adjustPan A", policy: #""androidAdjustPan""#, offset: 0, inset: (0, 0), hide: 0, gap: 0,
            shift: 136),
        Case(label: "adjustPan B", policy: #""androidAdjustPan""#, focusY: 100, shift: 0),
        // adjustResize A: Δsv(F, 0, 508, 0) = min(644 − 508, 900 − 508) = 136; hide clamp(136, 0, 56) = 56.
        Case(
            label: "adjustResize A", policy: #""androidAdjustResize""#, offset: 136, inset: (0, 0), hide: 56, gap: 0,
            frameHeight: 508),
        // fadingEdge 8: the band ends at 508 − 8 = 500: 644 − 500 = 144.
        Case(label: "adjustResize fading", policy: #"{"name":"androidAdjustResize","fadingEdge":8}"#, offset: 144),
        Case(label: "adjustResize B", policy: #""androidAdjustResize""#, focusY: 100, offset: 0),
        // compose A: D(600, 44, 844) = 0, D(600, 44, 508) = 644 − 508 = 136; hide 56.
        Case(
            label: "compose A", policy: #""compose""#, offset: 136, inset: (0, 0), hide: 56, gap: 0, frameHeight: 508),
        Case(label: "compose B", policy: #""compose""#, focusY: 100, offset: 0),
    ]

    static func body(_ c: Case, policyMember: String) -> String {
        let caret = c.caret.map { #","caret":\#($0)"# } ?? ""
        return #"""
            {"screen":{"width":390,"height":844},"window":{"safeArea":{"top":47,"bottom":34}},
             "keyboard":\#(c.keyboard),
             "container":{"frame":{"x":0,"y":0,"width":390,"height":844},"scrollable":\#(c.scrollable),
               "contentSize":{"width":390,"height":900},"contentOffset":{"x":0,"y":0}},
             "elements":[{"id":"field","frame":{"x":20,"y":\#(c.focusY),"width":350,"height":44}\#(caret)}],
             "focus":"field",\#(policyMember)}
            """#
    }

    /// Checks `answer` (a layout answer) against the case.
    static func check(_ c: Case, _ answer: [String: Any], via: String) {
        func num(_ path: String...) -> Double? {
            var current: Any? = answer
            for key in path {
                if let i = Int(key), let a = current as? [Any] {
                    current = i < a.count ? a[i] : nil
                } else {
                    current = (current as? [String: Any])?[key]
                }
            }
            return (current as? NSNumber)?.doubleValue
        }
        let label = "\(c.label) via \(via)"
        if let o = c.offset { #expect(num("contentOffset", "y") == o, "\(label)") }
        if let (ci, ii) = c.inset {
            #expect(num("contentInset", "bottom") == ci, "\(label)")
            #expect(num("scrollIndicatorInsets", "bottom") == ii, "\(label)")
        }
        if let a = c.adjusted { #expect(num("adjustedContentInset", "bottom") == a, "\(label)") }
        if let h = c.hide { #expect(num("afterHide", "contentOffset", "y") == h, "\(label)") }
        if let h = c.hideInsetBottom {
            #expect(num("afterHide", "contentInset", "bottom") == h, "\(label)")
            #expect(num("afterHide", "scrollIndicatorInsets", "bottom") == h, "\(label)")
        }
        if let s = c.shift { #expect(num("viewShift") == s, "\(label)") }
        if let h = c.frameHeight { #expect(num("containerFrame", "height") == h, "\(label)") }
        if let g = c.gap, let ky = num("keyboard", "frame", "y"), let cy = num("containerFrame", "y"),
            let oy = num("contentOffset", "y")
        {
            #expect(ky - (c.focusY + 44 + cy - oy) == g, "\(label)")
        }
        if let state = c.focusState {
            let elements = answer["elements"] as? [[String: Any]]
            let after = elements?.first?["after"] as? [String: Any]
            #expect(after?["state"] as? String == state, "\(label)")
        }
        if let code = c.warning {
            let codes = (answer["warnings"] as? [[String: Any]])?.compactMap { $0["code"] as? String } ?? []
            #expect(codes.contains(code), "\(label): \(codes)")
        }
    }

    @Test(arguments: cases) func solve(_ c: Case) throws {
        let body = Self.body(c, policyMember: #""options":{"policy":\#(c.policy)}"#)
        let outcome = try CLI.run(["solve", "-"], stdin: Data(body.utf8))
        #expect(outcome.status == 0, "\(outcome.stderrText)")
        let answer = try outcome.json(outcome.stdout)
        Self.check(c, answer, via: "solve")
        let policy = answer["policy"] as? [String: Any]
        #expect(policy?["name"] as? String != nil)
    }

    /// The same rows through compare: rows sharing a scenario run in one compare call, each
    /// result checked against its row, its gap field against the row's gap.
    @Test func compare() throws {
        var groups: [String: [Case]] = [:]
        for c in Self.cases {
            groups[Self.body(c, policyMember: #""x":0"#), default: []].append(c)
        }
        for (_, rows) in groups {
            let list = rows.map(\.policy).joined(separator: ",")
            let body = Self.body(rows[0], policyMember: #""policies":[\#(list)]"#)
            let outcome = try CLI.run(["compare", "-"], stdin: Data(body.utf8))
            #expect(outcome.status == 0, "\(outcome.stderrText)")
            let json = try outcome.json(outcome.stdout)
            let results = json["results"] as? [[String: Any]] ?? []
            #expect(results.count == rows.count)
            for (row, result) in zip(rows, results) {
                guard let answer = result["answer"] as? [String: Any] else {
                    Issue.record("\(row.label): no answer")
                    continue
                }
                Self.check(row, answer, via: "compare")
                if let gap = row.gap {
                    let focus = result["focus"] as? [String: Any]
                    #expect((focus?["gap"] as? NSNumber)?.doubleValue == gap, "\(row.label)")
                }
                #expect(
                    (result["scrollDelta"] as? NSNumber)?.doubleValue
                        == (answer["scrollDelta"] as? NSNumber)?.doubleValue)
            }
        }
    }

    @Test func compareTableHasALinePerPolicy() throws {
        let body = Self.body(Self.cases[0], policyMember: #""x":0"#).replacingOccurrences(of: #","x":0"#, with: "")
        let outcome = try CLI.run(["compare", "--table", "-"], stdin: Data(body.utf8))
        #expect(outcome.status == 0, "\(outcome.stderrText)")
        let lines = outcome.stdoutText.split(separator: "\n")
        #expect(lines.count == 13)
        #expect(lines[2].hasPrefix("iqKeyboardManager"))
        #expect(lines[2].contains(" 214 "))
    }

    @Test func compareSVGAndProblems() throws {
        let body = Self.body(Self.cases[0], policyMember: #""policies":["flutter","compose"]"#)
        let svg = try CLI.run(["compare", "--svg", "-"], stdin: Data(body.utf8))
        #expect(svg.status == 0, "\(svg.stderrText)")
        #expect(svg.stdoutText.hasPrefix("<svg"))
        #expect(svg.stdoutText.contains(#"data-policy="compose""#))
        let bad = Self.body(Self.cases[0], policyMember: #""policies":[{"name":"flutter","fadingEdge":1}]"#)
        let problem = try CLI.run(["compare", "-"], stdin: Data(bad.utf8))
        #expect(problem.status == 2)
        #expect(problem.stdout.isEmpty)
        let json = try problem.json(problem.stderr)
        let errors = json["errors"] as? [[String: Any]]
        #expect(errors?.first?["pointer"] as? String == "/policies/0/fadingEdge")
        let both = try CLI.run(["compare", "--svg", "--table", "-"], stdin: Data(body.utf8))
        #expect(both.status == 1)
    }
}
