import ClearanceWire
import DesignMapping
import DeviceCatalog
import KeyboardAvoidance
import LayoutMatrix
import Testing

/// Rule R8 on real Figma screens (docs/designs.md): a frame placed on a device of another size
/// is laid out again by its constraints and auto layout, in a single request and in a matrix.
@Suite struct DesignPlacementTests {
    /// card-form's bottom "Save card" bar: an ABSOLUTE frame with a BOTTOM constraint, 390×102
    /// at y 742 in a 390×844 frame.
    static let saveBar = "611:1343"
    /// card-form's CVV field, inside the vertical scroller `281:16068` (TOP_BOTTOM).
    static let cvv = "281:16106"

    struct Placement: Sendable, CustomTestStringConvertible {
        var device: String
        /// The device's screen, in points.
        var screen: Size
        var testDescription: String { device }
    }

    static let otherDevices: [Placement] = [
        Placement(device: "iphone-se", screen: Size(width: 375, height: 667)),
        Placement(device: "iphone-16-pro-max", screen: Size(width: 440, height: 956)),
    ]

    // MARK: One request

    @Test(arguments: otherDevices)
    func cardFormsSaveBarEndsAtTheBottomOfAnotherDevice(_ placement: Placement) throws {
        let decoded = try FigmaFixtures.decoded("card-form", device: placement.device, focus: Self.cvv)
        #expect(decoded.request.screen == placement.screen)
        let answer = LayoutSolver.solve(decoded.request)
        let bar = try #require(answer.pinned.first { $0.id == Self.saveBar })
        #expect(bar.pin == .bottom)
        #expect(bar.frame.maxY == placement.screen.height)
        #expect(bar.frame.height == 102)
        #expect(bar.frame.width == placement.screen.width)
        #expect(bar.before.state != .offscreen)
        // The scroller keeps its distance to the bar (TOP_BOTTOM): 742 - 690.75 as drawn.
        #expect(decoded.mapped?.layout.containerEntry?.id == "281:16068")
        #expect(answer.containerFrame.maxY <= bar.frame.minY)
        #expect(bar.frame.minY - answer.containerFrame.maxY == 51.25)
        let mapped = try #require(decoded.mapped)
        #expect(mapped.warnings.map(\.code).contains("designResized"))
        let encoded = String(
            decoding: AnswerEncoder.encode(answer, mapped: decoded.mapped), as: UTF8.self)
        #expect(encoded.contains(#""code":"designResized""#))
    }

    @Test func cardFormOnItsOwnDeviceIsUsedAsDrawn() throws {
        let decoded = try FigmaFixtures.decoded("card-form", device: "iphone-14", focus: Self.cvv)
        let answer = LayoutSolver.solve(decoded.request)
        let bar = try #require(answer.pinned.first { $0.id == Self.saveBar })
        #expect(bar.frame == Rect(x: 0.1708984375, y: 742, width: 390, height: 102))
        #expect(bar.pin == .bottom)
        #expect(answer.containerFrame.maxY == 690.75)
        let mapped = try #require(decoded.mapped)
        #expect(!mapped.warnings.map(\.code).contains("designResized"))
        #expect(!mapped.placement.resizes(on: Size(width: 390, height: 844)))
        // The frame was drawn for the iPhone 14, whose home indicator is 34 points high.
        #expect(mapped.placement.own?.candidates.first == "iphone-14")
        #expect(mapped.placement.band == 34)
    }

    @Test func aScrollingPagesBottomBarEndsAtTheWindowsBottom() throws {
        let decoded = try FigmaFixtures.decoded("rep-edit-profile", device: "iphone-se")
        #expect(decoded.request.screen == Size(width: 375, height: 667))
        let answer = LayoutSolver.solve(decoded.request)
        // The pinned view reaching the page's bottom: "Group 5819", the fixed Save bar.
        let bottom = try #require(answer.pinned.max { $0.frame.maxY < $1.frame.maxY })
        #expect(bottom.id == "2310:16385")
        #expect(bottom.pin == .bottom)
        #expect(bottom.frame.maxY == 667)
        #expect(bottom.frame.height == 109)
        // A 375-wide page on a 375-wide window keeps its width and height: it scrolls.
        let placement = try #require(decoded.mapped?.placement)
        #expect(placement.placedSize(on: Size(width: 375, height: 667)) == Size(width: 375, height: 1148))
        #expect(!placement.resizes(on: Size(width: 375, height: 667)))
    }

    @Test(arguments: ["204:2478", "Mobile Number"])
    func aScreenOfTheIPhone15AnswersTheSameStrategyOnASmallerDevice(_ focus: String) throws {
        let own = try FigmaFixtures.decoded("food-delivery-sign-up", device: "iphone-15", focus: focus)
        let small = try FigmaFixtures.decoded("food-delivery-sign-up", device: "iphone-se", focus: focus)
        #expect(own.request.focus == "204:2478")
        #expect(small.request.focus == "204:2478")
        #expect(own.mapped?.warnings.map(\.code).contains("designResized") == false)
        #expect(small.mapped?.warnings.map(\.code).contains("designResized") == true)
        let ownAnswer = LayoutSolver.solve(own.request)
        let smallAnswer = LayoutSolver.solve(small.request)
        #expect(smallAnswer.strategy == ownAnswer.strategy)
        #expect(ownAnswer.strategy == .shiftView)
    }

    // MARK: The matrix

    /// Each cell of `query`'s matrix with its answer; a cell without one fails the test.
    static func solvedCells(_ query: MatrixQuery) -> [(setup: DeviceSetup, answer: LayoutAnswer)] {
        DeviceMatrix.run(query.draft, query.spec).cells.compactMap { cell in
            guard case .solved(let answer) = cell.outcome else {
                Issue.record("\(cell.setup.id) \(cell.setup.keyboard): \(cell.outcome)")
                return nil
            }
            return (cell.setup, answer)
        }
    }

    static let devices = #""devices":["iphone-se","iphone-16-pro-max"],"orientations":["portrait"]"#

    @Test func aMatrixLaysTheDesignOutAgainOnEachDevice() throws {
        let query = try FigmaFixtures.matrix("card-form", focus: Self.cvv, members: Self.devices)
        #expect(query.spec.placeOnDevice != nil)
        #expect(query.mapped?.warnings.map(\.code).contains("designResized") == true)
        let cells = Self.solvedCells(query)
        #expect(Set(cells.map(\.setup.id)) == ["iphone-se", "iphone-16-pro-max"])
        for (setup, answer) in cells {
            let screen = try #require(Self.otherDevices.first { $0.device == setup.id }).screen
            let bar = try #require(answer.pinned.first { $0.id == Self.saveBar })
            #expect(bar.frame.maxY == screen.height, "\(setup.id) \(setup.keyboard)")
            #expect(bar.frame.width == screen.width, "\(setup.id) \(setup.keyboard)")
            #expect(bar.before.state != .offscreen, "\(setup.id) \(setup.keyboard)")
            #expect(answer.containerFrame.maxY <= bar.frame.minY, "\(setup.id) \(setup.keyboard)")
        }
    }

    /// With a reference width the matrix stretches the frame's own layout across instead: it
    /// scales x and widths, never y, so the bar stays at y 742 (past the iPhone SE's 667-point
    /// screen) and R8 is not applied.
    @Test func aStretchedMatrixKeepsTheOldStretchPath() throws {
        let query = try FigmaFixtures.matrix(
            "card-form", focus: Self.cvv, members: Self.devices + #","stretch":{"referenceWidth":390}"#)
        #expect(query.spec.referenceWidth == 390)
        #expect(query.spec.placeOnDevice == nil)
        #expect(query.mapped?.warnings.map(\.code).contains("designResized") == false)
        let cells = Self.solvedCells(query)
        #expect(cells.count == 6)
        for (setup, answer) in cells {
            let screen = try #require(Self.otherDevices.first { $0.device == setup.id }).screen
            let bar = try #require(answer.pinned.first { $0.id == Self.saveBar })
            #expect(bar.frame.minY == 742, "\(setup.id) \(setup.keyboard)")
            #expect(bar.frame.height == 102, "\(setup.id) \(setup.keyboard)")
            #expect(bar.frame.width == screen.width, "\(setup.id) \(setup.keyboard)")
            #expect(answer.containerFrame.height == 690.75, "\(setup.id) \(setup.keyboard)")
            if setup.id == "iphone-se" { #expect(bar.before.state == .offscreen, "\(setup.keyboard)") }
        }
    }
}
