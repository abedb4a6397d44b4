import ClearanceContract
import ClearanceJSON
import DesignMapping
import DeviceCatalog
import KeyboardAvoidance

/// A request's `design` as read: the document pruned to what its adapter reads.
struct DesignInput {
    var document: DesignValue
    var node: String?
    var adapter: any DesignAdapter.Type
    /// The screen, once read: a design check reads it once for all its devices and fields.
    var screen: DesignNode?
    /// The design mapped on a window without a focus, with the scroller that holds each of its
    /// fields (all the focus changes in a mapping): a design check maps each device once and
    /// focuses each field in that layout.
    var mappedOn: (window: Size, layout: DesignLayout, scrollers: [String: String])?
}

/// What a design mapped to: the layout, the device it was put on and why, and the mapping's
/// warnings (the answer's `mapping`, docs/designs.md).
public struct DesignMapped: Sendable {
    /// The mapping.
    public var layout: DesignLayout
    /// The catalog device the frame was put on, and why; `nil` when the request named it
    /// (`deviceGiven`) or none matched.
    public var device: (id: String, orientation: Orientation, ios: Release?, why: String)?
    /// Whether the request named the device itself.
    public var deviceGiven: Bool
    /// The device the request resolves with (given or placed), if any.
    public var setup: DeviceSetup?
    /// The screen, when no device stands in for it.
    public var screen: Size?
    /// The design's screen and the device it was drawn for, to place it on other devices.
    public var placement: DesignPlacement
    /// The request's draft as mapped: `POST /v1/design` writes its `keyboard` and `options` back
    /// into the request the design maps to, when the request gave them.
    var request: RequestDraft
    var keyboardGiven: Bool
    var optionsGiven: Bool
    /// The warnings of the mapping, ahead of the answer's own.
    public var warnings: [Warning]
}

extension RequestDecoder {
    /// `design`, with its document read by the pruning reader; `nil` after recording why not.
    mutating func readDesign() throws(SyntaxError) -> DesignInput? {
        guard try expect(.object, "an object \(DesignMember.memberList)") else { return nil }
        let before = errors.count
        var document: DesignValue?
        var adapter: (any DesignAdapter.Type)?
        var node: String?
        let present = try readObject(DesignMember.self) {
            (d: inout RequestDecoder, m: DesignMember) throws(SyntaxError) in
            let format: any DesignAdapter.Type
            switch m {
            case .figma: format = FigmaAdapter.self
            case .penpot: format = PenpotAdapter.self
            case .sketch: format = SketchAdapter.self
            case .node:
                node = try d.readString()
                if node?.isEmpty == true { d.fail("must not be empty") }
                return
            }
            if adapter != nil {
                d.fail("must not be given with another format: a design is one Figma, Penpot or Sketch document")
                try d.reader.skipValue()
                return
            }
            adapter = format
            document = try d.reader.readPruned(PrunedNames.of(format))
        }
        if !present.contains(.figma), !present.contains(.penpot), !present.contains(.sketch) {
            fail(
                at: DesignMember.figma,
                "is required, or penpot, or sketch: a Figma node, nodes response or JSON_REST_V1 export; a Penpot "
                    + "page's objects; or a Sketch page or artboard")
        }
        guard errors.count == before, let document, let adapter else { return nil }
        return DesignInput(document: document, node: node, adapter: adapter)
    }

    /// Puts the request's `design` in place of `screen`, `window`, `container`, `elements` and
    /// `pinned`: the screen frame, the device it names (unless the request names one), and the
    /// mapping. Returns `false` after recording why it cannot.
    ///
    /// For a matrix (`forMatrix`), which sets the device of each combination, the design is
    /// mapped in its own frame (with the safe area of the device its size names, if any), and a
    /// window that is the container stays the whole window of each combination.
    mutating func applyDesign(_ p: inout ReadRequest, forMatrix: Bool = false) -> Bool {
        guard let design = p.design else { return true }
        let before = errors.count
        let replaced: [(RootMember, StaticString)] = [
            (.screen, "screen"), (.window, "window"), (.container, "container"), (.elements, "elements"),
            (.pinned, "pinned"),
        ]
        for (member, name) in replaced where p.present.contains(member) {
            fail(at: name, "must not be given with design, which stands in for it")
        }
        let screen: DesignNode
        if let read = design.screen {
            screen = read
        } else {
            do throws(DesignIssue) {
                screen = try design.adapter.screen(in: design.document, node: design.node)
            } catch {
                failDesign(at: error.path, error.message)
                return false
            }
        }
        let placement = DesignPlacement(screen: screen, format: design.adapter.format)
        let site: DesignSite
        switch placement.site(
            requested: p.draft.device, needsKeyboard: !p.draft.given.contains(.keyboardFrame), forMatrix: forMatrix)
        {
        case .success(let found): site = found
        case .failure(let issue):
            failDesign(at: issue.path, issue.message)
            return false
        }
        if let setup = site.setup {
            p.draft.device = setup
            p.give(.device)
        }
        if site.frameIsScreen {
            p.draft.screen = placement.drawnSize
            p.give(.screen)
        }
        let window = site.window
        let deviceGiven = !(p.draft.device?.id.isEmpty ?? true) && site.setup == nil
        let layout: DesignLayout
        do throws(DesignFocusIssue) {
            if let mapped = design.mappedOn, mapped.window == window, let focus = p.draft.focus,
                let focused = mapped.layout.focused(on: focus, scrollers: mapped.scrollers)
            {
                layout = focused
            } else {
                layout = try placement.layout(
                    on: window, safeArea: site.safeArea, focus: p.draft.focus, maxElements: limits.maxElements)
            }
        } catch {
            fail(at: "focus", error.message)
            return false
        }
        // In a matrix a window that is the container is each combination's whole window.
        let windowIsContainer = forMatrix && layout.containerEntry == nil
        // A design says nothing of the safe area's adjustment: left as not given.
        var container = layout.container
        container.requestedInsetAdjustment = nil
        p.draft.container = container
        p.draft.containerFrame = windowIsContainer ? nil : container.frame
        p.draft.contentSize = layout.container.scrollable ? layout.container.contentSize : nil
        p.draft.contentOffset = .zero
        p.draft.given.remove(.containerFrame)
        p.give(.container)
        p.draft.elements = layout.elements
        p.draft.pinned = layout.pinned
        p.draft.focus = layout.focus
        context.mapped = DesignMapped(
            layout: layout, device: site.placed, deviceGiven: deviceGiven, setup: p.draft.device,
            screen: p.draft.device == nil ? p.draft.screen : nil, placement: placement, request: p.draft,
            keyboardGiven: p.present.contains(.keyboard), optionsGiven: p.present.contains(.options),
            warnings: site.warnings + layout.warnings)
        return errors.count == before
    }

    /// Records `message` at `path` below `/design`.
    mutating func failDesign(at path: [String], _ message: String) {
        var pointer = pointer() + "/design"
        for token in path { pointer += "/" + JSONPointer.escape(token) }
        errors.append(FieldError(pointer: pointer, message: message))
    }
}
