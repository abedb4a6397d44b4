import ClearanceContract
import ClearanceWire
import Foundation
import KeyboardAvoidance
import LayoutMatrix
import Testing

/// A design's answer words `pinnedViewCovered` for the view the design draws: pin advice only for
/// a bar that acts on the form (docs/designs.md).
@Suite struct DesignPinnedAdviceTests {
    static func body(_ name: String, _ extra: String = "") throws -> [UInt8] {
        let url = Repository.url("tests/fixtures/figma/paleophonix--figma-flutter-agent--\(name).json")
        return Array(#"{"design":{"figma":"#.utf8) + [UInt8](try Data(contentsOf: url)) + Array("}\(extra)}".utf8)
    }

    static func covered(_ bytes: [UInt8]) throws -> [String] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let warnings = try #require(object["warnings"] as? [[String: Any]])
        return warnings.filter { $0["code"] as? String == "pinnedViewCovered" }.compactMap { $0["message"] as? String }
    }

    static func answer(_ name: String) throws -> [String] {
        let decoded = try LayoutDecoder.decodeLayout(try body(name))
        return try covered(
            AnswerEncoder.encode(LayoutSolver.solve(decoded.request), mapped: decoded.mapped, device: decoded.device))
    }

    @Test func aSaveBarGetsThePinAdvice() throws {
        let messages = try Self.answer("card-form")
        #expect(messages.count == 1)
        let message = try #require(messages.first)
        #expect(message.contains("'BottomNavBar' (611:1343), which acts on the form (it shows 'Сохранить карту')"))
        #expect(message.contains(#"Pin it to the keyboard (pin: "keyboard", keyboardLayoutGuide)"#))
    }

    @Test func aTabBarIsSaidToGoUnderTheKeyboardWithNoPinAdvice() throws {
        for (name, id) in [("light-theme-06", "3212:20180"), ("help-center", "7187:4633")] {
            let messages = try Self.answer(name)
            #expect(messages.count == 1, "\(name)")
            let message = try #require(messages.first)
            #expect(message.contains("(\(id)) while the user types"), "\(name)")
            #expect(message.contains("usual for a tab bar"), "\(name)")
            #expect(!message.contains("keyboardLayoutGuide") && !message.contains("pin:"), "\(name)")
        }
    }

    @Test func thePlainRequestTheDesignMapsToKeepsTheEnginesWording() throws {
        let decoded = try LayoutDecoder.decodeLayout(try Self.body("light-theme-06"))
        let plain = try Self.covered(AnswerEncoder.encode(LayoutSolver.solve(decoded.request), mapped: nil))
        #expect(plain.count == 1 && plain[0].contains("keyboardLayoutGuide"))
    }

    @Test func aComparisonAndAMatrixWordItTheSameWay() throws {
        let compared = try LayoutDecoder.decodeCompare(try Self.body("light-theme-06", #","policies":["clearance"]"#))
        let comparison = AnswerEncoder.encode(
            PolicyComparison.compare(compared.request, policies: compared.policies), mapped: compared.mapped)
        let text = String(decoding: comparison, as: UTF8.self)
        #expect(text.contains("usual for a tab bar") && !text.contains("keyboardLayoutGuide"))
        let body =
            Array(#"{"devices":["iphone-14"],"orientations":["portrait"],"keyboards":["predictive"],"request":"#.utf8)
            + (try Self.body("light-theme-06")) + Array("}".utf8)
        let query = try body.withUnsafeBytes { raw throws(Problem) in try LayoutDecoder.decodeMatrix(raw) }
        var bytes: [UInt8] = []
        AnswerEncoder.encode(matrix: DeviceMatrix.run(query.draft, query.spec), mapped: query.mapped, into: &bytes)
        let matrix = String(decoding: bytes, as: UTF8.self)
        #expect(matrix.contains("usual for a tab bar") && !matrix.contains("keyboardLayoutGuide"))
    }
}
