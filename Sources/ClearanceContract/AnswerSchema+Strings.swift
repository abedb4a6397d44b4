import DesignMapping
import DeviceCatalog
import KeyboardAvoidance
import LayoutMatrix

// The closed sets of strings answers write (``AnswerSchema``), each the raw values of the engine's,
// the catalog's or the matrix's own enumeration, in its order. The request schemas refer to
// them too.
extension AnswerSchema {
    package static let stringSets: [Object] = [
        Object(
            name: "Strategy",
            doc: """
                How the container makes room:

                * `scrollView`: grow the bottom `contentInset` by the part of the container the keyboard
                  covers, plus `minimumDistance`, and scroll the target into view (UIKit's contentInset
                  pattern, SwiftUI's keyboard safe area). The default for a scrollable container.
                * `shiftView`: move the whole container up, just enough to show the target above the
                  keyboard (setting `view.frame.origin.y`, IQKeyboardManager's root move). Insets and
                  offset stay. What moves above the window is gone until the keyboard hides. The
                  default for a container that does not scroll.
                * `resizeView`: shrink the container so that its bottom meets the keyboard (Android's
                  `adjustResize`, React Native's `KeyboardAvoidingView behavior="height"`), then scroll
                  the target into view within it.
                """, shape: strings(of: Strategy.self)),
        Object(name: "Orientation", doc: "A device's orientation.", shape: strings(of: Orientation.self)),
        Object(name: "WarningCode", doc: warningCodeDoc, shape: strings(of: WarningCode.self)),
        Object(
            name: "DesignLabelSource",
            doc: """
                Where a text input's label comes from: `label` (the nearest text above it or on its left,
                outside every field), `placeholder` (the text inside it) or `layer` (the layer's name).
                """, shape: strings(of: DesignLayout.LabelSource.self)),
        Object(
            name: "DeviceKeyboard",
            doc: """
                A keyboard of the catalog, docked at the bottom of the screen: `predictive` (with the
                QuickType bar, the iOS default), `noPredictive`, `emoji` (the emoji keyboard, whatever
                the field's type), `hardwareBar` (only the 55-point shortcut bar of a hardware keyboard)
                or `hidden` (none).
                """, shape: strings(of: KeyboardVariant.self)),
        Object(
            name: "DeviceKeyboardType",
            doc: """
                A text field's keyboard type: `default` (the alphabetic keyboard), `numberPad`,
                `phonePad` or `decimalPad` (one pad on an iPhone).
                """, shape: strings(of: KeyboardType.self)),
        Object(
            name: "IOSRelease",
            doc: """
                An iOS release, written `"27"` or `"26.2"`: a major (11 to 18, 26, 27), then a dot and
                the minor. A request gets the figure set that holds for it.
                """, shape: .pattern(#"^(1[1-8]|2[67])(\.[0-9]{1,3}){0,2}$"#)),
        Object(
            name: "FigureSet",
            doc: """
                A group of figures: `18` for every iOS release before 26, `26` for iOS 26.x, `27` for
                iOS 27.x, `android` for an Android phone's.
                """, shape: strings(of: FigureSet.self)),
        Object(
            name: "KeyboardStyle",
            doc: """
                Which keyboard an app gets: `liquidGlass` (built with the iOS 26 SDK or later, on iOS 26
                or later), `classic` (built with an earlier SDK, or before iOS 26), `gboard` (Android).
                """, shape: strings(of: KeyboardStyle.self)),
        Object(
            name: "Platform", doc: "The system a device runs.", shape: strings(of: Platform.self)),
        Object(
            name: "SkipReason", doc: "Why a combination was skipped, as `summary.skippedFor` counts it.",
            shape: strings(of: MatrixCell.SkipReason.self)),
        Object(
            name: "FigureChoice", doc: "Which catalog figures a matrix may use.", shape: strings(of: FigureChoice.self)),
        Object(
            name: "Provenance",
            doc: """
                `measured`: one or more sources measured the figure; `derived`: a rule of the catalog computed \
                it from measured figures (docs/devices.md).
                """, shape: strings(of: Provenance.self)),
        Object(
            name: "DeviceKind",
            doc: """
                iPhone or iPad (an iPad shows its full keyboard for every keyboard type).
                """, shape: strings(of: DeviceKind.self)),
        Object(
            name: "PolicyFidelity",
            doc: """
                `specified` (this contract), `source` (read in the library's code at the cited
                version), `documented` (vendor documentation or sample), `modelled` (a hypothesis to
                measure on a device).
                """, shape: strings(of: PolicyFidelity.self)),
    ]
}
