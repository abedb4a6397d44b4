import ClearanceContract
import ClearanceJSON
import DeviceCatalog
import KeyboardAvoidance
import UserInfoText

/// The keyboard members as `readKeyboard` reads them, before it puts them into the draft.
struct KeyboardFields {
    /// `keyboard.state`, if given.
    var state: KeyboardRequestState?
    /// Whether `frame`, `height` or `userInfo` was given (valid or not).
    var hasFrameSource = false
    /// The end frame from `frame` or `userInfo`, in screen coordinates.
    var frame: Rect?
    /// `keyboard.height`.
    var height: Double?
    /// `keyboard.accessoryHeight`: an input accessory view on top of the keyboard frame.
    var accessoryHeight: Double?
    /// `keyboard.animation` members.
    var duration: Double?
    var curve: Int?
    /// `keyboard.userInfo` animation keys.
    var userInfoDuration: Double?
    var userInfoCurve: Int?
}

extension RequestDecoder {
    /// Decodes `keyboard` into the draft's keyboard members. `frame`, `height` and `userInfo`
    /// each give the end frame, so at most one may be given: the first in the body is used and
    /// each later one is an error. An explicit `animation` member wins over the same parameter in
    /// `userInfo`: it is what the caller wrote on purpose, while userInfo is a pasted log.
    mutating func readKeyboard(into draft: inout RequestDraft) throws(SyntaxError) {
        var k = KeyboardFields()
        try readKeyboard(into: &k)
        draft.keyboardState = k.state
        if let frame = k.frame {
            draft.keyboardFrame = .frame(frame)
        } else if let height = k.height {
            draft.keyboardFrame = .height(height)
        }
        draft.accessoryHeight = k.accessoryHeight
        draft.animationDuration = k.duration ?? k.userInfoDuration
        draft.animationCurve = k.curve ?? k.userInfoCurve
        if k.hasFrameSource { draft.given.insert(.keyboardFrame) }
    }

    /// Decodes `keyboard` into the reader's scratch `k`.
    mutating func readKeyboard(into k: inout KeyboardFields) throws(SyntaxError) {
        guard try expect(.object, "an object {state, frame | height | userInfo, animation, accessoryHeight}") else {
            return
        }
        _ = try readObject(KeyboardMember.self) { (d: inout RequestDecoder, m: KeyboardMember) throws(SyntaxError) in
            if m.givesFrame {
                if k.hasFrameSource {
                    d.fail(
                        "must not be given with another of frame, height and userInfo: each gives the keyboard frame")
                    try d.reader.skipValue()
                    return
                }
                k.hasFrameSource = true
            }
            switch m {
            case .state: k.state = try d.readEnum(KeyboardRequestState.self) ?? k.state
            case .frame: k.frame = try d.readRect()
            case .height: k.height = try d.readNumber(m.rule)
            case .userInfo: try d.readUserInfo(into: &k)
            case .animation: try d.readAnimation(into: &k)
            case .accessoryHeight: k.accessoryHeight = try d.readNumber(m.rule)
            }
        }
    }

    /// Decodes `keyboard.animation`: `duration` (seconds, not negative) and `curve`.
    mutating func readAnimation(into k: inout KeyboardFields) throws(SyntaxError) {
        guard try expect(.object, "an object \(AnimationMember.memberList)") else { return }
        _ = try readObject(AnimationMember.self) { (d: inout RequestDecoder, m: AnimationMember) throws(SyntaxError) in
            switch m {
            case .duration: k.duration = try d.readNumber(m.rule)
            case .curve: k.curve = try d.readCurve()
            }
        }
    }

    /// An animation curve: an integer from 0 to 15, the four bits UIKit shifts into
    /// `UIView.AnimationOptions` (`curve << 16`); keyboards use 7.
    mutating func readCurve() throws(SyntaxError) -> Int? {
        guard let value = try readNumber() else { return nil }
        guard value >= 0, value <= 15, value.rounded(.towardZero) == value else {
            fail("must be an integer from 0 to 15 (the curve bits of UIView.AnimationOptions)")
            return nil
        }
        return Int(value)
    }

    /// Decodes `keyboard.userInfo`, a keyboard notification's userInfo as an app logs it: an
    /// object, or the logged text of the whole dictionary (`LoggedUserInfo`).
    ///
    /// In the object, `UIKeyboardFrameEndUserInfoKey` is required (a rect string such as
    /// `"NSRect: {{0, 508}, {390, 336}}"`, or a Rect object); the animation keys are optional,
    /// each a number or a string of one (`"0.25"`, `"7"`); every other key
    /// (`UIKeyboardFrameBeginUserInfoKey`, `UIKeyboardIsLocalUserInfoKey`...) is ignored.
    mutating func readUserInfo(into k: inout KeyboardFields) throws(SyntaxError) {
        if try valueKind() == .string {
            try readLoggedUserInfo(into: &k)
            return
        }
        guard try expect(.object, "a notification userInfo object, or its logged text") else { return }
        let present = try readObject(UserInfoKey.self, ignoringUnknown: true) {
            (d: inout RequestDecoder, m: UserInfoKey) throws(SyntaxError) in
            switch m {
            case .frameEnd:
                if try d.valueKind() == .string {
                    let token = try d.reader.readString()
                    k.frame = d.parseRectString(token)
                } else {
                    k.frame = try d.readRect()
                }
            case .duration:
                if try d.valueKind() == .string {
                    let token = try d.reader.readString()
                    k.userInfoDuration = LoggedUserInfo.spacedNumber(d.reader.decodedBytes(token))
                    if k.userInfoDuration == nil {
                        d.fail("must be a number of seconds from 0 to 1e9, or a string of one such as \"0.25\"")
                    }
                } else {
                    k.userInfoDuration = try d.readNumber(.nonNegative)
                }
            case .curve:
                if try d.valueKind() == .string {
                    let token = try d.reader.readString()
                    k.userInfoCurve = LoggedUserInfo.spacedCurve(d.reader.decodedBytes(token))
                    if k.userInfoCurve == nil {
                        d.fail("must be an integer from 0 to 15, or a string of one such as \"7\"")
                    }
                } else {
                    k.userInfoCurve = try d.readCurve()
                }
            }
        }
        if !present.contains(.frameEnd) { fail(at: UserInfoKey.frameEnd, "is required in a userInfo") }
    }

    /// Decodes a `keyboard.userInfo` given as the logged text of the whole dictionary; a text
    /// it cannot read is an error at `/keyboard/userInfo` that names the key it could not find.
    @inline(never)
    mutating func readLoggedUserInfo(into k: inout KeyboardFields) throws(SyntaxError) {
        let token = try reader.readString()
        switch LoggedUserInfo.read(reader.decodedBytes(token)) {
        case .success(let values):
            k.frame = values.frame
            k.userInfoDuration = values.duration
            k.userInfoCurve = values.curve
        case .failure(let failure):
            fail(failure.message)
        }
    }

    /// The rect of a string such as `"NSRect: {{0, 508}, {390, 336}}"`, or `nil` after recording
    /// why not: `{{x, y}, {width, height}}` after an optional `NSRect:` or `CGRect:`, white space
    /// between any two parts, plain decimal numbers within ±1e9, width and height not negative.
    mutating func parseRectString(_ token: StringToken) -> Rect? {
        switch LoggedUserInfo.wholeRect(reader.decodedBytes(token)) {
        case .success(let r):
            return r
        case .failure(.negativeSize):
            fail("must not have a negative width or height")
        case .failure(.outOfRange):
            fail("must hold numbers between -1e9 and 1e9")
        case .failure(.syntax):
            fail(
                "must be a rect string such as \"NSRect: {{0, 508}, {390, 336}}\" (plain decimals, no exponent) or a Rect object"
            )
        }
        return nil
    }
}
