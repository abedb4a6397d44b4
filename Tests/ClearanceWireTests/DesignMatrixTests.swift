import ClearanceContract
import ClearanceWire
import DeviceCatalog
import Foundation
import KeyboardAvoidance
import LayoutMatrix
import Testing

/// `/v1/layout/matrix` with a design (docs/designs.md, "Many devices"): the devices of the design's
/// own class by default, a sticky header's occlusion not counted as covered, and `device` refused once.
@Suite struct DesignMatrixTests {
    static func figma(_ name: String) throws -> [UInt8] {
        [UInt8](
            try Data(
                contentsOf: Repository.url("tests/fixtures/figma/paleophonix--figma-flutter-agent--\(name).json")))
    }

    /// `{<members>"request":{"design":{"figma":<fixture>}<request>}}`.
    static func body(_ name: String, members: String = "", request: String = "") throws -> [UInt8] {
        Array(#"{\#(members)"request":{"design":{"figma":"#.utf8) + (try figma(name)) + Array("}\(request)}}".utf8)
    }

    static func query(_ body: [UInt8]) throws -> MatrixQuery {
        try body.withUnsafeBytes { raw throws(Problem) in try LayoutDecoder.decodeMatrix(raw) }
    }

    @Test func aPhoneFrameRunsOnEveryIPhoneInPortrait() throws {
        let spec = try Self.query(try Self.body("android-gmail-inbox")).spec
        let iPhones = DeviceCatalog.devices.filter { $0.kind == .iPhone }.map(\.id)
        #expect(spec.devices.map(\.id) == iPhones)
        #expect(spec.orientations == [.portrait])
        #expect(spec.combinations == iPhones.count * 3)
        #expect(spec.combinations < 126)
    }

    @Test func theBodysOwnDevicesAndOrientationsWin() throws {
        let all = try Self.query(try Self.body("android-gmail-inbox", members: #""devices":"all","#)).spec
        #expect(all.devices.count == DeviceCatalog.devices.count && all.orientations == Orientation.allCases)
        let landscape = try Self.query(try Self.body("card-form", members: #""orientations":["landscape"],"#)).spec
        #expect(landscape.devices.allSatisfy { $0.kind == .iPhone } && landscape.orientations == [.landscape])
    }

    @Test func anIPadFrameRunsOnEveryIPadInBothOrientations() throws {
        // The card form redrawn at the size of an iPad Pro 11-inch (834×1194).
        var frame = try #require(
            try JSONSerialization.jsonObject(with: Data(try Self.figma("card-form"))) as? [String: Any])
        var box = try #require(frame["absoluteBoundingBox"] as? [String: Any])
        box["width"] = 834
        box["height"] = 1194
        frame["absoluteBoundingBox"] = box
        let figma = [UInt8](try JSONSerialization.data(withJSONObject: frame))
        let body = Array(#"{"request":{"design":{"figma":"#.utf8) + figma + Array("}}}".utf8)
        let spec = try Self.query(body).spec
        #expect(spec.devices.map(\.id) == DeviceCatalog.devices.filter { $0.kind == .iPad }.map(\.id))
        #expect(spec.orientations == Orientation.allCases)
    }

    @Test func aDeviceInTheRequestIsReportedOnce() throws {
        let body = try Self.body("card-form", request: #","device":{"id":"iphone-15"}"#)
        let outcome = body.withUnsafeBytes { raw in Result { () throws(Problem) in try LayoutDecoder.decodeMatrix(raw) }
        }
        guard case .failure(let problem) = outcome else {
            Issue.record("a matrix request with a device was accepted")
            return
        }
        #expect(problem.errors.map(\.pointer) == ["/request/device"])
    }

    @Test func fieldsScrolledUnderTheCardFormsStickyHeaderAreNotCovered() throws {
        // card-form, focus on the last field (CVV): the form scrolls up and its first rows go
        // under the sticky header "Margin" (281:16070, pin none).
        let query = try Self.query(try Self.body("card-form", request: #","focus":"281:16106""#))
        let result = DeviceMatrix.run(query.draft, query.spec)
        let header = try #require(query.draft.pinned.firstIndex { $0.id == "281:16070" })
        #expect(query.draft.pinned[header].pin == Pin.none)
        var underHeader: Set<String> = []
        for cell in result.cells {
            guard case .solved(let answer) = cell.outcome else { continue }
            for element in answer.elements
            where element.after.coveredBy.pinned == [header] && !element.after.coveredBy.keyboard {
                underHeader.insert(element.id)
            }
        }
        // The engine's verdicts do show the header over them...
        #expect(underHeader.isSuperset(of: ["281:16081", "281:16085"]))
        // ...and the summary counts them scrolled out of view, not covered.
        for summary in result.summary.elements where underHeader.contains(summary.id) {
            #expect(summary.counts.covered == 0, "\(summary.id)")
            #expect(summary.covered.isEmpty && summary.partiallyCovered.isEmpty, "\(summary.id)")
            #expect(summary.counts.scrolledOutOfView > 0, "\(summary.id)")
        }
    }
}
