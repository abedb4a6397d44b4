import DeviceCatalog
import KeyboardAvoidance

/// Where a design is laid out (mapping rules R2 and R8): the window and safe area, the catalog
/// device it was put on when the request named none, and the warnings of that choice.
public struct DesignSite: Sendable {
    /// The window the design is laid out on.
    public var window: Size
    /// The safe area of that window.
    public var safeArea: EdgeInsets
    /// The catalog device the frame was put on, and why; `nil` when the request named the device
    /// or none stands in for the frame.
    public var placed: (id: String, orientation: Orientation, ios: Release?, why: String)?
    /// The device the request resolves with when the placement chose it (the request named none).
    public var setup: DeviceSetup?
    /// Whether the frame itself is the screen, with no safe area: it names no catalog device and
    /// the request gives the keyboard's frame.
    public var frameIsScreen: Bool
    /// The warnings of the placement, ahead of the mapping's own.
    public var warnings: [Warning]
}

extension DesignPlacement {
    /// The site of the design for a request that names `requested` (or no device, or an unknown
    /// one, which the resolver reports) and gives its own keyboard frame unless `needsKeyboard`.
    ///
    /// - A matrix (`forMatrix`) sets the device of each combination: the design is mapped in its
    ///   own frame, with the safe area of the device its size names, if any.
    /// - A named device: its window, the frame laid out again on it when the sizes differ (R8).
    /// - No device: the frame's own device, or the nearest by width (``placedDevice(requested:needsKeyboard:)``),
    ///   unless the frame names none and the request gives the keyboard's frame: then the frame is
    ///   the screen.
    public func site(requested: DeviceSetup?, needsKeyboard: Bool, forMatrix: Bool) -> Result<DesignSite, DesignIssue> {
        let size = drawnSize
        var site = DesignSite(
            window: size, safeArea: .zero, placed: nil, setup: nil, frameIsScreen: false, warnings: [])
        let named = requested.flatMap { $0.id.isEmpty ? nil : $0 }
        if forMatrix {
            if let match = own, let device = DeviceCatalog.device(id: match.candidates[0]) {
                site.window = device.screen(match.orientation)
                site.safeArea = device.safeArea(match.orientation) ?? .zero
                site.placed = (
                    device.id, match.orientation, nil,
                    match.why + " (the frame's own window; the matrix sets each combination's)"
                )
            }
        } else if let named {
            // An unknown id keeps the frame: the resolver reports it.
            guard let device = DeviceCatalog.device(id: named.id) else { return .success(site) }
            site.window = device.screen(named.orientation)
            site.safeArea = device.safeArea(named.orientation, release: named.ios) ?? .zero
            if let resized = resizedWarning(on: site.window, device: named.id) { site.warnings.append(resized) }
        } else if own != nil || needsKeyboard {
            let found: PlacedDevice
            switch placedDevice(requested: requested, needsKeyboard: needsKeyboard) {
            case .success(let placed): found = placed
            case .failure(let issue): return .failure(issue)
            }
            let setup = found.setup
            site.setup = setup
            site.window = found.device.screen(setup.orientation)
            site.safeArea = found.device.safeArea(setup.orientation, release: setup.ios) ?? .zero
            site.placed = (setup.id, setup.orientation, found.olderIOS ? setup.ios : nil, found.why)
            site.warnings += found.warnings
        } else {
            site.frameIsScreen = true
            site.warnings.append(
                Warning(
                    .designDeviceUnknown,
                    "The frame (\(whole(size.width))×\(whole(size.height))) is the screen of no catalog device "
                        + "(nearest: \(DeviceMatch.nearest(size).joined(separator: ", "))); with the keyboard's "
                        + "frame given, it is taken as the screen, with no safe area."))
        }
        return .success(site)
    }
}

/// A figure as the warning has always written it: whole numbers without a fraction, others in full.
private func whole(_ v: Double) -> String {
    guard v.isFinite, v.magnitude < 1e14, v == v.rounded() else { return "\(v)" }
    return "\(Int64(v))"
}

extension DesignPlacement {
    /// `base` (a matrix's request, mapped in the frame's own window) with the design laid out
    /// again on `geometry`'s window: its container, elements, pinned views and focus replaced;
    /// `base` itself when the focus names nothing there.
    public func draft(_ base: RequestDraft, on geometry: DeviceGeometry, focus: String?, maxElements: Int)
        -> RequestDraft
    {
        guard
            let layout = try? layout(
                on: geometry.screen, safeArea: geometry.safeArea, focus: focus, maxElements: maxElements)
        else { return base }
        var d = base
        var container = layout.container
        container.requestedInsetAdjustment = base.container.requestedInsetAdjustment
        d.container = container
        d.containerFrame = layout.container.frame
        d.contentSize = layout.container.scrollable ? layout.container.contentSize : nil
        d.contentOffset = .zero
        d.elements = layout.elements
        d.pinned = layout.pinned
        d.focus = layout.focus
        return d
    }
}
