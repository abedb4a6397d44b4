import Testing

@testable import DesignMapping

/// A label's words and its one-line text are read scalar by scalar when every character of the
/// text stands alone (`Mapper.standsAlone`); they must be what reading by characters gives.
struct TextByScalarsTests {
    /// Every scalar the fast paths take.
    static let alone: [Unicode.Scalar] = (0x20...0x52F).compactMap(Unicode.Scalar.init).filter(Mapper.standsAlone)

    @Test func eachScalarHasItsCharactersProperties() {
        for scalar in Self.alone {
            let c = Character(scalar)
            let p = scalar.properties
            #expect(c.isLetter == p.isAlphabetic && c.isNumber == (p.numericType != nil), "\(scalar.value)")
            #expect(c.isUppercase == p.isUppercase && c.isLowercase == p.isLowercase, "\(scalar.value)")
        }
    }

    /// Texts built around each scalar: alone, between letters of both cases, between spaces,
    /// doubled, and at the ends.
    static func texts(with scalar: Unicode.Scalar) -> [String] {
        let c = String(scalar)
        return [c, "a\(c)", "\(c)b", "Ab\(c)Cd", "x \(c) Y", "\(c)\(c)", " \(c)", "\(c) ", "Жк\(c)Лм", "1\(c)2"]
    }

    @Test func theRangesHoldNoSpaceButTheSpaceAndNoJoiningMark() {
        #expect(Self.alone.count > 500)
        for scalar in Self.alone {
            #expect(scalar == " " || !scalar.properties.isWhitespace, "\(scalar.value)")
            #expect(!scalar.properties.isGraphemeExtend, "\(scalar.value)")
            #expect(String(scalar).count == 1)
        }
        #expect(!Mapper.standsAlone("\u{A0}"))
        #expect(!Mapper.standsAlone("\u{301}"))
        #expect(!Mapper.standsAlone("\u{483}"))
        // A lowercase letter with no capital, which a character counts as uppercase.
        #expect(!Mapper.standsAlone("\u{138}"))
        #expect(Character("\u{138}").isUppercase && !Unicode.Scalar(0x138)!.properties.isUppercase)
    }

    @Test func wordsByScalarsAreWordsByCharacters() {
        for scalar in Self.alone {
            for text in Self.texts(with: scalar) {
                #expect(Mapper.unicodeWords(text) == Mapper.characterWords(text), "\(scalar.value): \(text)")
            }
        }
        #expect(Mapper.unicodeWords("НомерКарты") == ["номер", "карты"])
        // A combining mark takes the slow path, and it joins its letter.
        #expect(Mapper.unicodeWords("Cafe\u{301} Bar") == ["cafe\u{301}", "bar"])
    }

    @Test func aSingleSpacedLineIsShownAsIs() {
        for scalar in Self.alone {
            for text in Self.texts(with: scalar) {
                #expect(Mapper.shown(text) == Mapper.shownByCharacters(text), "\(scalar.value): \(text)")
            }
        }
        let long = String(repeating: "Редактирование профиля ", count: 4) + "конец"
        #expect(Mapper.shown(long) == Mapper.shownByCharacters(long))
        #expect(Mapper.shown(long)?.count == 60)
        for text in ["  два  пробела ", "строка\nдругая", "a\u{A0}b", "\u{301}x y", "é x", ""] {
            #expect(Mapper.shown(text) == Mapper.shownByCharacters(text), "\(text)")
        }
    }
}

/// A field's keyboard is read from the words of its label, placeholder and name.
struct KeyboardWordsTests {
    static let field = DesignNode(id: "1:1", name: "Input", type: "FRAME", box: nil)

    @Test func aTextWithTwoWordsOfOneRuleSaysTheRulesFirst() {
        // `phone` comes before `mobile` in the phone pad's words, whatever the text's order.
        for label in ["Mobile phone", "Phone (mobile)", "MobilePhone"] {
            let (type, why) = Mapper.keyboardType(Self.field, label: label, placeholder: nil)
            #expect(type == .phonePad)
            #expect(why == "its label '\(label)' says phone")
        }
        let (type, why) = Mapper.keyboardType(Self.field, label: "Номер телефона", placeholder: nil)
        #expect(type == .phonePad && why.hasSuffix("says телефона"))
    }

    @Test func aTextWithNoRuleWordFallsThroughToTheNext() {
        let (type, why) = Mapper.keyboardType(Self.field, label: "Your name", placeholder: "PIN code")
        #expect(type == .numberPad)
        #expect(why == "its placeholder 'PIN code' says code")
        #expect(Mapper.keyboardType(Self.field, label: "Name", placeholder: nil).0 == .default)
    }
}
