import ClearanceWire
import DeviceCatalog
import Testing

/// The codec words every issue the resolver finds: the pointer and message of a 422 (and of a
/// matrix cell's skip sentence).
@Suite struct RequestIssueWireTests {
    @Test(arguments: [
        (
            RequestIssue.deviceKeyboardTallerThanScreen(keyboard: 845, screen: 844), "/device/accessoryHeight",
            "makes the keyboard (845.0 with the accessory view) taller than the screen (844.0)"
        ),
        (.screenRequired, "/screen", "is required"),
        (.containerRequired, "/container", "is required"),
        (.containerFrameRequired, "/container/frame", "is required"),
        (.keyboardTallerThanScreen(screen: 844), "/keyboard/height", "must not exceed screen.height (844.0)"),
        (
            .accessoryMakesKeyboardTallerThanScreen(keyboard: 600, screen: 375), "/keyboard/accessoryHeight",
            "makes the keyboard (600.0 with the accessory view) taller than the screen (375.0)"
        ),
        (.shownWithoutFrame, "/keyboard", "is shown but gives no frame, height or userInfo to place it"),
    ])
    func everyIssueHasItsPointerAndMessage(issue: RequestIssue, pointer: String, message: String) {
        #expect(issue.pointer == pointer)
        #expect(issue.message == message)
    }
}
