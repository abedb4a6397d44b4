/// The system whose keyboard avoidance an answer emulates (policy-formulas §1.1), with its
/// parameters; `clearance` is this engine's own contract.
///
/// Indirect, so ``Options`` stays one word larger whatever a policy's parameters hold: the
/// common request (no policy) copies no more than before.
public indirect enum Policy: Sendable, Equatable {
    /// Clearance's own answer (layout semantics, all of it).
    case clearance
    /// IQKeyboardManager 8.0.2 or 6.5.11.
    case iqKeyboardManager(IQKeyboardManagerPolicy)
    /// TPKeyboardAvoiding 1.3.5.
    case tpKeyboardAvoiding(TPKeyboardAvoidingPolicy)
    /// Apple's "Moving Content That Is Located Under the Keyboard" sample.
    case uikitGuide(UIKitGuidePolicy)
    /// SwiftUI's keyboard safe area (modelled).
    case swiftUI(SwiftUIPolicy)
    /// React Native's core `KeyboardAvoidingView`.
    case reactNative(ReactNativePolicy)
    /// React Native's `ScrollView` with `automaticallyAdjustKeyboardInsets`.
    case reactNativeScrollView(ReactNativeScrollViewPolicy)
    /// react-native-keyboard-controller's `KeyboardAwareScrollView`.
    case keyboardController(KeyboardControllerPolicy)
    /// Flutter's `Scaffold` and `EditableText.showOnScreen`.
    case flutter(FlutterPolicy)
    /// Android's `windowSoftInputMode="adjustPan"`.
    case androidAdjustPan(AndroidAdjustPanPolicy)
    /// Android's `windowSoftInputMode="adjustResize"` with a `ScrollView`.
    case androidAdjustResize(AndroidAdjustResizePolicy)
    /// Jetpack Compose's `imePadding` with `defaultBringIntoViewSpec`.
    case compose(ComposePolicy)

    /// Every policy with its default parameters, in the order of policy-formulas §1.1: compare's default list.
    public static let allDefaults: [Policy] = [
        .clearance, .iqKeyboardManager(IQKeyboardManagerPolicy()), .tpKeyboardAvoiding(TPKeyboardAvoidingPolicy()),
        .uikitGuide(UIKitGuidePolicy()), .swiftUI(SwiftUIPolicy()), .reactNative(ReactNativePolicy()),
        .reactNativeScrollView(ReactNativeScrollViewPolicy()), .keyboardController(KeyboardControllerPolicy()),
        .flutter(FlutterPolicy()), .androidAdjustPan(AndroidAdjustPanPolicy()),
        .androidAdjustResize(AndroidAdjustResizePolicy()), .compose(ComposePolicy()),
    ]

    /// The wire names, in the order of ``allDefaults`` (policy-formulas §1.1).
    public static let names = allDefaults.map(\.name)

    /// The policies that emulate a system running on Android, which an Android device's figures
    /// (dp, the system bars, the IME inset) are read by: Flutter, `adjustPan`, `adjustResize` and
    /// Compose. The others emulate iOS systems (UIKit, SwiftUI, iOS libraries, React Native's
    /// iOS behaviour).
    public static let androidNames = [
        FlutterPolicy.name, AndroidAdjustPanPolicy.name, AndroidAdjustResizePolicy.name, ComposePolicy.name,
    ]

    /// The policy named `name` with its default parameters, or `nil` for an unknown name.
    init?(defaultNamed name: String) {
        guard let policy = Self.allDefaults.first(where: { $0.name == name }) else { return nil }
        self = policy
    }

    /// The wire name.
    public var name: String {
        switch self {
        case .clearance: "clearance"
        case .iqKeyboardManager: IQKeyboardManagerPolicy.name
        case .tpKeyboardAvoiding: TPKeyboardAvoidingPolicy.name
        case .uikitGuide: UIKitGuidePolicy.name
        case .swiftUI: SwiftUIPolicy.name
        case .reactNative: ReactNativePolicy.name
        case .reactNativeScrollView: ReactNativeScrollViewPolicy.name
        case .keyboardController: KeyboardControllerPolicy.name
        case .flutter: FlutterPolicy.name
        case .androidAdjustPan: AndroidAdjustPanPolicy.name
        case .androidAdjustResize: AndroidAdjustResizePolicy.name
        case .compose: ComposePolicy.name
        }
    }

    /// The emulated policy, or `nil` for `clearance`.
    var emulated: (any EmulatedPolicy)? {
        switch self {
        case .clearance: nil
        case .iqKeyboardManager(let p): p
        case .tpKeyboardAvoiding(let p): p
        case .uikitGuide(let p): p
        case .swiftUI(let p): p
        case .reactNative(let p): p
        case .reactNativeScrollView(let p): p
        case .keyboardController(let p): p
        case .flutter(let p): p
        case .androidAdjustPan(let p): p
        case .androidAdjustResize(let p): p
        case .compose(let p): p
        }
    }
}
