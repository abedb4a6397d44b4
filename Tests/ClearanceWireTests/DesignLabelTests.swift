import ClearanceWire
import DesignMapping
import Foundation
import KeyboardAvoidance
import Testing

/// Field labels on real Figma screens (docs/designs.md): each text input's label, and `focus`
/// naming a field by its label or by the name of its label or placeholder layer.
@Suite struct DesignLabelTests {
    /// food-delivery-sign-up's fields: flat RECTANGLEs with a TEXT label above each.
    static let signUpFields: [(id: String, label: String)] = [
        ("204:2468", "Date of birth"), ("204:2471", "Full name"), ("204:2472", "Password"), ("204:2475", "Email"),
        ("204:2478", "Mobile Number"),
    ]

    /// rep-edit-profile draws each field as a "label & input" component holding its label above
    /// the input: the label is that inner text, not the text above the component.
    @Test func aFieldDrawnWithItsLabelInsideIsLabelledByIt() throws {
        let layout = try #require(try FigmaFixtures.decoded("rep-edit-profile").mapped?.layout)
        let labels = layout.elementEntries.compactMap(\.label)
        #expect(
            labels == [
                "Name", "Last name", "Countries in which the broker operates", "Cities in which the broker works",
                "Languages", "Broker's website", "Type of property", "Description about yourself",
            ])
        #expect(layout.elementEntries.filter { $0.label != nil }.allSatisfy { $0.labelSource == .label })
    }

    /// A search bar under a status bar drawn as plain text (Gmail's clock, "2:29") and one under a
    /// row of category chips (help-center's General, Account, Services) are named by their
    /// placeholders: neither the clock nor a chip is a label.
    @Test(arguments: [
        ("android-gmail-inbox", "1:93", "Search in mail"), ("help-center", "7045:2516", "Search"),
    ])
    func aSearchBarIsNamedByItsPlaceholderNotByTheClockOrAChip(_ screen: String, _ id: String, _ label: String)
        throws
    {
        let layout = try #require(try FigmaFixtures.decoded(screen).mapped?.layout)
        let entry = try #require((layout.elementEntries + layout.pinnedEntries).first { $0.id == id })
        #expect(entry.label == label)
        #expect(entry.labelSource == .placeholder)
    }

    @Test func eachFieldOfTheSignUpIsLabelledByTheTextAboveIt() throws {
        let decoded = try FigmaFixtures.decoded("food-delivery-sign-up")
        let layout = try #require(decoded.mapped?.layout)
        let fields = (layout.elementEntries + layout.pinnedEntries).filter { $0.kind == .textField }
        #expect(fields.count == 5)
        #expect(fields.map(\.id) == Self.signUpFields.map(\.id))
        #expect(fields.map(\.label) == Self.signUpFields.map(\.label))
        #expect(fields.allSatisfy { $0.labelSource == .label })
        // Only text inputs have a label.
        #expect(layout.elementEntries.filter { $0.label != nil }.count == 5)
        // The answer's mapping carries them.
        let answer = AnswerEncoder.encode(LayoutSolver.solve(decoded.request), mapped: decoded.mapped)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(answer)) as? [String: Any])
        let mapping = try #require(object["mapping"] as? [String: Any])
        let elements = try #require(mapping["elements"] as? [[String: Any]])
        let labelled = elements.filter { $0["label"] != nil }
        #expect(labelled.map { $0["id"] as? String } == Self.signUpFields.map(\.id))
        #expect(labelled.map { $0["label"] as? String } == Self.signUpFields.map(\.label))
        #expect(labelled.allSatisfy { $0["labelSource"] as? String == "label" })
    }

    struct Focus: Sendable, CustomTestStringConvertible {
        /// The request's `focus`.
        var named: String
        /// The id the request focuses.
        var focuses: String
        var testDescription: String { "\"\(named)\"" }
    }

    static let focuses: [Focus] = [
        // By its label, ignoring case and runs of spaces.
        Focus(named: "Mobile Number", focuses: "204:2478"),
        Focus(named: "mobile number", focuses: "204:2478"),
        Focus(named: "  MOBILE   number ", focuses: "204:2478"),
        Focus(named: "date of birth", focuses: "204:2468"),
        // An id wins: the TEXT label layer itself, a mapped view, stays the focus.
        Focus(named: "204:2477", focuses: "204:2477"),
        Focus(named: "204:2478", focuses: "204:2478"),
        // The exact name of the placeholder layer inside the field focuses the field.
        Focus(named: "+ 123 456 789", focuses: "204:2478"),
        Focus(named: "DD / MM /YYY", focuses: "204:2468"),
    ]

    @Test(arguments: focuses)
    func focusNamesAFieldOfTheSignUp(_ focus: Focus) throws {
        let decoded = try FigmaFixtures.decoded("food-delivery-sign-up", focus: focus.named)
        #expect(decoded.request.focus == focus.focuses)
        #expect(decoded.mapped?.layout.focus == focus.focuses)
        let answer = LayoutSolver.solve(decoded.request)
        #expect(answer.target?.id == focus.focuses)
    }

    /// A focus may name a layer, or a layer inside a view the mapping judges whole: feedback's
    /// text area `281:7418` is an instance, and its inner field `I281:7418;252:7267` is inside
    /// it, so naming either makes the instance the focus; the inner one says why.
    @Test(arguments: ["Text Area", "I281:7418;252:7267"])
    func aFocusInsideAViewJudgedWholeFocusesTheView(_ named: String) throws {
        let decoded = try FigmaFixtures.decoded("feedback", focus: named)
        #expect(decoded.request.focus == "281:7418")
        let layout = try #require(decoded.mapped?.layout)
        #expect(layout.focus == "281:7418")
        if named.hasPrefix("I281:7418;") {
            #expect(layout.focusWhy?.contains("lies inside") == true, "\(layout.focusWhy ?? "no reason")")
        }
    }

    @Test func focusByLabelIsExplained() throws {
        let layout = try #require(
            try FigmaFixtures.decoded("food-delivery-sign-up", focus: "Mobile Number").mapped?.layout)
        #expect(layout.focusWhy == "the text field labelled 'Mobile Number'")
        let byID = try #require(try FigmaFixtures.decoded("food-delivery-sign-up", focus: "204:2477").mapped?.layout)
        #expect(byID.focusWhy == "the request's focus")
    }

    /// card-form's CVV field `281:16106` is labelled by the TEXT `281:16105` "CVV" above it, a
    /// mapped view of the same name: the label names the field before any layer's name does.
    @Test func cardFormsCVVFocusesTheFieldNotItsLabelLayer() throws {
        let decoded = try FigmaFixtures.decoded("card-form", focus: "CVV")
        #expect(decoded.request.focus == "281:16106")
        let layout = try #require(decoded.mapped?.layout)
        let field = try #require(layout.elementEntries.first { $0.id == "281:16106" })
        #expect(field.kind == .textField)
        #expect(field.label == "CVV" && field.labelSource == .label)
        #expect(layout.elementEntries.first { $0.id == "281:16105" }?.kind == .view)
    }

    /// bank-credit-card-3 draws no CVV field: its two fields are the card number and the OTP, whose
    /// label is drawn inside its component, above the input.
    @Test func cvvOnTheBankScreenIsRefusedWithItsTwoFields() throws {
        let p = try #require(try FigmaFixtures.problem("bank-credit-card-3", focus: "CVV"))
        #expect(p.status == 422)
        #expect(p.errors.map(\.pointer) == ["/focus"])
        #expect(
            p.errors.first?.message.hasSuffix(
                "its text fields: '4411 0000 1234' (389:4985), 'Get OTP to verify transaction' (389:5002)") == true)
    }

    @Test func anUnknownFocusIsRefusedWithTheFieldsFound() throws {
        let p = try #require(try FigmaFixtures.problem("food-delivery-sign-up", focus: "Phone"))
        #expect(p.status == 422)
        #expect(p.errors.map(\.pointer) == ["/focus"])
        let message = try #require(p.errors.first?.message)
        #expect(message.contains(#"no id, field label or layer name is "Phone""#))
        #expect(
            message.hasSuffix(
                "its text fields: 'Date of birth' (204:2468), 'Full name' (204:2471), 'Password' (204:2472), "
                    + "'Email' (204:2475), 'Mobile Number' (204:2478)"))
    }

    struct Ambiguous: Sendable, CustomTestStringConvertible {
        var screen: String
        var named: String
        /// The message at `/focus`.
        var message: String
        var testDescription: String { "\(screen) \"\(named)\"" }
    }

    static let ambiguous: [Ambiguous] = [
        // One placeholder text in two fields: both fields are listed, by their labels.
        Ambiguous(
            screen: "food-delivery-sign-up", named: "example@example.com",
            message: "names 2 text fields ('Full name' (204:2471), 'Email' (204:2475)); name one by its id"),
        // Five fields and a checkbox all named "Input".
        Ambiguous(
            screen: "card-form", named: "Input",
            message: "names 6 layers (281:16085 (FRAME), 281:16090 (FRAME), 281:16095 (FRAME), 281:16101 (FRAME), "
                + "281:16106 (FRAME), 281:16111 (RECTANGLE)); name one by its id"),
    ]

    @Test(arguments: ambiguous)
    func aNameOfSeveralFieldsOrLayersIsRefusedWithThem(_ ambiguous: Ambiguous) throws {
        let p = try #require(try FigmaFixtures.problem(ambiguous.screen, focus: ambiguous.named))
        #expect(p.status == 422)
        #expect(p.errors.map(\.pointer) == ["/focus"])
        #expect(p.errors.first?.message == ambiguous.message)
    }
}
