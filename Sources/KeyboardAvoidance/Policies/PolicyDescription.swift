/// How far an emulated policy's formulas can be trusted (policy-formulas §4).
public enum PolicyFidelity: String, Sendable, CaseIterable {
    /// Clearance's own contract: exact by definition.
    case specified
    /// Read in the library's code at the cited version.
    case source
    /// From the vendor's documentation or sample code.
    case documented
    /// A hypothesis to measure on a device.
    case modelled
}

/// One resolved parameter value of a policy, as the answer reports it.
public enum PolicyParameterValue: Sendable, Equatable {
    /// A number.
    case number(Double)
    /// A boolean.
    case bool(Bool)
    /// A string (an enum value or a version).
    case string(String)
    /// Four edges.
    case insets(EdgeInsets)
    /// IQKeyboardManager's `layoutMargins`: top and bottom only.
    case margins(top: Double, bottom: Double)
    /// JSON `null` (clearance's minimal-scroll anchor).
    case null
}

/// A resolved parameter: its wire name and value.
public struct PolicyParameter: Sendable, Equatable {
    /// The wire name, such as `keyboardDistance`.
    public var name: String
    /// The value, defaults filled.
    public var value: PolicyParameterValue

    /// Creates a parameter.
    public init(_ name: String, _ value: PolicyParameterValue) {
        self.name = name
        self.value = value
    }
}

/// The answer's `policy` member: which system was emulated, at which version, with which
/// parameters, and how trustworthy that is.
public struct PolicyDescription: Sendable, Equatable {
    /// The policy's wire name.
    public var name: String
    /// The version its formulas were read at.
    public var version: String
    /// Every parameter, defaults filled.
    public var parameters: [PolicyParameter]
    /// How far the formulas can be trusted.
    public var fidelity: PolicyFidelity

    /// Creates a description.
    public init(name: String, version: String, parameters: [PolicyParameter], fidelity: PolicyFidelity) {
        self.name = name
        self.version = version
        self.parameters = parameters
        self.fidelity = fidelity
    }
}

/// The answer's `afterHide` member: the container's state once the keyboard has hidden again.
public struct AfterHideState: Sendable, Equatable {
    /// The `contentInset` left set.
    public var contentInset: EdgeInsets
    /// The scroll indicator insets left set.
    public var scrollIndicatorInsets: EdgeInsets
    /// The content offset left.
    public var contentOffset: Point
    /// The container frame, in window coordinates.
    public var containerFrame: Rect
    /// How far the container stays moved up.
    public var viewShift: Double

    /// Creates a state.
    public init(
        contentInset: EdgeInsets, scrollIndicatorInsets: EdgeInsets, contentOffset: Point, containerFrame: Rect,
        viewShift: Double
    ) {
        self.contentInset = contentInset
        self.scrollIndicatorInsets = scrollIndicatorInsets
        self.contentOffset = contentOffset
        self.containerFrame = containerFrame
        self.viewShift = viewShift
    }

    /// Every field zero: the placeholder of an answer built by hand (the solver always fills it).
    public static let unset = AfterHideState(
        contentInset: .zero, scrollIndicatorInsets: .zero, contentOffset: .zero, containerFrame: .zero, viewShift: 0)
}
