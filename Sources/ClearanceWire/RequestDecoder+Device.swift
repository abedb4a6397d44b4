import ClearanceContract
import ClearanceJSON
import DesignMapping
import DeviceCatalog
import KeyboardAvoidance

/// A request as the decoder reads it: the ``RequestDraft`` the one resolver takes, each member
/// written into it as it is read, and beside it what only the decoder keeps: which members were
/// given, the design that stands in for the layout until it is mapped, and compare's `policies`.
struct ReadRequest {
    /// The draft; its container's `insetAdjustment` is `nil` until the request gives one.
    var draft = ReadRequest.fresh
    /// The members given a non-null value.
    var present = MemberSet<RootMember>()
    /// `design`, when given: it stands in for screen, window, container, elements and pinned.
    var design: DesignInput?
    /// Compare's `policies`, when given (only a compare body may).
    var policies: [Policy]?

    /// The draft a request starts from, made once: a copy of it costs less than the
    /// initialiser's defaults, made anew for every request.
    static let fresh = RequestDraft(container: Container(frame: .zero, insetAdjustment: nil))

    /// Marks `member` given, in ``present`` and in the draft's ``RequestDraft/given`` for the
    /// members the resolver asks for when they are left out.
    mutating func give(_ member: RootMember) {
        give([member])
    }

    /// Marks `members` given, as ``give(_:)`` does each one.
    mutating func give(_ members: MemberSet<RootMember>) {
        present.bits |= members.bits
        if members.contains(.screen) { draft.given.insert(.screen) }
        if members.contains(.container) { draft.given.insert(.container) }
        if members.contains(.device) { draft.given.insert(.device) }
    }

    /// `device` as `edit` leaves it (a request whose `device` had errors keeps them).
    mutating func editDevice(_ edit: (inout DeviceSetup?) -> Void) {
        edit(&draft.device)
        if draft.device != nil { give(.device) }
    }
}

extension RequestDecoder {
    /// `device`: `{"id", "orientation"?, "keyboard"?, "keyboardType"?, "ios"?, "keyboardStyle"?,
    /// "accessoryHeight"?}`,
    /// or `nil` after recording why not. The id is looked up later (`resolveDevice`), so its error
    /// names the closest ids.
    mutating func readDevice() throws(SyntaxError) -> DeviceSetup? {
        guard try expect(.object, "an object \(DeviceMember.memberList)") else {
            return nil
        }
        let before = errors.count
        var setup = DeviceSetup(id: "")
        _ = try readObject(DeviceMember.self) {
            (d: inout RequestDecoder, m: DeviceMember) throws(SyntaxError) in
            switch m {
            case .id:
                setup.id = try d.readString() ?? ""
                if setup.id.isEmpty && d.errors.count == before { d.fail("must not be empty") }
            // Each its own case: `device` comes with most requests from design tools, and a
            // member read from its field costs about 2.8k instructions more (docs/codec.md).
            case .orientation: setup.orientation = try d.readEnum(Orientation.self) ?? setup.orientation
            case .keyboard: setup.keyboard = try d.readEnum(KeyboardVariant.self) ?? setup.keyboard
            case .keyboardType:
                // `emoji` was a keyboard type; it is a keyboard: say where it went.
                guard try d.expect(.string, "one of \(KeyboardType.wire.list)") else { break }
                let name = d.reader.string(try d.reader.readString())
                if let type = KeyboardType(rawValue: name) {
                    setup.keyboardType = type
                } else if name == "emoji" {
                    d.fail(
                        "must be one of \(KeyboardType.wire.list): the emoji keyboard is a keyboard, \"keyboard\": \"emoji\""
                    )
                } else {
                    d.fail("must be one of \(KeyboardType.wire.list)")
                }
            case .ios: setup.ios = try d.readRelease() ?? setup.ios
            case .keyboardStyle: setup.keyboardStyle = try d.readEnum(KeyboardStyle.self) ?? setup.keyboardStyle
            case .accessoryHeight: setup.accessoryHeight = try d.readNumber(m.rule)
            }
        }
        // A missing id is reported when the device is resolved: beside a `design`, the frame's size
        // names the device and the other members still apply.
        return errors.count == before ? setup : nil
    }

    /// The geometry of the request's `device` (boxed), or `nil` (after recording why, at `/device/id`,
    /// or at `/device` naming the missing figure) when the catalog lacks it. A missing keyboard
    /// height is an error only when the request leaves the keyboard frame to the device, a
    /// missing safe area only when it leaves `window.safeArea` to the device.
    mutating func resolveDevice(_ p: RequestDraft) -> Boxed<DeviceGeometry>? {
        guard let setup = p.device else { return nil }
        if setup.id.isEmpty {
            push(.name("device"))
            fail(at: "id", "is required")
            pop()
            return nil
        }
        guard let device = DeviceCatalog.device(id: setup.id) else {
            push(.name("device"))
            fail(at: "id", DeviceError.unknownDevice(id: setup.id).message)
            pop()
            return nil
        }
        if setup.accessoryHeight != nil && p.accessoryHeight != nil {
            push(.name("keyboard"))
            fail(at: "accessoryHeight", "must not be given with device.accessoryHeight: give the accessory view once")
            pop()
            return nil
        }
        do throws(DeviceError) {
            try device.check(p.options.requestedPolicy)
            // A keyboard taller than the screen is the resolver's to report (`/device/accessoryHeight`).
            return Boxed(
                try device.geometry(
                    setup, needsSafeArea: p.windowSafeArea == nil, needsKeyboard: !p.given.contains(.keyboardFrame)))
        } catch {
            switch error {
            case .missingFigure(_, let figure):
                var message = error.message
                // A figure missing on the release asked for that another release holds: say which.
                // The newest release whose figures are not assumed, else the newest at all.
                let others = device.releases.filter { $0.iOSFigureSet != setup.ios?.iOSFigureSet }.compactMap {
                    release -> (release: Release, assumed: Bool)? in
                    var other = setup
                    other.ios = release
                    guard
                        let geometry = try? device.geometry(
                            other, needsSafeArea: p.windowSafeArea == nil,
                            needsKeyboard: !p.given.contains(.keyboardFrame))
                    else { return nil }
                    return (release, geometry.usesAssumedFigure)
                }
                if let other = (others.last { !$0.assumed } ?? others.last)?.release {
                    message += " Its figures for iOS \(other) are known: ask for \"ios\": \"\(other)\" to use them."
                }
                push(.name("device"))
                fail(at: Self.member(for: figure.pointer), message)
            case .notRunning, .notIOS:
                push(.name("device"))
                fail(at: "ios", error.message)
            case .styleUnavailable:
                push(.name("device"))
                fail(at: "keyboardStyle", error.message)
            case .wrongPlatform:
                push(.name("options"))
                fail(at: "policy", error.message)
            case .unknownDevice:
                push(.name("device"))
                fail(at: "id", error.message)
            }
            pop()
            return nil
        }
    }

    /// The `device` member a missing figure follows from: `keyboardType` for a type no source
    /// gives, `ios` for a release's safe area (`id` for an Android phone's: it has one set),
    /// else `keyboard`.
    static func member(for pointer: String) -> DeviceMember {
        if pointer.hasPrefix("/keyboardTypes/") || pointer.hasSuffix("/numberPad") { return .keyboardType }
        if pointer.hasPrefix("/android/safeArea") { return .id }
        if pointer.contains("/safeArea/") { return .ios }
        return .keyboard
    }

    /// An iOS release: `"27"` or `"26.2"` (a patch, `"26.2.1"`, is read and has no figures of its
    /// own), one of the majors there have been.
    mutating func readRelease() throws(SyntaxError) -> Release? {
        let form = "a release written \"27\" or \"26.2\""
        guard try expect(.string, form) else { return nil }
        let text = reader.string(try reader.readString())
        guard let release = Release(text) else {
            fail("must be \(form): the major release, then a dot and the minor, nothing else")
            return nil
        }
        guard Release.iOSMajors.contains(release.major) else {
            let newest = Release.newestIOS.major
            if release.major > newest {
                fail("names iOS \(release.major), which is not out: the newest release is iOS \(newest)")
            } else if release.major > 18 {
                fail("names iOS \(release.major), which never existed: iOS went from 18 to 26 in 2025")
            } else {
                fail(
                    "names iOS \(release.major): the catalog's oldest device runs iOS \(Release.iOSMajors[0]) and later"
                )
            }
            return nil
        }
        return release
    }

    /// The matrix's `ios`: a non-empty array of distinct releases (``readRelease()``).
    mutating func readReleaseList() throws(SyntaxError) -> [Release]? {
        guard try expect(.array, "an array of releases, such as [\"18\", \"26.2\", \"27\"]") else { return nil }
        let before = errors.count
        var list: [Release] = []
        try reader.enter()
        var index = 0
        if !reader.consume(UInt8(ascii: "]")) {
            repeat {
                push(.index(index))
                if let release = try readRelease() {
                    if list.contains(release) { fail("is a repeat") } else { list.append(release) }
                }
                pop()
                index += 1
            } while reader.consume(UInt8(ascii: ","))
            try reader.expect(UInt8(ascii: "]"), in: "an array (',' or ']')")
        }
        reader.depth -= 1
        if index > 16 { fail("names \(index) releases: at most 16") }
        // An empty list is the default: each device's newest release.
        return errors.count == before ? list : nil
    }

    /// The matrix's request: what the matrix sets for each combination (`screen`, `window`,
    /// `device`, and the keyboard but for its `animation`) must be left out.
    mutating func matrixDraft(_ p: ReadRequest, errorsBefore: Int) -> RequestDraft? {
        let perCombination = "is set by the matrix for each combination; leave it out"
        var p = p
        // `device` first, once: a design that cannot be mapped returns before the other checks.
        if p.present.contains(.device) { fail(at: "device", perCombination) }
        if p.present.contains(.design) {
            guard p.design != nil, applyDesign(&p, forMatrix: true) else { return nil }
        }
        if p.present.contains(.screen) { fail(at: "screen", perCombination) }
        if p.present.contains(.window) { fail(at: "window", perCombination) }
        if p.draft.keyboardState != nil || p.draft.given.contains(.keyboardFrame) {
            fail(
                at: "keyboard",
                "may give only animation and accessoryHeight in a matrix: the keyboard is set for each combination")
        }
        checkReferences(p.draft)
        guard errors.count == errorsBefore else { return nil }
        // The same draft a single request resolves (`resolveRequest`), without what the matrix
        // sets per combination.
        return p.draft
    }
}
