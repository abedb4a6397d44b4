import ClearanceContract
import ClearanceJSON
import KeyboardAvoidance

// The element fast path (docs/codec.md): an element written plainly, `{"id": "...", "frame":
// {...}}` with an optional caret, read in one pass with its id left as a token. It gives what
// `readElement` gives for the same bytes, recording nothing, or consumes nothing;
// `FastPathEquivalenceTests` and the fuzzer hold it to that.

extension RequestDecoder {
    /// An element read by ``plainElement()``, with its id's ``fingerprint(_:)``.
    struct PlainElement {
        var element: Element
        var fingerprint: UInt64
    }

    /// What ``scanPlainElement(_:_:into:)`` reads: plain values only (the id as a token), so
    /// that filling it copies no string; the element is made where it is stored.
    struct PlainElementParts {
        var id: StringToken
        var frame: Rect
        var caret: Rect?
    }

    /// The element at the position when it is written plainly (see ``scanPlainElement(_:_:into:)``),
    /// with the id's ``fingerprint(_:)``; `nil`, consuming nothing, otherwise.
    mutating func plainElement() -> PlainElement? {
        var plain = PlainElementParts(id: StringToken(start: 0, end: 0, hasEscapes: false), frame: .zero, caret: nil)
        guard scanPlainElement(ElementMember.names, RectMember.names, into: &plain) else { return nil }
        return PlainElement(
            element: Element(id: reader.string(plain.id), frame: plain.frame, caret: plain.caret),
            fingerprint: fingerprint(ofASCII: plain.id))
    }

    /// The element at the position when it is written plainly: `{"id": "...", "frame": {...}}`
    /// with an optional `"caret": {...}` last, the id ASCII without escapes or control characters
    /// and not empty, both rects read by `plainNumbers` and valid. Then `readElement`
    /// would return the same element and record nothing; its parts go to `parts` and the result
    /// is `true`. `false`, consuming nothing (`parts` then holds nothing to use), otherwise
    /// (`readElement` then reads it and reports what is wrong). The parts are filled in place,
    /// not returned as an optional, which is copied on its way out.
    /// `elementNames` and `rectNames` are `ElementMember.names` and `RectMember.names`.
    mutating func scanPlainElement(
        _ elementNames: NameTable, _ rectNames: NameTable, into parts: inout PlainElementParts
    ) -> Bool {
        let start = reader.pos
        reader.skipWhitespace()
        guard reader.peek() == UInt8(ascii: "{") else {
            reader.pos = start
            return false
        }
        // The members are read one level down, as `readObject` would after entering the object;
        // `readPlainNumbers` checks the rects' depth against the limit.
        reader.depth += 1
        defer { reader.depth -= 1 }
        reader.pos += 1
        let names = elementNames
        guard prettyMember(ElementMember.id, names) || member(ElementMember.id, names),
            reader.peek() == UInt8(ascii: "\""),
            let id = reader.readPlainString(), id.end > id.start,
            prettyMember(ElementMember.frame, names)
                || (reader.consumeComma() && member(ElementMember.frame, names)),
            let frame = plainNumbers(RectMember.self, extent: ElementMember.frame.extent, names: rectNames)
        else {
            reader.pos = start
            return false
        }
        var caret: Rect?
        // Most elements end right after the frame: a caret is looked for only when the `}` is
        // not there (where it is, the lines below would match no caret and no comma).
        let ends = reader.pos < reader.count && reader.base[reader.pos] == UInt8(ascii: "}")
        if !ends {
            let prettyCaret = prettyMember(ElementMember.caret, names)
            if prettyCaret || reader.consumeComma() {
                guard prettyCaret || member(ElementMember.caret, names),
                    let c = plainNumbers(RectMember.self, extent: ElementMember.caret.extent, names: rectNames)
                else {
                    reader.pos = start
                    return false
                }
                caret = Rect(x: c[.x], y: c[.y], width: c[.width], height: c[.height])
            }
        }
        guard reader.consume(UInt8(ascii: "}")) else {
            reader.pos = start
            return false
        }
        parts.id = id
        parts.frame = Rect(x: frame[.x], y: frame[.y], width: frame[.width], height: frame[.height])
        parts.caret = caret
        return true
    }

    /// Consumes what pretty-printed JSON puts before `member`'s value in an object of its
    /// members in case order (`"id": ` right after the `{`, `, "frame": ` right after the value
    /// before it; see `NameTable.prettyLength`) and whitespace after it, and returns whether it
    /// was there; otherwise it consumes nothing. Never with the fast paths off. `names` is
    /// `Member.names`.
    @inline(__always) private mutating func prettyMember<Member: SchemaMembers>(_ member: Member, _ names: NameTable)
        -> Bool
    {
        guard reader.fastEnd - reader.pos >= 16 else { return false }
        let length = names.prettyLength(MemberSet<Member>.bit(member), at: reader.base + reader.pos)
        guard length > 0 else { return false }
        reader.pos += length
        reader.skipWhitespace()
        return true
    }

    /// Consumes whitespace, `member`'s name in quotes (a name of at most six bytes), whitespace,
    /// `:` and whitespace when they are there, and returns whether they were. Otherwise the
    /// position is left somewhere inside them. Never with the fast paths off
    /// (`JSONReader.fastEnd` is then 0), so `plainElement` reads nothing. `names` is
    /// `Member.names`.
    @inline(__always) private mutating func member<Member: SchemaMembers>(_ member: Member, _ names: NameTable) -> Bool
    {
        reader.skipWhitespace()
        guard reader.fastEnd - reader.pos >= 8 else { return false }
        let quoted = names.quotedLength(MemberSet<Member>.bit(member), at: reader.base + reader.pos)
        guard quoted > 0 else { return false }
        reader.pos += quoted
        return reader.consumeColon()
    }
}
