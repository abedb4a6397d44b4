import DeviceCatalog

/// How the codec reports a ``DeviceCatalog/RequestIssue``: the member at fault and the words of a
/// 422, which a matrix's skipped cell repeats.
extension RequestIssue {
    /// The member names from the request's root to the member at fault: `["keyboard", "height"]`.
    var path: [StaticString] {
        switch self {
        case .deviceKeyboardTallerThanScreen: ["device", "accessoryHeight"]
        case .screenRequired: ["screen"]
        case .containerRequired: ["container"]
        case .containerFrameRequired: ["container", "frame"]
        case .keyboardTallerThanScreen: ["keyboard", "height"]
        case .accessoryMakesKeyboardTallerThanScreen: ["keyboard", "accessoryHeight"]
        case .shownWithoutFrame: ["keyboard"]
        }
    }

    /// The JSON Pointer of the member relative to the request's root: `/keyboard/height`.
    public var pointer: String {
        var pointer = ""
        for name in path { pointer += "/" + name.description }
        return pointer
    }

    /// What is wrong: `must not exceed screen.height (844.0)`.
    public var message: String {
        switch self {
        case .deviceKeyboardTallerThanScreen(let keyboard, let screen),
            .accessoryMakesKeyboardTallerThanScreen(let keyboard, let screen):
            "makes the keyboard (\(keyboard.description) with the accessory view) taller than the screen "
                + "(\(screen.description))"
        case .screenRequired, .containerRequired, .containerFrameRequired: "is required"
        case .keyboardTallerThanScreen(let screen): "must not exceed screen.height (\(screen.description))"
        case .shownWithoutFrame: "is shown but gives no frame, height or userInfo to place it"
        }
    }

    /// The sentence of a matrix cell the request cannot be resolved on: every issue, pointer and
    /// message, as the 422 of a single request with that `device` lists them.
    static func skipSentence(_ issues: [RequestIssue]) -> String {
        let listed = issues.map { $0.pointer + " " + $0.message }.joined(separator: "; ")
        return "The request cannot be resolved on this device: \(listed)."
    }
}
