import DeviceCatalog

// The device catalog's answers, `GET /v1/devices` and `GET /v1/devices/{id}` (``AnswerSchema``).
// Figures per set, style and orientation have one member for each case of the catalog's
// ``FigureSet``, ``KeyboardStyle`` and ``Orientation``.
extension AnswerSchema {
    package static let catalogObjects: [Object] = [
        Object(
            name: "DeviceCatalog", doc: "The device catalog.",
            shape: .object([
                Member("about", .string, doc: "What the figures are and where they come from."),
                Member("androidAbout", .string, doc: "What the Android phones' figures are."),
                Member("releases", .ref("CatalogReleases")),
                Member(
                    "figureSets", .list(.ref("FigureSetNote")),
                    doc: "The iOS figure sets and the releases each holds for."),
                Member("keyboardStyles", .list(.ref("KeyboardStyleNote")), doc: "What each keyboard style is."),
                Member(
                    "keyboardTypes", .list(.ref("KeyboardTypeNote")),
                    doc: "Where each keyboard type's height comes from."),
                Member("emojiKeyboard", .ref("EmojiKeyboardNote")),
                Member("accessoryBar", .ref("AccessoryBar")),
                Member("hardwareKeyboardBar", .ref("HardwareKeyboardBar")),
                Member("runsSources", .ref("DeviceSources"), doc: "The sources of every model's `runs`."),
                Member(
                    "rules", .list(.ref("FigureRule")),
                    doc: """
                        The rules that derive the figures no source gives, each with its leave-one-out check \
                        (docs/devices.md).
                        """),
                Member("devices", .list(.ref("Device"))),
            ])),
        Object(
            name: "FigureRule",
            doc: """
                A rule that derives a figure no source gives from figures sources measured. Its check
                predicts every measured figure it could have, each from the others; a rule whose worst
                error is over 1 pt (or that predicts none) is not used.
                """,
            shape: .object([
                Member("name", .string, doc: "Such as `ios26PortraitMinusOne`."),
                Member("description", .string, doc: "What it computes, and the evidence it rests on."),
                Member("sources", .ref("DeviceSources")),
                Member("predicted", .integer(minimum: 0), doc: "How many measured figures its check predicted."),
                Member("worstError", .number(minimum: 0), doc: "The worst error of those predictions, in points."),
                Member("used", .boolean, doc: "Whether it passed its check and so derives figures."),
                Member(
                    "assumed", .boolean,
                    doc: """
                        Whether it is an assumption rather than a rule fit on measured pairs (iOS 27's keyboards \
                        are iOS 26's until measured): its figures are `assumed`, and answers that use them say so.
                        """),
            ])),
        Object(
            name: "CatalogReleases", doc: "The iOS releases the catalog knows.",
            shape: .object([
                Member("ios", .list(.integer()), doc: "The iOS majors, 11 to 18, then 26 and 27."),
                Member(
                    "newest", .ref("IOSRelease"), doc: "The newest release: a device's default while it gets updates."),
            ])),
        Object(
            name: "FigureSetNote", doc: "A figure set: the releases it holds for and how it was measured.",
            shape: .object([
                Member("set", .ref("FigureSet")),
                Member("releases", .string),
                Member("from", .ref("IOSRelease"), doc: "The first release it holds for."),
                Member("notes", .string),
            ])),
        Object(
            name: "KeyboardStyleNote", doc: "A keyboard style: what it is and from which release.",
            shape: .object([
                Member("style", .ref("KeyboardStyle")),
                Member("description", .string),
                Member("from", .ref("IOSRelease"), doc: "The first iOS release that has it."),
                Member("sources", .ref("DeviceSources")),
            ])),
        Object(
            name: "EmojiKeyboardNote", doc: "The emoji keyboard's figures and their sources.",
            shape: .object([
                Member("description", .string),
                Member("sources", .ref("DeviceSources")),
            ])),
        Object(
            name: "IOSRange",
            doc: """
                The releases a model runs, from sources (the catalog's `runsSources`): iOS releases, or
                Android's for an Android phone.
                """,
            shape: .object([
                Member("first", .string, doc: "The release it shipped with, such as `\"27.1\"`."),
                Member("last", .nullable(.string), doc: "Its last major release; `null` while it runs the newest."),
            ])),
        Object(
            name: "KeyboardTypeNote", doc: "A keyboard type and where its height comes from.",
            shape: .object([
                Member("type", .ref("DeviceKeyboardType")),
                Member("description", .string),
                Member("sources", .ref("DeviceSources")),
                Member("unknown", .nullable(.string), doc: "Why no device has a height for this type, when none has."),
                Member(
                    "iPadFullKeyboard", .list(.ref("FigureSet")),
                    doc: """
                        The figure sets in which a source says an iPad shows its full keyboard for this type.
                        """),
                Member(
                    "iPadUnknown", .nullable(.string),
                    doc: "Why the type's height on an iPad is unknown on the other versions."),
            ])),
        Object(
            name: "AccessoryBar",
            doc: """
                A standard input accessory toolbar's height; a request gives its own `accessoryHeight`.
                """,
            shape: .object([
                Member("ios18", .number(), doc: "Before iOS 26."),
                Member("ios26", .number(), doc: "On iOS 26 with Liquid Glass."),
                Member("sources", .ref("DeviceSources")),
                Member("notes", .string),
            ])),
        Object(
            name: "HardwareKeyboardBar",
            doc: """
                The shortcut bar shown with a hardware keyboard, one height on every device and version.
                """,
            shape: .object([
                Member("height", .number(minimum: 0)),
                Member("sources", .ref("DeviceSources")),
                Member("holdsFor", .string, doc: "The iOS versions the sources measured it on."),
                Member("notes", .string),
            ])),
        Object(name: "DeviceSources", doc: "The sources of the figures, by key.", shape: .array(.ref("DeviceSource"))),
        Object(
            name: "DeviceSource",
            doc: """
                A source of figures (a repository and path, or a page) and the key it is cited by.
                """,
            shape: .object([
                Member("key", .string),
                Member("description", .string),
            ])),
        Object(
            name: "Device",
            doc: """
                One iPhone, iPad or Android phone (or a family of models sharing every figure). Every
                length is in points (dp on Android); a figure no source gives is `null`, and its entry in
                `figures` says why.
                """,
            shape: .object([
                Member(
                    "id", .string,
                    doc: """
                        The id to use in `device.id` and in a matrix's `devices`; an alias when asked for by one.
                        """),
                Member("name", .string, doc: "The models that share these figures, or the alias's model."),
                Member("model", .string, doc: "The model the id names, such as `iPhone X` for `iphone-x`."),
                Member("platform", .ref("Platform")),
                Member("kind", .ref("DeviceKind")),
                Member("family", .string, doc: "The catalog entry's own id (differs from `id` for an alias)."),
                Member(
                    "runs", .ref("IOSRange"),
                    doc: """
                        The releases that model runs. A request for an iOS release the model does not run is \
                        a 422 at `/device/ios`.
                        """),
                Member(
                    "releases", .list(.ref("IOSRelease")),
                    doc: "The iOS majors the model runs, its first as it shipped (such as `27.1`); none on Android."),
                Member(
                    "defaultRelease", .nullable(.ref("IOSRelease")),
                    doc: "The release a request that names none gets: the newest the model runs; `null` on Android."),
                Member("aliases", .list(.ref("DeviceAlias")), doc: "Other ids for models with these figures."),
                Member("points", .ref("Size"), doc: "The screen in portrait; landscape swaps width and height."),
                Member("scale", .nullable(.number()), doc: "Pixels per point (per dp on Android: the density)."),
                Member("cutout", .nullable(.string), doc: "An Android phone's camera cutout, as sources give it."),
                Member("ios", .ref("DeviceVersions"), always: false, doc: "An iOS device's figures per figure set."),
                Member("android", .ref("DeviceVersion"), always: false, doc: "An Android phone's figures."),
                Member(
                    "figures", .list(.ref("DeviceFigure")),
                    doc: """
                        Where every figure comes from: the entry whose `at` is the longest prefix of a
                        figure's pointer covers it.
                        """),
                Member("sources", .ref("DeviceSources")),
                Member(
                    "uncertain", .list(.string),
                    doc: """
                        JSON Pointers into this device to every figure that is `null` or whose entry records \
                        alternatives.
                        """),
                Member("derived", .list(.string), doc: "The `at` of every figures entry a rule derived."),
            ])),
        Object(
            name: "DeviceAlias", doc: "Another id for a model with the device's figures.",
            shape: .object([
                Member("id", .string),
                Member("name", .string, doc: "The model's marketing name."),
                Member("note", .nullable(.string)),
                Member("runs", .ref("IOSRange")),
            ])),
        Object(
            name: "DeviceVersions", doc: "The device's figures per iOS figure set (the sets the data holds).",
            shape: .object(FigureSet.iOS.map { Member($0.rawValue, .ref("DeviceVersion")) })),
        Object(
            name: "DeviceVersion",
            doc: """
                The figures of one figure set, and what a request may ask for there, per keyboard style.
                """,
            shape: .object([
                Member("safeArea", .ref("DeviceSafeAreas")),
                Member("keyboardHeight", .ref("DeviceStyleHeights")),
                Member("supports", .ref("DeviceStyleSupports")),
            ])),
        Object(
            name: "DeviceStyleHeights", doc: "The keyboard heights per style the set has.",
            shape: .object(
                KeyboardStyle.allCases.map { Member($0.rawValue, .ref("DeviceKeyboardHeights"), always: false) })),
        Object(
            name: "DeviceStyleSupports", doc: "What a request may ask for per style the set has.",
            shape: .object(KeyboardStyle.allCases.map { Member($0.rawValue, .ref("DeviceSupports"), always: false) })
        ),
        Object(
            name: "DeviceSafeAreas",
            doc: """
                A device's safe-area insets in each orientation, `null` where no source gives them.
                """,
            shape: perOrientation(.nullable(.ref("Insets")))),
        Object(
            name: "DeviceKeyboardHeights",
            doc: """
                The height the on-screen keyboard covers from the bottom of the screen, home
                indicator strip included, with and without the predictive bar, and an iPhone's pad.
                """,
            shape: perOrientation(.ref("KeyboardHeights"))),
        Object(
            name: "KeyboardHeights", doc: nil,
            shape: .object([
                Member("withPredictiveBar", .nullable(.number(minimum: 0))),
                Member("withoutPredictiveBar", .nullable(.number(minimum: 0))),
                Member(
                    "numberPad", .nullable(.number(minimum: 0)), always: false,
                    doc: "The number (phone, decimal) pad; phones only."),
                Member("emoji", .nullable(.number(minimum: 0)), doc: "The emoji keyboard (`device.keyboard` `emoji`)."),
            ])),
        Object(
            name: "DeviceSupports", doc: "What a request may ask for in each orientation.",
            shape: perOrientation(.ref("DeviceSupport"))),
        Object(
            name: "DeviceSupport",
            doc: """
                The `device.keyboard` values (with the default type) and the `device.keyboardType`
                values (with an on-screen keyboard) whose height the catalog has.
                """,
            shape: .object([
                Member("keyboards", .ref("KeyboardVariants")),
                Member("keyboardTypes", .ref("KeyboardTypes")),
            ])),
        Object(
            name: "DeviceFigure",
            doc: """
                Where a figure (or a group of figures) comes from: its sources, and where they disagree
                the choice and the alternatives; or, for a `null` figure, why no source gives it.
                """,
            shape: .object([
                Member("at", .string, doc: "A JSON Pointer into the device, such as `/ios/26/safeArea/landscape`."),
                Member(
                    "sources", .list(.string),
                    doc: """
                        The keys of the sources of the chosen figure (empty when it is unknown).
                        """),
                Member("choice", .nullable(.string), doc: "Why this figure was chosen over the alternatives."),
                Member("alternatives", .list(.ref("FigureAlternative"))),
                Member("unknown", .nullable(.string), doc: "Why the figure is `null`, when it is."),
                Member("provenance", .ref("Provenance")),
                Member("single", .boolean, doc: "Whether only one source gives the figure."),
                Member(
                    "rule", .nullable(.string),
                    doc: "The rule (or assumption) that gave it, or `null` when sources measured it."),
                Member(
                    "derivedFrom", .list(.string),
                    doc: """
                        The figures a derived figure was computed from: pointers into this device, or `id/pointer` into \
                        another (empty when measured).
                        """),
            ])),
        Object(
            name: "FigureAlternative", doc: "A figure other sources give instead of the chosen one.",
            shape: .object([
                Member(
                    "value", .oneOf(["FigureNumber", "FigureGroup"]),
                    doc: "A number, or an object for a group of figures."),
                Member("sources", .list(.string)),
                Member("note", .nullable(.string)),
            ])),
    ]

    /// One member per orientation (``Orientation``), each holding `value`.
    package static func perOrientation(_ value: Value) -> Shape {
        .object(Orientation.allCases.map { Member($0.rawValue, value) })
    }
}
