import KeyboardAvoidance

/// The text forms of a keyboard notification's userInfo, as logs print them: a rect as `NSValue`
/// prints it, the dictionary as NSLog or `po` prints it, and as Swift's `print` does.
///
/// Each reader follows the grammar that `scripts/userinfo_grammar.py` writes down and builds
/// the schema's patterns from, piece by piece, so that the service accepts exactly the strings
/// the schema does:
///
/// - a length is 1 to 9 digits or exactly `1000000000`, then optionally `.` and digits (only
///   zeros after `1000000000`); an x or y may start with `-`; no exponent;
/// - a rect is `{{x, y}, {width, height}}` after an optional `NSRect:` or `CGRect:`, with white
///   space (space, tab, CR, LF) between any two parts;
/// - NSLog: `{ Key = value; ... }`, keys of letters, digits and `_`, a value a quoted string
///   (backslash escapes the next byte) or a bare run of anything but white space and `;"{}=`;
/// - print: `[AnyHashable("Key"): value, ...]`, a value a run of quoted strings (no escapes),
///   brace groups two levels deep and any other byte but `,[]{}"`.
///
/// Three keys are read; any other is skipped whatever its value. A key given twice is read
/// twice and the last value wins. Nothing here is on the decoder's hot path: it runs only for a
/// `userInfo` given as text.
package enum LoggedUserInfo {
    package static let frameKey: [UInt8] = Array("UIKeyboardFrameEndUserInfoKey".utf8)
    package static let durationKey: [UInt8] = Array("UIKeyboardAnimationDurationUserInfoKey".utf8)
    package static let curveKey: [UInt8] = Array("UIKeyboardAnimationCurveUserInfoKey".utf8)
    package static let nsRectPrefix: [UInt8] = Array("NSRect:".utf8)
    package static let cgRectPrefix: [UInt8] = Array("CGRect:".utf8)
    package static let billion: [UInt8] = Array("1000000000".utf8)
    package static let printedKeyOpening: [UInt8] = Array("AnyHashable(\"".utf8)
    package static let printedKeyClosing: [UInt8] = Array("\")".utf8)

    /// What a logged userInfo holds.
    package struct Values {
        package var frame: Rect
        package var duration: Double?
        package var curve: Int?
    }

    /// Why a text could not be read: a sentence for the problem document.
    package struct Failure: Error {
        package var message: String
    }

    /// Why a rect or a number could not be read.
    package enum ScanError: Error {
        /// Not the grammar.
        case syntax
        /// A width or height with a minus sign.
        case negativeSize
        /// More than 1e9 in magnitude.
        case outOfRange
    }

    // MARK: The dictionary

    /// The frame, duration and curve of a whole logged userInfo dictionary.
    @inline(never)
    package static func read(_ bytes: [UInt8]) -> Result<Values, Failure> {
        var s = Scanner(bytes)
        s.skipSpace()
        do throws(Failure) {
            var found = Found()
            switch s.peek {
            case UInt8(ascii: "{"): try readNSLog(&s, into: &found)
            case UInt8(ascii: "["): try readPrinted(&s, into: &found)
            default:
                throw Failure(
                    message:
                        "no UIKeyboardFrameEndUserInfoKey in the logged userInfo: give the userInfo object, or its text as NSLog or po prints it ({ UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 508}, {390, 336}}\"; ... }) or as Swift's print does ([AnyHashable(\"UIKeyboardFrameEndUserInfoKey\"): NSRect: {{0.0, 508.0}, {390.0, 336.0}}, ...])"
                )
            }
            guard let frame = found.frame else {
                throw Failure(message: "no UIKeyboardFrameEndUserInfoKey in the logged userInfo")
            }
            return .success(Values(frame: frame, duration: found.duration, curve: found.curve))
        } catch {
            return .failure(error)
        }
    }

    private struct Found {
        package var frame: Rect?
        package var duration: Double?
        package var curve: Int?
    }

    fileprivate static func broken(_ what: String, at offset: Int) -> Failure {
        Failure(
            message: "cannot read UIKeyboardFrameEndUserInfoKey from the logged userInfo: \(what) at byte \(offset)")
    }

    /// `{ Key = value; ... }`
    private static func readNSLog(_ s: inout Scanner, into found: inout Found) throws(Failure) {
        s.i += 1
        s.skipSpace()
        while true {
            guard let c = s.peek else { throw broken("the closing } is missing", at: s.i) }
            if c == UInt8(ascii: "}") {
                s.i += 1
                s.skipSpace()
                guard s.atEnd else { throw broken("text follows the closing }", at: s.i) }
                return
            }
            let key = s.keyRun()
            guard !key.isEmpty else { throw broken("expected a key (letters, digits, _) or }", at: s.i) }
            s.skipSpace()
            guard s.take(UInt8(ascii: "=")) else { throw broken("expected = after a key", at: s.i) }
            s.skipSpace()
            let value: ArraySlice<UInt8>
            let quoted = s.peek == UInt8(ascii: "\"")
            if quoted {
                let start = s.i
                s.i += 1
                while let b = s.peek, b != UInt8(ascii: "\"") { s.i += b == UInt8(ascii: "\\") ? 2 : 1 }
                guard s.i < s.bytes.count else { throw broken("a quoted value is not closed", at: start) }
                s.i += 1
                value = s.bytes[(start + 1)..<(s.i - 1)]
            } else {
                let start = s.i
                while let b = s.peek, !isSpace(b), !isNSLogStop(b) { s.i += 1 }
                guard s.i > start else { throw broken("expected a value after =", at: s.i) }
                value = s.bytes[start..<s.i]
            }
            s.skipSpace()
            guard s.take(UInt8(ascii: ";")) else { throw broken("expected ; after a value", at: s.i) }
            s.skipSpace()
            if key.elementsEqual(frameKey) {
                guard quoted else { throw frameFailure(.syntax) }
                found.frame = try frame(in: value)
            } else if key.elementsEqual(durationKey) {
                found.duration = try duration(in: value)
            } else if key.elementsEqual(curveKey) {
                found.curve = try curve(in: value)
            }
        }
    }

    /// `[AnyHashable("Key"): value, ...]`
    private static func readPrinted(_ s: inout Scanner, into found: inout Found) throws(Failure) {
        s.i += 1
        s.skipSpace()
        // `[]`, or `[:]` as Swift prints an empty dictionary.
        if s.peek == UInt8(ascii: "]") || s.peek == UInt8(ascii: ":") {
            throw Failure(message: "no UIKeyboardFrameEndUserInfoKey in the logged userInfo")
        }
        while true {
            guard s.take(printedKeyOpening) else { throw broken("expected AnyHashable(\"", at: s.i) }
            let key = s.keyRun()
            guard !key.isEmpty else { throw broken("expected a key (letters, digits, _)", at: s.i) }
            guard s.take(printedKeyClosing) else { throw broken("expected \") after a key", at: s.i) }
            s.skipSpace()
            guard s.take(UInt8(ascii: ":")) else { throw broken("expected : after AnyHashable(...)", at: s.i) }
            s.skipSpace()
            let start = s.i
            try s.printedValue()
            var end = s.i
            guard end > start else { throw broken("expected a value after :", at: s.i) }
            while end > start && isSpace(s.bytes[end - 1]) { end -= 1 }
            let value = s.bytes[start..<end]
            if key.elementsEqual(frameKey) {
                found.frame = try frame(in: value)
            } else if key.elementsEqual(durationKey) {
                found.duration = try duration(in: value)
            } else if key.elementsEqual(curveKey) {
                found.curve = try curve(in: value)
            }
            if s.take(UInt8(ascii: ",")) {
                s.skipSpace()
                continue
            }
            guard s.take(UInt8(ascii: "]")) else { throw broken("expected , or ] after a value", at: s.i) }
            s.skipSpace()
            guard s.atEnd else { throw broken("text follows the closing ]", at: s.i) }
            return
        }
    }

    private static func frameFailure(_ error: ScanError) -> Failure {
        switch error {
        case .syntax:
            Failure(
                message:
                    "UIKeyboardFrameEndUserInfoKey in the logged userInfo must be a rect such as \"NSRect: {{0, 508}, {390, 336}}\""
            )
        case .negativeSize:
            Failure(
                message: "UIKeyboardFrameEndUserInfoKey in the logged userInfo must not have a negative width or height"
            )
        case .outOfRange:
            Failure(
                message: "UIKeyboardFrameEndUserInfoKey in the logged userInfo must hold numbers between -1e9 and 1e9")
        }
    }

    /// A rect with white space around it (none is left in a print-form value, which is trimmed).
    private static func frame(in value: ArraySlice<UInt8>) throws(Failure) -> Rect {
        switch wholeRect(Array(value)) {
        case .success(let r): return r
        case .failure(let error): throw frameFailure(error)
        }
    }

    /// `NUM` or `"NUM"`; a quoted NSLog value arrives without its quotes.
    private static func duration(in value: ArraySlice<UInt8>) throws(Failure) -> Double {
        guard let d = wholeNumber(unquoted(value)) else {
            throw Failure(
                message:
                    "UIKeyboardAnimationDurationUserInfoKey in the logged userInfo must be a number of seconds from 0 to 1e9, such as 0.25"
            )
        }
        return d
    }

    private static func curve(in value: ArraySlice<UInt8>) throws(Failure) -> Int {
        guard let c = wholeCurve(unquoted(value)) else {
            throw Failure(
                message: "UIKeyboardAnimationCurveUserInfoKey in the logged userInfo must be an integer from 0 to 15")
        }
        return c
    }

    private static func unquoted(_ value: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        if value.count >= 2, value.first == UInt8(ascii: "\""), value.last == UInt8(ascii: "\"") {
            return value.dropFirst().dropLast()
        }
        return value
    }

    // MARK: Single values (the object form's strings, too)

    /// The rect of a whole string: white space, a rect, white space.
    package static func wholeRect(_ bytes: [UInt8]) -> Result<Rect, ScanError> {
        var s = Scanner(bytes)
        s.skipSpace()
        do throws(ScanError) {
            let r = try s.rect()
            s.skipSpace()
            guard s.atEnd else { throw ScanError.syntax }
            return .success(r)
        } catch {
            return .failure(error)
        }
    }

    /// A string that is a length from 0 to 1e9 with white space around it, or `nil`.
    package static func spacedNumber(_ bytes: [UInt8]) -> Double? {
        wholeNumber(trimmingSpace(bytes))
    }

    /// A string that is a curve from 0 to 15 with white space around it, or `nil`.
    package static func spacedCurve(_ bytes: [UInt8]) -> Int? {
        wholeCurve(trimmingSpace(bytes))
    }

    private static func trimmingSpace(_ bytes: [UInt8]) -> ArraySlice<UInt8> {
        var slice = bytes[...]
        while let b = slice.first, isSpace(b) { slice = slice.dropFirst() }
        while let b = slice.last, isSpace(b) { slice = slice.dropLast() }
        return slice
    }

    /// A whole string that is a length from 0 to 1e9 (`NUM`), or `nil`.
    package static func wholeNumber<C: Collection<UInt8>>(_ bytes: C) -> Double? {
        var s = Scanner(Array(bytes))
        guard case .some(let d) = try? s.number(signed: false), s.atEnd else { return nil }
        return d
    }

    /// A whole string that is a curve from 0 to 15, or `nil`.
    package static func wholeCurve<C: Collection<UInt8>>(_ bytes: C) -> Int? {
        let b = Array(bytes)
        let zero = UInt8(ascii: "0")
        guard let first = b.first, first >= zero, first <= UInt8(ascii: "9") else { return nil }
        if b.count == 1 { return Int(first - zero) }
        guard b.count == 2, first == UInt8(ascii: "1"), b[1] >= zero, b[1] <= UInt8(ascii: "5") else { return nil }
        return 10 + Int(b[1] - zero)
    }

    package static func isSpace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D
    }

    private static func isNSLogStop(_ b: UInt8) -> Bool {
        b == UInt8(ascii: ";") || b == UInt8(ascii: "\"") || b == UInt8(ascii: "{") || b == UInt8(ascii: "}")
            || b == UInt8(ascii: "=")
    }

    /// A cursor over the text.
    package struct Scanner {
        package let bytes: [UInt8]
        package var i = 0

        package init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }

        package var atEnd: Bool { i == bytes.count }
        package var peek: UInt8? { i < bytes.count ? bytes[i] : nil }

        @inline(__always) package mutating func skipSpace() {
            while i < bytes.count && LoggedUserInfo.isSpace(bytes[i]) { i += 1 }
        }

        package mutating func take(_ b: UInt8) -> Bool {
            guard peek == b else { return false }
            i += 1
            return true
        }

        package mutating func take(_ literal: [UInt8]) -> Bool {
            guard bytes.count - i >= literal.count else { return false }
            for k in 0..<literal.count where bytes[i + k] != literal[k] { return false }
            i += literal.count
            return true
        }

        /// Letters, digits and `_`.
        package mutating func keyRun() -> ArraySlice<UInt8> {
            let start = i
            while let b = peek,
                (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
                    || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || b == UInt8(ascii: "_")
            {
                i += 1
            }
            return bytes[start..<i]
        }

        /// A print-form value: quoted strings, brace groups two deep, and any byte but `,[]{}"`,
        /// up to a `,` or `]` outside them (or a byte that cannot start a unit).
        package mutating func printedValue() throws(Failure) {
            while let b = peek {
                switch b {
                case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    return
                case UInt8(ascii: "\""):
                    let start = i
                    i += 1
                    while let c = peek, c != UInt8(ascii: "\"") { i += 1 }
                    guard i < bytes.count else {
                        throw LoggedUserInfo.broken("a quoted value is not closed", at: start)
                    }
                    i += 1
                case UInt8(ascii: "{"):
                    let start = i
                    i += 1
                    var depth = 1
                    while depth > 0 {
                        guard let c = peek else { throw LoggedUserInfo.broken("a { is not closed", at: start) }
                        i += 1
                        if c == UInt8(ascii: "{") {
                            depth += 1
                            guard depth <= 2 else {
                                throw LoggedUserInfo.broken("braces nest deeper than two levels", at: i - 1)
                            }
                        } else if c == UInt8(ascii: "}") {
                            depth -= 1
                        }
                    }
                default:
                    i += 1
                }
            }
        }

        /// `(NSRect:|CGRect:)? {{x, y}, {width, height}}`, white space between the parts.
        package mutating func rect() throws(ScanError) -> Rect {
            if take(LoggedUserInfo.nsRectPrefix) || take(LoggedUserInfo.cgRectPrefix) { skipSpace() }
            try expect("{")
            try expect("{")
            let x = try number(signed: true)
            try expect(",")
            let y = try number(signed: true)
            try expect("}")
            try expect(",")
            try expect("{")
            skipSpace()
            let negativeWidth = take(UInt8(ascii: "-"))
            let width = try number(signed: false)
            try expect(",")
            skipSpace()
            let negativeHeight = take(UInt8(ascii: "-"))
            let height = try number(signed: false)
            try expect("}")
            try expect("}")
            if negativeWidth || negativeHeight { throw .negativeSize }
            return Rect(x: x, y: y, width: width, height: height)
        }

        private mutating func expect(_ c: Unicode.Scalar) throws(ScanError) {
            skipSpace()
            guard take(UInt8(ascii: c)) else { throw .syntax }
            skipSpace()
        }

        /// `-?NUM` when `signed`, else `NUM`: 1 to 9 digits or `1000000000`, then optionally a
        /// point and digits. More digits, or a fraction after `1000000000`, is out of range.
        package mutating func number(signed: Bool) throws(ScanError) -> Double {
            let start = i
            let negative = signed && take(UInt8(ascii: "-"))
            let digitsStart = i
            while let b = peek, b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") { i += 1 }
            let digits = i - digitsStart
            guard digits > 0 else { throw .syntax }
            let digitsEnd = i
            var fractionIsZero = true
            var hasFraction = false
            if peek == UInt8(ascii: "."), i + 1 < bytes.count, bytes[i + 1] >= UInt8(ascii: "0"),
                bytes[i + 1] <= UInt8(ascii: "9")
            {
                hasFraction = true
                i += 1
                while let b = peek, b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") {
                    if b != UInt8(ascii: "0") { fractionIsZero = false }
                    i += 1
                }
            }
            if digits > 9 {
                guard digits == 10, bytes[digitsStart..<(digitsStart + 10)].elementsEqual(LoggedUserInfo.billion),
                    fractionIsZero
                else { throw .outOfRange }
            }
            if !hasFraction {
                // At most ten digits: the integer is exact as a double, as the parse below gives it.
                var integer = 0
                for k in digitsStart..<digitsEnd { integer = integer &* 10 &+ Int(bytes[k] &- UInt8(ascii: "0")) }
                let value = Double(integer)
                return negative ? -value : value
            }
            guard let value = Double(String(decoding: bytes[start..<i], as: UTF8.self)) else { throw .syntax }
            return value
        }
    }
}
