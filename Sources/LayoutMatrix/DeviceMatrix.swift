import DeviceCatalog
import KeyboardAvoidance

/// Which combinations a matrix runs: every device × iOS release × keyboard style × orientation ×
/// keyboard × keyboard type, in that nesting.
public struct MatrixSpec: Sendable {
    /// The devices, in the order the results list them.
    public var devices: [Device]
    /// The iOS releases; empty (the default) for each device's newest.
    public var ios: [Release]
    /// The keyboard styles; empty (the default) for each release's default style.
    public var keyboardStyles: [KeyboardStyle] = []
    /// The orientations; both by default.
    public var orientations: [Orientation]
    /// The keyboards; by default the three that show something.
    public var keyboards: [KeyboardVariant]
    /// The keyboard types; `default` by default.
    public var keyboardTypes: [KeyboardType]
    /// When set, element frames are laid out for a window this wide and stretched to each
    /// device's (``RequestDraft/stretched(from:to:)``); else they are used as given.
    public var referenceWidth: Double?
    /// Which figures a combination may use: `all` (measured and derived) by default, or only
    /// `measured` (a combination that needs a derived figure is skipped).
    public var figures: FigureChoice = .all
    /// For a design: the request laid out again on each device's window (docs/designs.md, R8).
    /// Not used with a reference width, which stretches the frame's own layout instead.
    public var placeOnDevice: (@Sendable (RequestDraft, DeviceGeometry) -> RequestDraft)?

    /// The default keyboards: `predictive`, `noPredictive`, `hardwareBar`.
    public static let defaultKeyboards: [KeyboardVariant] = [.predictive, .noPredictive, .hardwareBar]

    /// Creates a spec.
    public init(
        devices: [Device] = DeviceCatalog.devices,
        ios: [Release] = [],
        orientations: [Orientation] = Orientation.allCases,
        keyboards: [KeyboardVariant] = MatrixSpec.defaultKeyboards,
        keyboardTypes: [KeyboardType] = [.default],
        referenceWidth: Double? = nil
    ) {
        self.devices = devices
        self.ios = ios
        self.orientations = orientations
        self.keyboards = keyboards
        self.keyboardTypes = keyboardTypes
        self.referenceWidth = referenceWidth
    }

    /// How many combinations the spec runs.
    public var combinations: Int {
        devices.count * max(ios.count, 1) * max(keyboardStyles.count, 1) * orientations.count * keyboards.count
            * keyboardTypes.count
    }
}

/// One combination of a matrix and what became of it.
public struct MatrixCell: Sendable {
    /// What the combination produced.
    public enum Outcome: Sendable {
        /// The engine's answer.
        case solved(LayoutAnswer)
        /// Not run: the catalog lacks a figure, or the device does not run the version; the
        /// reason says which.
        case skipped(String)
        /// Not run: the request cannot be resolved on this device, for these issues (what a
        /// single request with this `device` gets as a 422).
        case unresolvable([RequestIssue])
    }

    /// Why a combination was not run.
    public enum SkipReason: String, Sendable, CaseIterable {
        /// The model does not run the iOS release, or runs Android where an iOS release or an iOS
        /// policy is asked for.
        case notRunning
        /// No source gives a figure it needs, and no rule derives one.
        case missingFigure
        /// It needs a derived or assumed figure, and the matrix asked for measured figures only.
        case derivedFigure
        /// The keyboard style does not exist on that release or platform (Liquid Glass before
        /// iOS 26).
        case styleUnavailable
        /// The request cannot be resolved on the device (such as a keyboard taller than its screen).
        case unresolvable
    }

    /// The device, iOS release, keyboard style, orientation, keyboard and keyboard type, as the
    /// matrix asked (its ``DeviceSetup/label`` names the combination).
    public var setup: DeviceSetup
    /// For a solved combination, the setup with the release and style its figures are for
    /// filled in (the device's newest and the release's default when the matrix named none).
    public var resolved: DeviceSetup?
    /// The answer, or why there is none.
    public var outcome: Outcome
    /// For a solved combination: `assumed` when it used an assumed figure, else `derived` when a
    /// rule derived a figure it used, else `measured`.
    public var provenance: Provenance?
    /// For a skipped combination, why.
    public var skipReason: SkipReason?

    /// Creates a cell.
    init(
        setup: DeviceSetup, outcome: Outcome, provenance: Provenance? = nil, skipReason: SkipReason? = nil,
        resolved: DeviceSetup? = nil
    ) {
        self.setup = setup
        self.resolved = resolved
        self.outcome = outcome
        self.provenance = provenance
        self.skipReason = skipReason
    }
}

/// A matrix's answers and their summary.
public struct MatrixResult: Sendable {
    /// One cell per combination, devices outermost, then iOS versions, orientations, keyboards
    /// and keyboard types.
    public var cells: [MatrixCell]
    /// What a tool shows at a glance.
    public var summary: MatrixSummary

    /// Creates a result.
    init(cells: [MatrixCell], summary: MatrixSummary) {
        self.cells = cells
        self.summary = summary
    }
}

/// Runs one layout request on many devices.
public enum DeviceMatrix {
    /// Solves `template` for every combination of `spec`, with `solve` (the engine by default).
    ///
    /// Each combination resolves the template with the device's geometry exactly as a request
    /// with `device` would (``RequestDraft/resolve(device:)``), after stretching when the spec
    /// has a reference width. A combination the catalog has no figure for is skipped, with the
    /// catalog's reason, and is not a failure; so is one the request cannot be resolved on, with
    /// the resolver's issues (pointer and message, as the single request's 422 gives them).
    public static func run(
        _ template: RequestDraft,
        _ spec: MatrixSpec,
        solve: (LayoutRequest) -> LayoutAnswer = LayoutSolver.solve
    ) -> MatrixResult {
        var cells: [MatrixCell] = []
        cells.reserveCapacity(spec.combinations)
        let releases: [Release?] = spec.ios.isEmpty ? [nil] : spec.ios
        let styles: [KeyboardStyle?] = spec.keyboardStyles.isEmpty ? [nil] : spec.keyboardStyles
        for device in spec.devices {
            for ios in releases {
                for style in styles {
                    for orientation in spec.orientations {
                        for keyboard in spec.keyboards {
                            for type in spec.keyboardTypes {
                                let setup = DeviceSetup(
                                    id: device.id, orientation: orientation, keyboard: keyboard, keyboardType: type,
                                    ios: ios, keyboardStyle: style)
                                cells.append(cell(template, spec, device, setup, solve))
                            }
                        }
                    }
                }
            }
        }
        return MatrixResult(cells: cells, summary: MatrixSummary(template, cells))
    }

    private static func cell(
        _ template: RequestDraft,
        _ spec: MatrixSpec,
        _ device: Device,
        _ setup: DeviceSetup,
        _ solve: (LayoutRequest) -> LayoutAnswer
    ) -> MatrixCell {
        func skipped(_ reason: MatrixCell.SkipReason, _ message: String) -> MatrixCell {
            MatrixCell(setup: setup, outcome: .skipped(message), skipReason: reason)
        }
        let geometry: DeviceGeometry
        do throws(DeviceError) {
            geometry = try device.geometry(setup)
            try device.check(template.options.requestedPolicy)
        } catch {
            switch error {
            case .notRunning, .notIOS, .wrongPlatform: return skipped(.notRunning, error.message)
            case .styleUnavailable: return skipped(.styleUnavailable, error.message)
            default: return skipped(.missingFigure, error.message)
            }
        }
        if spec.figures == .measured && (geometry.usesDerivedFigure || geometry.usesAssumedFigure) {
            let derived = geometry.derivedFigures.joined(separator: ", ")
            return skipped(
                .derivedFigure, "No source measured \(derived); the matrix asked for measured figures only.")
        }
        var template = template
        if let reference = spec.referenceWidth {
            let width = template.windowFrame?.width ?? (template.screen ?? geometry.screen).width
            template = template.stretched(from: reference, to: width)
        } else if let place = spec.placeOnDevice {
            template = place(template, geometry)
        }
        do throws(RequestIssues) {
            let answer = solve(try template.resolve(device: geometry))
            return MatrixCell(
                setup: setup, outcome: .solved(answer),
                provenance: geometry.usesAssumedFigure ? .assumed : geometry.usesDerivedFigure ? .derived : .measured,
                resolved: geometry.setup)
        } catch {
            // What a single request with this `device` gets as a 422 (such as a
            // `keyboard.accessoryHeight` that makes this device's keyboard taller than its
            // screen); the codec words it.
            return MatrixCell(setup: setup, outcome: .unresolvable(error.issues), skipReason: .unresolvable)
        }
    }
}
