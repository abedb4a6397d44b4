import DeviceCatalog
import KeyboardAvoidance

/// The device a design is checked on when the request names none (mapping rule R2): the one its
/// frame's size names, else the phone (or tablet) nearest to its width.
public struct PlacedDevice: Sendable {
    /// The setup the request resolves with: the device, its orientation and iOS version.
    public var setup: DeviceSetup
    /// The device.
    public var device: Device
    /// Why this device.
    public var why: String
    /// Whether its figures are of an older iOS than the request asked for.
    public var olderIOS: Bool
    /// The mapping's warnings about the choice.
    public var warnings: [Warning]
}

extension DesignPlacement {
    /// The device for a request that names none, built on `requested` (its iOS version and
    /// keyboard): the frame's own device, trying the request's iOS version and then iOS 18; for a
    /// frame whose size names no device, the nearest by width, its content laid out again on it
    /// (R8). `nil` with the issue when the catalog lacks the figures the request needs
    /// (`needsKeyboard`: it gives no keyboard frame of its own).
    public func placedDevice(requested: DeviceSetup?, needsKeyboard: Bool) -> Result<PlacedDevice, DesignIssue> {
        let size = drawnSize
        let match = own ?? DeviceMatch.nearestByWidth(size)
        var chosen: (DeviceSetup, Device)?
        var olderIOS = false
        var setup = requested ?? DeviceSetup(id: "")
        setup.orientation = match.orientation
        // The release asked for; else the device's newest, then iOS 26's and the older figures.
        let tries: [Release?] = setup.ios.map { [$0] } ?? [nil, Release(major: 26), Release(major: 18)]
        for ios in tries where chosen == nil {
            for entry in match.candidates {
                guard var device = DeviceCatalog.device(id: entry) else { continue }
                // The entry's own model, or else the first of its aliases that runs `ios` (a
                // 375×812 frame on iOS 26 is the iPhone 11 Pro's, not the X's); with no release
                // asked, the model of the family that runs the newest (the 11 Pro on iOS 27).
                if let ios, !device.runs.runs(ios), let alias = device.aliases.first(where: { $0.runs.runs(ios) }) {
                    device = device.named(alias)
                } else if ios == nil {
                    let newest = device.aliases.map(device.named).max {
                        ($0.defaultRelease ?? Release.newestIOS) < ($1.defaultRelease ?? Release.newestIOS)
                    }
                    if let newest, let own = device.defaultRelease, let theirs = newest.defaultRelease, theirs > own {
                        device = newest
                    }
                }
                var candidate = setup
                candidate.id = device.id
                candidate.ios = ios
                if let geometry = try? device.geometry(candidate, needsSafeArea: true, needsKeyboard: needsKeyboard) {
                    chosen = (geometry.setup, device)
                    olderIOS = ios != setup.ios
                    break
                }
            }
        }
        guard let (found, device) = chosen else {
            // No model of the frame's size runs the release asked: say so, not that figures lack.
            let models = match.candidates.compactMap(DeviceCatalog.device(id:)).flatMap { d in
                [d] + d.aliases.map(d.named)
            }
            if let ios = setup.ios, !models.contains(where: { $0.runs.runs(ios) }) {
                let first = models.map(\.runs.first).min().map { "iOS \($0)" } ?? "later releases"
                return .failure(
                    DesignIssue(
                        [format],
                        "is a \(points(size.width))×\(points(size.height)) frame, the screen of "
                            + "\(match.candidates.joined(separator: ", ")), whose models do not run iOS \(ios) (they run "
                            + "\(first) and later); name another device.ios, or the device"))
            }
            let what =
                own == nil
                ? "the screen of no device; the nearest by width (\(match.candidates.joined(separator: ", "))) lack"
                : "the screen of \(match.candidates.joined(separator: ", ")), but the catalog lacks"
            return .failure(
                DesignIssue(
                    [format],
                    "is a \(points(size.width))×\(points(size.height)) frame, \(what) figures for the keyboard asked "
                        + "\(setup.ios.map { "on iOS \($0)" } ?? "on any iOS release"); give device or keyboard")
            )
        }
        var warnings: [Warning] = []
        if own == nil {
            let window = device.screen(found.orientation)
            warnings.append(
                Warning(
                    .designDeviceNearest,
                    "The frame (\(points(size.width))×\(points(size.height))) is the screen of no catalog "
                        + "device; it is checked on \(found.id) (\(points(window.width))×\(points(window.height))), "
                        + "the nearest by width, its layers laid out again by their constraints (docs/designs.md, "
                        + "R8). Name the device to choose another."))
        }
        let others = match.candidates.filter { $0 != found.id && $0 != device.family }
        if own != nil, !others.isEmpty {
            warnings.append(
                Warning(
                    .designDeviceAmbiguous,
                    "The frame's size is that of \(found.id) and also of \(others.joined(separator: ", ")); "
                        + "the answer is for \(found.id): name the device to choose another."))
        }
        if olderIOS {
            warnings.append(
                Warning(
                    .designDeviceOlderIOS,
                    "The catalog has no figures for \(found.id) on its newest release; the answer uses its iOS "
                        + "\(found.ios.map(String.init(describing:)) ?? "") figures: name device.ios to choose."))
        }
        return .success(
            PlacedDevice(setup: found, device: device, why: match.why, olderIOS: olderIOS, warnings: warnings))
    }
}

extension DeviceMatch {
    /// The devices nearest to `size` by width, in portrait (those of the nearest width, the
    /// nearest in height first): where a frame whose size names no device is checked.
    public static func nearestByWidth(_ size: Size) -> DeviceMatch {
        let devices = placeable
        let gap = devices.map { abs($0.points.width - size.width) }.min() ?? 0
        let nearest = devices.filter { abs(abs($0.points.width - size.width) - gap) <= 0.5 }
            .sorted { abs($0.points.height - size.height) < abs($1.points.height - size.height) }
        let drawn = "\(points(size.width))×\(points(size.height))"
        let first = nearest.first
        return DeviceMatch(
            candidates: nearest.map(\.id), orientation: .portrait,
            why: "the frame (\(drawn)) is the screen of no device; the \(first?.name ?? "device") "
                + "(\(points(first?.points.width ?? 0)) wide) is the nearest by width",
            scrollingPage: false)
    }
}
