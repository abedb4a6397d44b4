// Clearance's TypeScript client, generated from openapi.yaml by scripts/gen-typescript.py: do
// not edit (make test fails when this file differs from a fresh generation).
//
// One dependency-free ES module: a named type for every schema of the contract, and a method per
// operation over an injectable `fetch`, so it runs in a browser, a plugin iframe, Deno or Node 20.
//
//   import { ClearanceClient } from "./clearance.ts";
//   const clearance = new ClearanceClient({ baseUrl: "http://127.0.0.1:8080" });
//   const result = await clearance.solveLayout({ device: { id: "iphone-15" }, elements: [] });
//   if (result.ok) console.log(result.value.contentOffset); else console.log(result.problem.errors);

/** The contract's version (openapi.yaml `info.version`). */
export const apiVersion = "1.1.0";

/**
 * One layout: a screen, the app window on it, the keyboard, and a container view with the
 * views inside it. Give either `screen` and `container` (with its `frame`), or a `device`
 * from the catalog, which stands in for the screen, the window's safe area and the
 * keyboard, and makes the container the whole window unless `container.frame` is given.
 * Everything else has a default that matches a full-screen app with no keyboard. Any
 * optional member may also be sent as `null`, which means the same as leaving it out.
 *
 * These rules tie fields together and are checked beyond this schema, each a 422 at its
 * pointer: without a `device` or a `design` (neither given, or both `null`), `screen` and
 * `container.frame` are required and `keyboard` is one of its own forms (`state: shown`
 * alone needs a device); element and pinned view ids are unique together, `focus` names an
 * element or a pinned view and `options.scrollTarget` an element, `keyboard.height` is
 * no more than `screen.height`, and `device.id` is required unless a `design` names the
 * device. (The first rule is prose, not a JSON Schema conditional,
 * so that client generators read the document: none gives `if`/`then`/`else` a type.)
 */
export interface LayoutRequest {
  /**
   * The screen in its current orientation, such as 390×844 for an iPhone 15. Required
   * without a `device`; with one, it defaults to the device's screen.
   */
  screen?: SizeInput | null;
  /**
   * The app window. Default a full-screen window with no safe area.
   */
  window?: Window | null;
  /**
   * The keyboard. Default no keyboard, or with a `device` the device's keyboard. Beside a
   * device, `{"state": "shown"}` alone shows the device's keyboard.
   */
  keyboard?: Keyboard | KeyboardShownByDevice | null;
  /**
   * The view being adjusted. Required without a `device`; with one, it defaults to the whole window.
   */
  container?: Container | null;
  /**
   * The views inside the container that matter: text fields, buttons, anything whose
   * visibility you want judged. Each gets a verdict in the answer, in this order. At most
   * 10,000 by default (`--max-elements`).
   */
  elements?: Element[] | null;
  /**
   * The id of the first responder: the element being typed into. It must name an
   * element. While the keyboard is up it is what gets scrolled into view, unless
   * `options.scrollTarget` says otherwise.
   */
  focus?: string | null;
  /**
   * How to avoid the keyboard. Every option has a default.
   */
  options?: Options | null;
  /**
   * A device of the catalog (`GET /v1/devices`), which stands in for `screen`,
   * `window.safeArea` and the keyboard's frame, and makes the container the whole
   * window. What the request gives itself wins, field by field.
   */
  device?: DeviceSelection | null;
  /**
   * Views that do not scroll with the content: a bottom bar, a "Continue" button, a
   * toolbar riding on the keyboard. Frames are in window coordinates as laid out with the
   * keyboard hidden. Their ids share one namespace with the elements' (a repeat is a
   * 422); one may be the `focus` (a search field in a fixed header), none the
   * `options.scrollTarget`. Each gets its own verdicts in the answer's `pinned`, and they
   * cover the elements beneath them like the keyboard does. At most 64.
   */
  pinned?: PinnedView[] | null;
  /**
   * A design document in place of `screen`, `window`, `container`, `elements` and
   * `pinned` (docs/designs.md): a Figma frame as Figma's REST JSON, a Penpot board or a Sketch
   * artboard.
   * Its frame's size names the device unless `device` does (`device.id` may then be
   * left out, its other members still apply);
   * `focus` may name a node id or a layer's exact name. The answer gains `mapping`, which
   * says how every layer was read. Members the mapping does not read are ignored at any
   * depth. A body with a design may be up to 8 MiB (`--max-design-bytes`).
   */
  design?: Design | null;
}

/**
 * A layout request (as `POST /v1/layout` takes it) plus `policies`: the systems to run it
 * under. `options.policy` is ignored here (warning `policyOptionIgnored`).
 * One layout: a screen, the app window on it, the keyboard, and a container view with the
 * views inside it. Give either `screen` and `container` (with its `frame`), or a `device`
 * from the catalog, which stands in for the screen, the window's safe area and the
 * keyboard, and makes the container the whole window unless `container.frame` is given.
 * Everything else has a default that matches a full-screen app with no keyboard. Any
 * optional member may also be sent as `null`, which means the same as leaving it out.
 *
 * These rules tie fields together and are checked beyond this schema, each a 422 at its
 * pointer: without a `device` or a `design` (neither given, or both `null`), `screen` and
 * `container.frame` are required and `keyboard` is one of its own forms (`state: shown`
 * alone needs a device); element and pinned view ids are unique together, `focus` names an
 * element or a pinned view and `options.scrollTarget` an element, `keyboard.height` is
 * no more than `screen.height`, and `device.id` is required unless a `design` names the
 * device. (The first rule is prose, not a JSON Schema conditional,
 * so that client generators read the document: none gives `if`/`then`/`else` a type.)
 */
export interface CompareRequest {
  /**
   * The screen in its current orientation, such as 390×844 for an iPhone 15. Required
   * without a `device`; with one, it defaults to the device's screen.
   */
  screen?: SizeInput | null;
  /**
   * The app window. Default a full-screen window with no safe area.
   */
  window?: Window | null;
  /**
   * The keyboard. Default no keyboard, or with a `device` the device's keyboard. Beside a
   * device, `{"state": "shown"}` alone shows the device's keyboard.
   */
  keyboard?: Keyboard | KeyboardShownByDevice | null;
  /**
   * The view being adjusted. Required without a `device`; with one, it defaults to the whole window.
   */
  container?: Container | null;
  /**
   * The views inside the container that matter: text fields, buttons, anything whose
   * visibility you want judged. Each gets a verdict in the answer, in this order. At most
   * 10,000 by default (`--max-elements`).
   */
  elements?: Element[] | null;
  /**
   * The id of the first responder: the element being typed into. It must name an
   * element. While the keyboard is up it is what gets scrolled into view, unless
   * `options.scrollTarget` says otherwise.
   */
  focus?: string | null;
  /**
   * How to avoid the keyboard. Every option has a default.
   */
  options?: Options | null;
  /**
   * A device of the catalog (`GET /v1/devices`), which stands in for `screen`,
   * `window.safeArea` and the keyboard's frame, and makes the container the whole
   * window. What the request gives itself wins, field by field.
   */
  device?: DeviceSelection | null;
  /**
   * 1 to 32 policies to compare, repeats allowed (the same system with other parameters).
   * Default all twelve with their default parameters, in the order of `PolicyName`; on an
   * Android `device`, the four Android ones (flutter, androidAdjustPan, androidAdjustResize,
   * compose), and an iOS one named there is a 422.
   */
  policies?: Array<PolicyName | PolicyObject> | null;
  /**
   * Views that do not scroll with the content: a bottom bar, a "Continue" button, a
   * toolbar riding on the keyboard. Frames are in window coordinates as laid out with the
   * keyboard hidden. Their ids share one namespace with the elements' (a repeat is a
   * 422); one may be the `focus` (a search field in a fixed header), none the
   * `options.scrollTarget`. Each gets its own verdicts in the answer's `pinned`, and they
   * cover the elements beneath them like the keyboard does. At most 64.
   */
  pinned?: PinnedView[] | null;
  /**
   * A design document in place of `screen`, `window`, `container`, `elements` and
   * `pinned` (docs/designs.md): a Figma frame as Figma's REST JSON, a Penpot board or a Sketch
   * artboard.
   * Its frame's size names the device unless `device` does (`device.id` may then be
   * left out, its other members still apply);
   * `focus` may name a node id or a layer's exact name. The answer gains `mapping`, which
   * says how every layer was read. Members the mapping does not read are ignored at any
   * depth. A body with a design may be up to 8 MiB (`--max-design-bytes`).
   */
  design?: Design | null;
}

/**
 * Clearance itself; it takes no parameters (use `options`).
 */
export interface ClearancePolicy {
  name: "clearance";
}

/**
 * IQKeyboardManager 8.0.2 or 6.5.11.
 */
export interface IQKeyboardManagerPolicy {
  name: "iqKeyboardManager";
  version?: IQKeyboardManagerVersion | null;
  /**
   * The gap IQKeyboardManager keeps between the text field and the keyboard.
   */
  keyboardDistance?: number | null;
  /**
   * IQKeyboardManager puts the offset back when the keyboard hides.
   */
  restoreContentOffset?: boolean | null;
  /**
   * The top of the visible area: the window's top safe area, or a navigation bar's maxY.
   */
  topGuide?: number | null;
  layoutMargins?: LayoutMargins | null;
  /**
   * The root view's bottom safe area (83 with a tab bar). Default the window's.
   */
  rootSafeAreaBottom?: number | null;
}

/**
 * TPKeyboardAvoiding 1.3.5.
 */
export interface TPKeyboardAvoidingPolicy {
  name: "tpKeyboardAvoiding";
  version?: TPKeyboardAvoidingVersion | null;
}

/**
 * Apple's sample; no parameters.
 */
export interface UIKitGuidePolicy {
  name: "uikitGuide";
}

/**
 * SwiftUI's keyboard safe area (modelled).
 */
export interface SwiftUIPolicy {
  name: "swiftUI";
  contentAlignment?: ContentAlignment | null;
}

/**
 * React Native's KeyboardAvoidingView.
 */
export interface ReactNativePolicy {
  name: "reactNative";
  behavior?: KeyboardAvoidingBehavior | null;
  /**
   * React Native's `keyboardVerticalOffset`.
   */
  keyboardVerticalOffset?: number | null;
  /**
   * The view's y, React Native's parent-relative y. Default the container's.
   */
  frameY?: number | null;
}

/**
 * React Native's ScrollView with `automaticallyAdjustKeyboardInsets`; no parameters.
 */
export interface ReactNativeScrollViewPolicy {
  name: "reactNativeScrollView";
}

/**
 * react-native-keyboard-controller 1.22.4.
 */
export interface KeyboardControllerPolicy {
  name: "keyboardController";
  /**
   * keyboard-controller's `bottomOffset`.
   */
  bottomOffset?: number | null;
  /**
   * keyboard-controller's `extraKeyboardSpace`.
   */
  extraKeyboardSpace?: number | null;
  /**
   * keyboardController leaves the offset when the keyboard hides.
   */
  disableScrollOnKeyboardHide?: boolean | null;
}

/**
 * Flutter's Scaffold and EditableText.
 */
export interface FlutterPolicy {
  name: "flutter";
  /**
   * Flutter's Scaffold shrinks its body for the keyboard.
   */
  resizeToAvoidBottomInset?: boolean | null;
  /**
   * Flutter's `scrollPadding`, one number for every edge or insets (missing edges 0).
   */
  scrollPadding?: Length | InsetsInput | null;
  handles?: SelectionHandles | null;
}

/**
 * Android's adjustPan; no parameters.
 */
export interface AndroidAdjustPanPolicy {
  name: "androidAdjustPan";
}

/**
 * Android's adjustResize.
 */
export interface AndroidAdjustResizePolicy {
  name: "androidAdjustResize";
  /**
   * The ScrollView's vertical fading edge length, in dp.
   */
  fadingEdge?: number | null;
}

/**
 * Jetpack Compose; no parameters.
 */
export interface ComposePolicy {
  name: "compose";
}

/**
 * IQKeyboardManager's root view layout margins. A missing edge keeps its default, the
 * window's safe area on that edge.
 */
export interface LayoutMargins {
  top?: number | null;
  bottom?: number | null;
}

/**
 * The app window. Leave it out for a full-screen app; give it for Split View, Slide Over or
 * Stage Manager, where the window is smaller than the screen.
 */
export interface Window {
  /**
   * The window in screen coordinates. Default the whole screen.
   */
  frame?: RectInput | null;
  /**
   * The window's safe-area insets (the notch or Dynamic Island, the home indicator).
   * Default all 0. An iPhone 15 in portrait has top 47, bottom 34.
   */
  safeArea?: InsetsInput | null;
}

/**
 * Animation parameters, passed through to the answer so the layout moves with the keyboard.
 * Each wins over the same value in `userInfo`.
 */
export interface KeyboardAnimation {
  /**
   * In seconds.
   */
  duration?: number | null;
  /**
   * The `UIView.AnimationCurve` raw value, 0 to 15. The keyboard uses 7, a private curve
   * that no named case has; the answer turns it into animation options (`curve << 16`).
   */
  curve?: number | null;
}

/**
 * The view being adjusted: usually the scroll view (`UIScrollView`, a SwiftUI
 * `ScrollView`, a table or collection view) that holds the fields, or a plain view that
 * is moved or resized.
 */
export interface Container {
  /**
   * The container in window coordinates. Required without a `device`; with one (or in a
   * matrix), it defaults to the whole window.
   */
  frame?: RectInput | null;
  /**
   * Whether it scrolls. A container that does not scroll keeps its offset whatever
   * the strategy; only its insets are computed.
   */
  scrollable?: boolean | null;
  /**
   * The scroll view's `contentSize`. Default the container's own size.
   */
  contentSize?: SizeInput | null;
  /**
   * The current `contentOffset`. Default UIKit's resting offset `{-A0.left, -A0.top}`,
   * where `A0` is the base content inset plus (under `automatic`) the safe area: content
   * y = 0 rests just below the top safe area.
   */
  contentOffset?: PointInput | null;
  /**
   * The app's own base `contentInset` (for a toolbar, say), before any keyboard. Default
   * all 0.
   */
  contentInset?: InsetsInput | null;
  /**
   * The container's `safeAreaInsets`. By default they are derived from the window's safe
   * area and where the container sits in the window. Given or derived, `left` and `right`
   * count only for a container whose content is wider than its frame (it scrolls
   * horizontally): like UIKit's `automatic`, a vertical scroll view is adjusted on its
   * vertical axis only.
   */
  safeArea?: InsetsInput | null;
  /**
   * UIKit's `contentInsetAdjustmentBehavior`. Default `automatic`.
   */
  insetAdjustment?: InsetAdjustment | null;
}

/**
 * A view inside the container whose visibility is judged.
 */
export interface Element {
  /**
   * A unique, non-empty name, such as `password`.
   */
  id: string;
  frame: ElementFrame;
  /**
   * For a text view, the caret in the element's own coordinates. When given, the caret,
   * not the whole view, is what is scrolled into view: a long text view only needs the
   * line being typed on to show.
   */
  caret?: RectInput | null;
  /**
   * What kind of view it is; only the focus's kind matters, and only to emulated
   * policies. Default `textField` for the focus and `view` for the others.
   */
  kind?: ElementKind | null;
}

/**
 * How to avoid the keyboard.
 */
export interface Options {
  /**
   * The strategy. Default `scrollView` when the container scrolls, else `shiftView`.
   */
  strategy?: Strategy | null;
  /**
   * The gap, in points, to keep between the target and the top of the keyboard.
   */
  minimumDistance?: number | null;
  /**
   * Where to put the target in the visible band. `null` (the default) scrolls the least
   * that makes the target wholly visible, like SwiftUI's `scrollTo(id)`; if it is
   * already visible nothing scrolls. `top`, `center` and `bottom`, or a number from 0
   * (top) to 1 (bottom), align that point of the target with the same point of the band,
   * like `scrollTo(id, anchor: UnitPoint(x: 0.5, y: a))`: `top` is 0, `center` 0.5,
   * `bottom` 1. The offset is always clamped to what the content can scroll.
   */
  anchor?: AnchorName | AnchorFraction | null;
  /**
   * The id of the element to bring into view. Default the `focus` while the keyboard is
   * not hidden, else none. It must name an element.
   */
  scrollTarget?: string | null;
  /**
   * As `UIKeyboardLayoutGuide.followsUndockedKeyboard`: whether the answer's layout
   * guide follows a floating keyboard, or stays at the bottom of the window.
   */
  followsUndockedKeyboard?: boolean | null;
  /**
   * The system whose keyboard avoidance to emulate: a name, or an object with the name
   * and parameters. Default `clearance` (this contract). With another policy,
   * `strategy`, `anchor`, `minimumDistance` and `scrollTarget` are validated and then
   * ignored (warning `policyOptionIgnored`): every emulated system acts on the focus.
   * See docs/policies.md.
   */
  policy?: PolicyName | PolicyObject | null;
}

/**
 * A device of the catalog (`GET /v1/devices`), its orientation, its keyboard and keyboard
 * type, the iOS release it runs and the keyboard style the app gets, and an input accessory
 * view. It stands in for
 * `screen`, `window.safeArea` and the keyboard's frame; whatever the request gives itself
 * wins, field by field. A figure the request needs and no source gives is a 422 naming
 * the device, the figure and why (at `/device/keyboard`, `/device/keyboardType` or
 * `/device/ios`).
 */
export interface DeviceSelection {
  /**
   * A device id or alias from the catalog, such as `iphone-15` or `iphone-17-pro`. An
   * unknown id is a 422 that names the closest ids with their marketing names. Required,
   * unless the request's `design` names the device by its frame's size.
   */
  id?: string | null;
  /**
   * `landscape` swaps the screen's width and height and takes the landscape safe area.
   */
  orientation?: Orientation | null;
  /**
   * The keyboard docked at the bottom of the screen. Where the catalog lacks the height
   * (see the device's `supports`) it is a 422, unless the request gives its own keyboard
   * frame, height or userInfo.
   */
  keyboard?: DeviceKeyboard | null;
  /**
   * The text field's keyboard type. On an iPhone the pads have one height, without a
   * predictive bar: the letters keyboard's without it, in the same style; an iPad
   * shows its full keyboard for every type. The emoji keyboard is a `keyboard`.
   */
  keyboardType?: DeviceKeyboardType | null;
  /**
   * The iOS release the device runs, such as `"27"`, `"26.2"` or `"17.5"`: the answer
   * uses the figure set that holds for it (`18` for every release before iOS 26, `26`,
   * `27`) and says so in `device.ios` and `device.figures`. Left out, the newest
   * release the device runs. A release the model never ran is a 422 naming those it
   * runs; an Android phone takes none.
   */
  ios?: IOSRelease | null;
  /**
   * Which keyboard the app gets: `liquidGlass` (built with the iOS 26 SDK or later,
   * on iOS 26 or later: the default there), `classic` (built with an earlier SDK or
   * opting out with `UIDesignRequiresCompatibility`; the only keyboard before iOS
   * 26) or, on an Android phone, `gboard` (its only one).
   */
  keyboardStyle?: KeyboardStyle | null;
  /**
   * An input accessory view on top of the device's keyboard (44 points for a standard
   * toolbar before iOS 26, 58 on iOS 26). Not with `keyboard.accessoryHeight` too.
   */
  accessoryHeight?: number | null;
}

/**
 * Many layouts, each answered on its own.
 */
export interface BatchRequest {
  /**
   * The layouts, at most 1,000 (`--max-batch`). Each is a layout as `POST /v1/layout`
   * takes it; an item that breaks the contract, or is not even an object, is answered
   * with a problem in its place, and the others still get their answers.
   */
  requests: Array<LayoutRequest | AnyBatchItem>;
}

/**
 * One layout and the combinations to run it on. Only `request` is required.
 */
export interface MatrixRequest {
  request: MatrixLayoutRequest;
  /**
   * `"all"` (the default: every device of the catalog, in catalog order), `"allModels"` (every entry and every alias, each under its own id and its own iOS releases) or a list of device ids or aliases. For a `request` with a `design` the default is the design's own class: a phone frame runs on every iPhone in the orientation it is drawn in (unless `orientations` is given), an iPad frame on every iPad.
   */
  devices?: "all" | "allModels" | string[] | null;
  /**
   * The orientations, default both.
   */
  orientations?: Orientation[] | null;
  /**
   * The keyboards, default `predictive`, `noPredictive` and `hardwareBar`.
   */
  keyboards?: DeviceKeyboard[] | null;
  /**
   * Scale the x and width of every element frame and caret (and of `container.frame`
   * and `container.contentSize`, when given) by the window's width over
   * `referenceWidth`, as leading and trailing constraints would. Heights and y stay.
   */
  stretch?: MatrixStretch | null;
  /**
   * The keyboard types, default `default` alone.
   */
  keyboardTypes?: DeviceKeyboardType[] | null;
  /**
   * The iOS releases, such as `["18", "26", "27"]`; left out (or empty), each device's newest. A
   * combination whose model does not run the release is skipped (`notRunning`).
   */
  ios?: IOSRelease[];
  /**
   * The keyboard styles, such as `["liquidGlass", "classic"]`; left out, each
   * release's default. A style a release does not have (Liquid Glass before iOS 26)
   * is skipped (`styleUnavailable`).
   */
  keyboardStyles?: KeyboardStyle[] | null;
  /**
   * Which catalog figures a combination may use: `all` (the default) measured and
   * derived ones, `measured` only those a source measured; a combination that needs a
   * derived figure is then skipped (`skipReason: derivedFigure`).
   */
  figures?: FigureChoice | null;
}

/**
 * A design and the devices to check every one of its text fields on. Only `design` is required.
 */
export interface DesignCheckRequest {
  /**
   * The design (docs/designs.md): a Figma frame, a Penpot board or a Sketch artboard, and the screen to check when it holds several.
   */
  design: Design;
  /**
   * The devices to check on: `"iphones"`, `"ipads"`, `"android"` (the Android phones), `"all"` or a list of ids. Without it, the
   * device `device.id` names, else the device the frame's size names. Each device lays the design out again by its constraints (R8). Fields × devices may not exceed 2048 (422 at `/devices`).
   */
  devices?: string | string[] | null;
  /**
   * The orientation, iOS release, keyboard style and keyboard of every device checked (`id` only without `devices`; `keyboardType` is each field's own, so it is left out).
   */
  device?: DeviceSelection | null;
  /**
   * How to avoid the keyboard, as in a layout.
   */
  options?: Options | null;
}

/**
 * How to stretch the layout's frames to each window's width.
 */
export interface MatrixStretch {
  /**
   * The window width the frames were laid out for, such as 390.
   */
  referenceWidth: number;
}

/**
 * A layout as `POST /v1/layout` takes it, less what the matrix sets for each combination:
 * no `screen`, `window` or `device`, and of the keyboard only its `animation` and
 * `accessoryHeight`. Without `container.frame` the container is the whole window.
 */
export interface MatrixLayoutRequest {
  /**
   * Set by the matrix; leave it out.
   */
  screen?: null;
  /**
   * Set by the matrix; leave it out.
   */
  window?: null;
  /**
   * Only the animation and the accessory view; the keyboard itself is set by the matrix.
   */
  keyboard?: MatrixKeyboard | null;
  container?: Container | null;
  /**
   * The elements, as in a layout. At most 10,000 by default (`--max-elements`).
   */
  elements?: Element[] | null;
  /**
   * The id of the first responder, as in a layout. It must name an element.
   */
  focus?: string | null;
  /**
   * How to avoid the keyboard, as in a layout.
   */
  options?: Options | null;
  /**
   * Set by the matrix; leave it out.
   */
  device?: null;
  /**
   * Views that do not scroll with the content: a bottom bar, a "Continue" button, a
   * toolbar riding on the keyboard. Frames are in window coordinates as laid out with the
   * keyboard hidden. Their ids share one namespace with the elements' (a repeat is a
   * 422); one may be the `focus` (a search field in a fixed header), none the
   * `options.scrollTarget`. Each gets its own verdicts in the answer's `pinned`, and they
   * cover the elements beneath them like the keyboard does. At most 64.
   */
  pinned?: PinnedView[] | null;
  /**
   * A design document in place of `screen`, `window`, `container`, `elements` and
   * `pinned` (docs/designs.md): a Figma frame as Figma's REST JSON, a Penpot board or a Sketch
   * artboard.
   * Its frame's size names no device here: the matrix sets each combination's, and the
   * frame is mapped in its own window;
   * `focus` may name a node id or a layer's exact name. The answer gains `mapping`, which
   * says how every layer was read. Members the mapping does not read are ignored at any
   * depth. A body with a design may be up to 8 MiB (`--max-design-bytes`).
   */
  design?: Design | null;
}

/**
 * A view that does not scroll with the content: a bottom bar, a button on the keyboard.
 */
export interface PinnedView {
  /**
   * A non-empty name, unique among the elements' and the pinned views' ids, such as `continue`.
   */
  id: string;
  frame: PinnedFrame;
  /**
   * What the view's bottom edge is tied to.
   */
  pin?: Pin | null;
}

/**
 * The keyboard by its end frame.
 */
export interface KeyboardByFrame {
  state?: KeyboardRequestState | null;
  /**
   * The keyboard's end frame in screen coordinates, as `UIKeyboardFrameEndUserInfoKey`
   * gives it.
   */
  frame: RectInput;
  height?: null;
  userInfo?: null;
  animation?: KeyboardAnimation | null;
  /**
   * An input accessory view on top of the keyboard: the keyboard frame grows upward by
   * this much (none when the keyboard is hidden). A standard toolbar is 44 points before
   * iOS 26 and 58 on iOS 26. Not with `device.accessoryHeight` too; the keyboard with it
   * may not be taller than the screen.
   */
  accessoryHeight?: number | null;
}

/**
 * A docked keyboard by its height.
 */
export interface KeyboardByHeight {
  state?: KeyboardRequestState | null;
  frame?: null;
  /**
   * Shorthand for a keyboard docked at the bottom of the screen, as wide as the
   * screen: the frame `{0, screen.height - height, screen.width, height}`. No more
   * than `screen.height`.
   */
  height: number;
  userInfo?: null;
  animation?: KeyboardAnimation | null;
  /**
   * An input accessory view on top of the keyboard: the keyboard frame grows upward by
   * this much (none when the keyboard is hidden). A standard toolbar is 44 points before
   * iOS 26 and 58 on iOS 26. Not with `device.accessoryHeight` too; the keyboard with it
   * may not be taller than the screen.
   */
  accessoryHeight?: number | null;
}

/**
 * The keyboard by the userInfo of a keyboard notification, as an app logs it.
 */
export interface KeyboardByUserInfo {
  state?: KeyboardRequestState | null;
  frame?: null;
  height?: null;
  /**
   * The notification's userInfo: the dictionary as an object, or its logged text as a
   * string, as NSLog or `po` prints it or as Swift's `print` does.
   */
  userInfo: KeyboardUserInfo | LoggedUserInfo;
  animation?: KeyboardAnimation | null;
  /**
   * An input accessory view on top of the keyboard: the keyboard frame grows upward by
   * this much (none when the keyboard is hidden). A standard toolbar is 44 points before
   * iOS 26 and 58 on iOS 26. Not with `device.accessoryHeight` too; the keyboard with it
   * may not be taller than the screen.
   */
  accessoryHeight?: number | null;
}

/**
 * No keyboard.
 */
export interface NoKeyboard {
  /**
   * `hidden`, or left out: with no frame, height or userInfo the keyboard cannot be shown.
   */
  state?: KeyboardHiddenState | null;
  frame?: null;
  height?: null;
  userInfo?: null;
  animation?: KeyboardAnimation | null;
  /**
   * An input accessory view on top of the keyboard: the keyboard frame grows upward by
   * this much (none when the keyboard is hidden). A standard toolbar is 44 points before
   * iOS 26 and 58 on iOS 26. Not with `device.accessoryHeight` too; the keyboard with it
   * may not be taller than the screen.
   */
  accessoryHeight?: number | null;
}

/**
 * Only beside a `device` whose keyboard is not `hidden`: `state: shown` with no frame,
 * height or userInfo shows the device's keyboard.
 */
export interface KeyboardShownByDevice {
  state: "shown";
  frame?: null;
  height?: null;
  userInfo?: null;
  animation?: KeyboardAnimation | null;
  /**
   * An input accessory view on top of the keyboard: the keyboard frame grows upward by
   * this much (none when the keyboard is hidden). A standard toolbar is 44 points before
   * iOS 26 and 58 on iOS 26. Not with `device.accessoryHeight` too; the keyboard with it
   * may not be taller than the screen.
   */
  accessoryHeight?: number | null;
}

/**
 * The keyboard of a matrix's layout, which gives only its animation and accessory view.
 */
export interface MatrixKeyboard {
  state?: null;
  frame?: null;
  height?: null;
  userInfo?: null;
  animation?: KeyboardAnimation | null;
  /**
   * An input accessory view on top of the keyboard: the keyboard frame grows upward by
   * this much (none when the keyboard is hidden). A standard toolbar is 44 points before
   * iOS 26 and 58 on iOS 26. Not with `device.accessoryHeight` too; the keyboard with it
   * may not be taller than the screen.
   * In a matrix it goes on every combination's keyboard, and a combination where it
   * makes the keyboard taller than the screen is skipped.
   */
  accessoryHeight?: number | null;
}

/**
 * A point. `y` grows downward. Coordinates lie within ±1e9.
 */
export interface PointInput {
  x: number;
  y: number;
}

/**
 * A size; neither side is negative.
 */
export interface SizeInput {
  width: number;
  height: number;
}

/**
 * A rectangle by its top-left corner and its size; the size is never negative.
 */
export interface RectInput {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Edge insets, as UIKit's `UIEdgeInsets`. An edge left out (or `null`) is 0, so
 * `{"top": 47, "bottom": 34}` reads as written. No edge may be negative.
 */
export interface InsetsInput {
  top?: number | null;
  left?: number | null;
  bottom?: number | null;
  right?: number | null;
}

/**
 * An element's frame in content coordinates (where it sits in the scroll content,
 * whatever the scroll position). Its width and height must be more than 0.
 */
export interface ElementFrame {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A pinned view's frame in window coordinates, with the keyboard hidden; its width and
 * height are above 0.
 */
export interface PinnedFrame {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * `textField` (a single-line text input), `textView` (a multi-line one that scrolls
 * itself) or `view` (not a text input). Text-driven policies treat a focus of kind `view`
 * as no focus; a caret is read only on a text input.
 */
export type ElementKind = "textField" | "textView" | "view";

/**
 * A policy with parameters: an object naming it and holding only that policy's parameters
 * (another policy's parameter is a 422 at its pointer, `/options/policy/<param>`).
 */
export type PolicyObject = ClearancePolicy | IQKeyboardManagerPolicy | TPKeyboardAvoidingPolicy | UIKitGuidePolicy | SwiftUIPolicy | ReactNativePolicy | ReactNativeScrollViewPolicy | KeyboardControllerPolicy | FlutterPolicy | AndroidAdjustPanPolicy | AndroidAdjustResizePolicy | ComposePolicy;

/**
 * A policy by name, with its default parameters.
 */
export type PolicyName = "clearance" | "iqKeyboardManager" | "tpKeyboardAvoiding" | "uikitGuide" | "swiftUI" | "reactNative" | "reactNativeScrollView" | "keyboardController" | "flutter" | "androidAdjustPan" | "androidAdjustResize" | "compose";

/**
 * IQKeyboardManager's line, `8` (8.0.2, the default) or `6` (6.5.11).
 */
export type IQKeyboardManagerVersion = "8" | "6";

/**
 * TPKeyboardAvoiding's version; one is emulated.
 */
export type TPKeyboardAvoidingVersion = "1.3.5";

/**
 * Where SwiftUI content that does not scroll sits in its frame. Default `center`.
 */
export type ContentAlignment = "center" | "top" | "bottom";

/**
 * React Native's `KeyboardAvoidingView` behavior. Default `padding` (React Native has no
 * default; `none`, a view without a behavior, changes nothing).
 */
export type KeyboardAvoidingBehavior = "padding" | "height" | "position" | "none";

/**
 * Which selection handles Flutter draws below the caret. Default `cupertino`.
 */
export type SelectionHandles = "cupertino" | "material";

/**
 * `shown` or `hidden`. Default `shown` when a frame, height or userInfo is given, else
 * `hidden`. `hidden` wins over any frame: use it to ask what happens when the keyboard
 * goes away.
 */
export type KeyboardRequestState = "shown" | "hidden";

/**
 * The keyboard is hidden.
 */
export type KeyboardHiddenState = "hidden";

/**
 * UIKit's `contentInsetAdjustmentBehavior`: `automatic` (the system adds the safe area
 * to the content inset; its left and right only when the content scrolls horizontally)
 * or `never` (the content inset is used as it is).
 */
export type InsetAdjustment = "automatic" | "never";

/**
 * A named anchor: `top` is 0, `center` 0.5, `bottom` 1.
 */
export type AnchorName = "top" | "center" | "bottom";

/**
 * What the view's bottom edge is tied to. `bottom`: the window's bottom safe-area edge
 * (`safeAreaLayoutGuide.bottomAnchor`, `.safeAreaInset(edge: .bottom)`); it stays under
 * `scrollView` (the keyboard covers it), moves with the view under `shiftView` and rides
 * on the shrunk container under `resizeView`. `keyboard`: the keyboard's top
 * (`keyboardLayoutGuide.topAnchor`, React Native `KeyboardStickyView`, Compose
 * `imePadding()`); it moves up with a docked keyboard. `none`: moves only when the whole
 * view moves. The default, `bottom`, is the pinned view's (`PinnedView.pin`).
 */
export type Pin = "bottom" | "keyboard" | "none";

/**
 * A position in points. Every number of a request lies within ±1e9 points, far beyond any
 * screen, so that no answer overflows.
 */
export type Coordinate = number;

/**
 * A length in points, from 0 to 1e9.
 */
export type Length = number;

/**
 * Every parameter of the policy, resolved: the request's or the default, which may come
 * from the request (IQKeyboardManager's `topGuide` is the window's top safe area unless
 * given). `clearance` reports `strategy`, `minimumDistance` and `anchor` as applied;
 * `layoutMargins` resolves to `{top, bottom}`, `scrollPadding` to insets.
 */
export type PolicyParameters = { [key: string]: unknown };

/**
 * The keyboard, in one of four forms: its end frame, its height (a docked keyboard), the
 * userInfo of a keyboard notification as an app logs it, or no keyboard at all. Give at most
 * one of `frame`, `height` and `userInfo`. With one of them the keyboard is shown unless
 * `state` says `hidden`; with none it is hidden, and `state: shown` is an error.
 *
 * The answer classifies it: **hidden** (not on screen, or zero-sized), **docked** (touching
 * the bottom of the screen; a hardware keyboard's 55-point shortcut bar counts) or
 * **floating** (an undocked, split or floating iPad keyboard). Only a docked keyboard is
 * avoided, as in UIKit; a floating one still covers what is under it, and the verdicts say
 * so.
 */
export type Keyboard = KeyboardByFrame | KeyboardByHeight | KeyboardByUserInfo | NoKeyboard;

/**
 * A keyboard notification's userInfo dictionary as an app logs it. The keys below are read;
 * any other key (`UIKeyboardFrameBeginUserInfoKey`, `UIKeyboardIsLocalUserInfoKey`, ...) is
 * ignored, whatever its value.
 */
export interface KeyboardUserInfo {
  /**
   * The end frame in screen coordinates, either as `NSValue` prints it,
   * `"NSRect: {{0, 508}, {390, 336}}"`, or as a Rect object. Width and height must not
   * be negative.
   */
  UIKeyboardFrameEndUserInfoKey: LoggedRect | RectInput;
  /**
   * The animation's duration in seconds, a number or a string of one as NSLog prints it
   * (`"0.25"`); `animation.duration` wins over it.
   */
  UIKeyboardAnimationDurationUserInfoKey?: DurationSeconds | LoggedDuration | null;
  /**
   * The animation curve (usually 7), a number or a string of one; `animation.curve` wins
   * over it.
   */
  UIKeyboardAnimationCurveUserInfoKey?: CurveValue | LoggedCurve | null;
}

/**
 * A duration in seconds.
 */
export type DurationSeconds = number;

/**
 * A `UIView.AnimationCurve` raw value, 0 to 15.
 */
export type CurveValue = number;

/**
 * A rectangle as `NSValue` prints it: `{{x, y}, {width, height}}` after an optional
 * `NSRect:` or `CGRect:`, with white space (spaces, tabs, line breaks) between any two
 * parts and around it. Numbers are plain decimals with any number of decimals
 * (`476.33333333333331`), no exponent, within ±1e9 (at most 9 digits before the point, or
 * 1000000000); x and y may be negative, width and height may not.
 */
export type LoggedRect = string;

/**
 * A duration in seconds as NSLog prints it, such as `0.25`, within 0…1e9 (the number grammar of `LoggedRect`), white space around it allowed.
 */
export type LoggedDuration = string;

/**
 * An animation curve as text, `0` to `15`, white space around it allowed.
 */
export type LoggedCurve = string;

/**
 * The logged text of a keyboard notification's whole userInfo dictionary, in one of two
 * forms:
 *
 * * as NSLog or `po` prints it: `{ Key = value; ... }`, bare keys (letters, digits, `_`),
 *   each value a quoted string (a backslash escapes the next character) or a bare run of
 *   anything but white space and `;"{}=`, such as
 *   `{ UIKeyboardAnimationCurveUserInfoKey = 7; UIKeyboardAnimationDurationUserInfoKey = "0.25"; UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 508}, {390, 336}}"; }`
 *   (with the line breaks the log prints);
 * * as Swift's `print` prints it: `[AnyHashable("Key"): value, ...]`, each value a run of
 *   quoted strings, brace groups (two deep) and any other character but `,[]{}"`, such as
 *   `[AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0.0, 508.0}, {390.0, 336.0}}, AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25]`.
 *
 * `UIKeyboardFrameEndUserInfoKey` is required: a rect as in `LoggedRect` (quoted in the
 * NSLog form). `UIKeyboardAnimationDurationUserInfoKey` (a `LoggedDuration`) and
 * `UIKeyboardAnimationCurveUserInfoKey` (a `LoggedCurve`) are read when present, quoted or
 * not; every other key is skipped whatever its value. A key given twice is read twice and
 * the last value wins. A text the service cannot read is a 422 at `/keyboard/userInfo`
 * that names the key it could not find, such as `no UIKeyboardFrameEndUserInfoKey in the
 * logged userInfo`. The pattern states this grammar exactly; it is long because it spells
 * out "any key but the three that are read".
 */
export type LoggedUserInfo = string;

/**
 * An anchor from 0 (the top of the target at the top of the band) to 1 (bottom at bottom).
 */
export type AnchorFraction = number;

/**
 * Anything that is not a valid layout; it is answered with a problem in its place.
 */
export type AnyBatchItem = unknown;

/**
 * `device/orientation/keyboard`, then `/keyboardType` unless it is `default`, `/ios` and the
 * release when the matrix names releases (`ios`), and `/` and the style
 * (`liquidGlass`, `classic`, `gboard`) when it names styles (`keyboardStyles`):
 * `iphone-se/landscape/predictive`, `iphone-se/portrait/predictive/numberPad/ios18`,
 * `iphone-17-pro/portrait/noPredictive/ios26.2/classic`. A matrix that names no release (or no style)
 * labels its combinations without one, though each solved result's `ios` and `keyboardStyle`
 * say which its figures are for.
 */
export type CombinationLabel = string;

export type KeyboardVariants = DeviceKeyboard[];

export type KeyboardTypes = DeviceKeyboardType[];

/**
 * One figure, in points (or a scale).
 */
export type FigureNumber = number;

/**
 * A group of figures, as the data file holds it there: insets `{top, left, bottom,
 * right}`, a size `{width, height}`, or figures per orientation.
 */
export type FigureGroup = { [key: string]: unknown };

/**
 * `ready` while the service takes new work, `draining` once it has been asked to stop.
 */
export type ReadinessStatus = "ready" | "draining";

/**
 * A design to check (docs/designs.md): exactly one document, of Figma (`figma`), Penpot
 * (`penpot`) or Sketch (`sketch`), and the screen in it (`node`). Every format goes through
 * the same mapping rules. A body with none of the three is a 422 at `/design/figma`; with two,
 * at the second. Any member may also be sent as `null`, which means the same as leaving it
 * out (a `null` document is not one of the three).
 *
 * `figma` is a bare node (`GET /v1/files/:key/nodes`'s `nodes[id].document`), a whole
 * `GET /v1/files/:key/nodes` response (`node` picks one of its entries, needed when it holds
 * several), or a plugin's `exportAsync({format: "JSON_REST_V1"})`; the screen is a FRAME,
 * COMPONENT or INSTANCE (a CANVAS, DOCUMENT or SECTION holding a single frame, sections
 * looked through, stands for it).
 *
 * `penpot` is a page as Penpot's file data holds it (`data.pagesIndex[pageId]`), or just its
 * `objects` (an export's per-shape JSON files gathered into one map are the same thing); the
 * screen is a board.
 *
 * `sketch` is a page JSON from inside a `.sketch` file (`pages/<id>.json`) or one artboard;
 * the screen is an artboard.
 */
export interface Design {
  figma?: FigmaDocument | null;
  penpot?: PenpotDocument | null;
  sketch?: SketchDocument | null;
  /**
   * The screen: a Figma frame's id (or the nodes response's entry that holds it), a Penpot
   * board's id or a Sketch artboard's `do_objectID`. Needed when the document holds several;
   * one that is not there is a 422 listing those that are.
   */
  node?: string | null;
}

/**
 * Figma's REST JSON, read for `id`, `name`, `type`, `visible`, `absoluteBoundingBox`,
 * `overflowDirection`, `scrollBehavior`/`isFixed`, `constraints`, `layoutMode` and the auto
 * layout members, `layoutPositioning`, `fills`, `strokes`, `individualStrokeWeights`,
 * `componentId` (with `components` and `componentSets`), `componentProperties`,
 * `sharedPluginData.clearance`, `characters` and `children`; every other member is ignored.
 */
export type FigmaDocument = { [key: string]: unknown };

/**
 * Read for `objects` and in each shape `id`, `name`, `type`, `parentId`, `shapes`, `x`, `y`,
 * `width`, `height`, `selrect`, `points`, `rotation`, `hidden`, `opacity`, `fills`,
 * `strokes`, `layout` and the flex members (`layoutFlexDir` with its reversed directions,
 * alignment, `layoutItemAbsolute`, sizing), `constraintsH`/`constraintsV`, `fixedScroll`,
 * `componentId`/`mainInstance`, a text's `content` and `pluginData`; camelCase or kebab-case
 * names. Absolute page coordinates. Every other member is ignored.
 */
export type PenpotDocument = { [key: string]: unknown };

/**
 * Read for `_class`, `do_objectID`, `name`, `isVisible`, `frame` (relative to the parent),
 * `rotation`, `isFixedToViewport`, `resizingConstraint`, `style.fills`/`style.borders`,
 * `attributedString.string` (else the name stands for a text), a symbol instance's
 * `symbolID` and text overrides, `groupLayout` and `layers`; every other member is ignored.
 */
export type SketchDocument = { [key: string]: unknown };

/**
 * An OpenAPI 3.1 document, this one.
 */
export type OpenAPIDocument = { [key: string]: unknown };

/**
 * A point. `y` grows downward.
 */
export interface Point {
  x: number;
  y: number;
}

/**
 * A rectangle by its top-left corner and its size.
 */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A size.
 */
export interface Size {
  width: number;
  height: number;
}

/**
 * Edge insets, as UIKit's `UIEdgeInsets`. Under `clearance` none is negative. An emulated
 * policy sets what its system sets, which can be negative: IQKeyboardManager subtracts the
 * safe area from the keyboard's reach, keyboard-controller adds a negative
 * `extraKeyboardSpace`.
 */
export interface Insets {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/**
 * What to do, and what the user sees. Frames are in window coordinates unless said
 * otherwise; every field is always present.
 */
export interface LayoutAnswer {
  keyboard: KeyboardAnswer;
  strategy: Strategy;
  /**
   * The `contentInset` to set. With `scrollView` and a docked keyboard the bottom grows
   * to the keyboard's overlap plus `minimumDistance`, less the safe area the system
   * already adds (`automatic`); the other edges stay as the request gave them.
   */
  contentInset: Insets;
  /**
   * The `verticalScrollIndicatorInsets` to set, as `contentInset`, without `minimumDistance`.
   */
  scrollIndicatorInsets: Insets;
  /**
   * The `adjustedContentInset` that results (content inset plus safe area when `automatic`).
   */
  adjustedContentInset: Insets;
  /**
   * The content offset to scroll to (animate with `animation`). Always within what the content can scroll.
   */
  contentOffset: Point;
  /**
   * `contentOffset.y` after, minus before: how far the content scrolls up.
   */
  scrollDelta: number;
  /**
   * The container's frame after avoidance (moved up by `shiftView`, shortened by `resizeView`).
   */
  containerFrame: Rect;
  /**
   * How far `shiftView` moved the container up; 0 for the other strategies. Never
   * negative under `clearance`; an emulated policy may move it down (Android's pan).
   */
  viewShift: number;
  /**
   * The element brought into view, or `null` when there is none.
   */
  target: TargetAnswer | null;
  animation: AnimationAnswer;
  /**
   * A verdict pair for every element, in the order of the request.
   */
  elements: ElementVerdicts[];
  /**
   * Every pinned view's frame, shift and verdicts, in the order of the request; empty without any.
   */
  pinned: PinnedVerdicts[];
  /**
   * What the strategy avoids, in points of the container's height:
   * `clamp(C.maxY - Ktop, 0, C.height)`, where `Ktop` is the keyboard's top raised to the
   * top of every pinned view stacked on it (ending within 0.5 pt of the keyboard's top).
   * The keyboard's own `overlap` when no view is stacked. An emulated policy that does
   * not read stacked views (policy-formulas §3.13) reports it but avoids the keyboard alone.
   */
  obstruction: number;
  /**
   * What a designer should know: a floating keyboard covering the focus, a target taller
   * than the visible band, an anchor that `shiftView` ignores, a focus with no element,
   * and the like. Empty when all is well.
   */
  warnings: Warning[];
  policy: PolicyDescription;
  afterHide: AfterHide;
  /**
   * Only when the request was a design, and last: how the design was read.
   */
  mapping?: DesignMapping;
  /**
   * Only when the request named a `device` (or its design's frame matched one), last (after `mapping`). A matrix's per-combination answers leave it out (each result has its `provenance`).
   */
  device?: DeviceFigures;
}

/**
 * The element brought into view.
 */
export interface TargetAnswer {
  id: string;
  /**
   * The rectangle scrolled to, in content coordinates (the caret, when the element has one).
   */
  rect: Rect;
  /**
   * The anchor applied, as a number (top 0, center 0.5, bottom 1), or `null` for the minimal scroll, under `shiftView` (which ignores the anchor) and for every emulated policy.
   */
  anchor: number | null;
}

/**
 * Animate the change with these, to move with the keyboard. `duration`, `curve` and
 * `options` are what UIKit reads (pass them to `UIView.animate`); the rest is how the keyboard
 * really moves, for a renderer: UIKit runs curve 7 as a spring that settles in about 0.5 s,
 * so a web tool that animates over the notification's 0.25 s moves twice as fast as iOS
 * (docs/semantics.md §5, "The keyboard's motion"). The named curves 0–3 keep their own easing
 * over `duration`.
 */
export interface AnimationAnswer {
  /**
   * In seconds.
   */
  duration: number;
  /**
   * The `UIView.AnimationCurve` raw value.
   */
  curve: number;
  /**
   * `UIView.AnimationOptions` raw value for the curve: `curve << 16`.
   */
  options: number;
  /**
   * How long the motion takes to come to rest, in seconds (0.5 for the keyboard's curve; `duration` for a named curve).
   */
  settleDuration: number;
  /**
   * The keyboard's spring (curve 7, and any curve UIKit does not name); `null` for a named curve.
   */
  spring: KeyboardSpring | null;
  /**
   * `cubic-bezier(x1, y1, x2, y2)` over `settleDuration`: the published fit of the keyboard's spring, or the named curve's own.
   */
  cubicBezier: number[];
  /**
   * A CSS easing over `settleDuration`: for the keyboard, `linear(…)` with 41 points
   * (every 12.5 ms), within 1% of the spring everywhere; `ease-in-out`, `ease-in`,
   * `ease-out` or `linear` for curves 0–3. Use it as
   * `el.animate(frames, {duration: settleDuration * 1000, easing: cssEasing})`.
   */
  cssEasing: string;
}

/**
 * The keyboard's spring as a renderer's spring takes it (Figma's `CUSTOM_SPRING`, SwiftUI's
 * `interpolatingSpring`): mass 3 and stiffness 1000 as UIKit's keyboard animation holds them,
 * critically damped (`2·√(stiffness·mass)` ≈ 109.5; the 500 UIKit reports would crawl in a
 * textbook solver).
 */
export interface KeyboardSpring {
  mass: number;
  stiffness: number;
  damping: number;
  initialVelocity: number;
}

/**
 * The keyboard as Clearance sees it.
 */
export interface KeyboardAnswer {
  state: KeyboardState;
  /**
   * The keyboard in window coordinates, or `null` when hidden.
   */
  frame: Rect | null;
  /**
   * How many points of the container's height a docked keyboard covers, from the
   * container's bottom up; 0 otherwise. This, not the keyboard's height, is what is
   * avoided: a tab bar, a sheet or a window that stops short of the screen's bottom all
   * make it smaller.
   */
  overlap: number;
  /**
   * The frame of `UIKeyboardLayoutGuide`, in window coordinates: the keyboard when docked
   * (down to the window's bottom), the bottom safe area when hidden, and for a floating
   * keyboard the keyboard itself when `followsUndockedKeyboard`, else the bottom safe area.
   */
  layoutGuide: Rect;
}

/**
 * `hidden`: not on screen (hidden by the request, zero-sized, or off the screen).
 * `docked`: touching the bottom of the screen; this is the keyboard that is avoided.
 * `floating`: undocked, split or floating; nothing moves for it, but it still covers
 * what is under it.
 */
export type KeyboardState = "hidden" | "docked" | "floating";

export interface ElementVerdicts {
  id: string;
  /**
   * With the keyboard up and nothing adjusted yet.
   */
  before: Verdict;
  /**
   * With the strategy applied.
   */
  after: Verdict;
}

export interface PinnedVerdicts {
  id: string;
  pin: Pin;
  /**
   * Its frame after avoidance, window coordinates.
   */
  frame: Rect;
  /**
   * How far it moved vertically (negative is up).
   */
  shift: number;
  /**
   * At its rest frame with the keyboard up, against the window and the keyboard.
   */
  before: Verdict;
  /**
   * At `frame`; `reachable` is whether it is visible (nothing scrolls it).
   */
  after: Verdict;
}

/**
 * How much of an element the user sees. The viewport is the container less its safe area,
 * within the window; the keyboard covers what lies under it, docked or floating.
 */
export interface Verdict {
  state: VerdictState;
  /**
   * The part of its area in the viewport and not under the keyboard.
   */
  visibleFraction: number;
  /**
   * The part of its area in the viewport and under the keyboard or a pinned view
   * (counted once where they overlap).
   */
  coveredFraction: number;
  /**
   * Whether the user can scroll it wholly into view above the keyboard. A container that
   * does not scroll, or one moved by `shiftView`, reaches only what is visible.
   */
  reachable: boolean;
  /**
   * What covers part of it: `"keyboard"` first when the keyboard does, then the ids of
   * the pinned views that do, in request order. Empty when `coveredFraction` is 0. A
   * pinned view's own verdicts are judged against the window and the keyboard only.
   */
  coveredBy: string[];
}

/**
 * `visible`: wholly in view. `partiallyCovered`: partly under the keyboard, partly
 * visible. `covered`: under the keyboard wherever it is in the viewport.
 * `clipped`: partly outside the viewport (scrolled away, under the notch), not under
 * the keyboard. `offscreen`: nothing of it in the viewport.
 */
export type VerdictState = "visible" | "partiallyCovered" | "covered" | "clipped" | "offscreen";

export interface Warning {
  code: WarningCode;
  /**
   * A sentence a person can act on.
   */
  message: string;
}

/**
 * The container's state once the keyboard hides again: what the policy leaves set. An
 * offset outside this state's range raises `offsetOutOfRangeAfterHide` (not restored).
 */
export interface AfterHide {
  contentInset: Insets;
  scrollIndicatorInsets: Insets;
  contentOffset: Point;
  containerFrame: Rect;
  viewShift: number;
}

/**
 * The system emulated, its version, every parameter resolved (defaults filled) and its fidelity.
 */
export interface PolicyDescription {
  name: PolicyName;
  /**
   * The version the formulas were read at, such as `8.0.2` or `main@dcaa01e`.
   */
  version: string;
  parameters: PolicyParameters;
  fidelity: PolicyFidelity;
}

/**
 * One result per policy, in the order asked, and warnings about the comparison itself.
 */
export interface CompareAnswer {
  results: CompareResult[];
  /**
   * About the comparison itself; with a design, the mapping's warnings first.
   */
  warnings: Warning[];
  /**
   * Only when the body was a design, last.
   */
  mapping?: DesignMapping;
  /**
   * Only when the body named a `device` (or its design's frame matched one), after `mapping`.
   */
  device?: DeviceFigures;
}

/**
 * One policy's outcome: the focus's gap and verdict, the scroll, the shift, the inset,
 * how many elements end not `visible`, and that policy's full layout answer (equal to
 * `POST /v1/layout` with that `options.policy`).
 */
export interface CompareResult {
  policy: PolicyDescription;
  focus: CompareFocus | null;
  scrollDelta: number;
  viewShift: number;
  contentInset: Insets;
  hiddenElements: number;
  answer: LayoutAnswer;
}

/**
 * The focus under one policy. `gap` = K.y − (F.maxY + containerFrame.y − contentOffset.y)
 * for a docked keyboard (positive: above it; the whole frame, not the caret), else `null`.
 */
export interface CompareFocus {
  id: string;
  gap: number | null;
  after: Verdict;
}

export interface BatchAnswer {
  /**
   * One result per request, in the order of the requests.
   */
  results: Array<LayoutAnswer | BatchProblem>;
}

/**
 * The result for a request that breaks the contract.
 */
export interface BatchProblem {
  /**
   * A 422 problem document whose pointers count from the batch body (`/requests/3/container/frame`).
   */
  problem: Problem;
}

/**
 * An RFC 9457 problem document.
 */
export interface Problem {
  type: ProblemType;
  /**
   * A short summary of the problem class.
   */
  title: string;
  /**
   * The HTTP status, repeated.
   */
  status: number;
  /**
   * What went wrong with this request.
   */
  detail: string;
  /**
   * Each offending field; empty when the problem is not about a field.
   */
  errors: ProblemField[];
}

/**
 * The problem class: `urn:clearance:problem:` followed by `malformed-json` (400), `bad-framing` (400), `bad-query-argument` (400), `not-found` (404), `method-not-allowed` (405), `not-acceptable` (406), `body-too-large` (413), `answer-too-large` (413), `uri-too-long` (414), `unsupported-media-type` (415), `invalid-request` (422), `internal` (500) or `busy` (503).
 */
export type ProblemType = "urn:clearance:problem:malformed-json" | "urn:clearance:problem:bad-framing" | "urn:clearance:problem:bad-query-argument" | "urn:clearance:problem:not-found" | "urn:clearance:problem:method-not-allowed" | "urn:clearance:problem:not-acceptable" | "urn:clearance:problem:body-too-large" | "urn:clearance:problem:answer-too-large" | "urn:clearance:problem:uri-too-long" | "urn:clearance:problem:unsupported-media-type" | "urn:clearance:problem:invalid-request" | "urn:clearance:problem:internal" | "urn:clearance:problem:busy";

/**
 * An offending field.
 */
export interface ProblemField {
  /**
   * A JSON Pointer (RFC 6901) to the field, such as `/elements/2/frame/height`; `""` is the whole body.
   */
  pointer: string;
  /**
   * What is wrong with it.
   */
  message: string;
}

export interface MatrixAnswer {
  summary: MatrixSummary;
  /**
   * One result per combination, devices outermost, then iOS releases, keyboard styles, orientations,
   * keyboards and keyboard types.
   */
  results: Array<MatrixSolvedCombination | MatrixSkippedCombination>;
  /**
   * Only when the request was a design, last: how it was read, in the frame's own window
   * (the device its size names); each combination then places that layout on its device.
   */
  mapping?: DesignMapping;
  /**
   * The mapping's warnings, with `mapping`.
   */
  mappingWarnings?: Warning[];
}

/**
 * How many combinations were run, where each element ends up, and how the focus fares.
 */
export interface MatrixSummary {
  /**
   * Devices × iOS releases × keyboard styles × orientations × keyboards × keyboard types.
   */
  combinations: number;
  solved: number;
  /**
   * Combinations not run (`skippedFor` says why).
   */
  skipped: number;
  /**
   * Solved combinations whose figures sources all measured.
   */
  measured: number;
  /**
   * Solved combinations that used a figure a rule derived (docs/devices.md).
   */
  derived: number;
  /**
   * Solved combinations that used an assumed figure: iOS 27's keyboards (iOS 26's until measured), the iPhone Duo's (docs/devices.md).
   */
  assumed: number;
  skippedFor: MatrixSkippedFor;
  /**
   * One summary per element, in the order of the request.
   */
  elements: MatrixElementSummary[];
  /**
   * How the focus fares against the keyboard; `null` when the request has no `focus`.
   */
  focus: MatrixFocusSummary | null;
}

/**
 * The skipped combinations by reason; the counts add up to `skipped`.
 */
export interface MatrixSkippedFor {
  /**
   * The model does not run that iOS release, or runs Android where iOS is asked for.
   */
  notRunning: number;
  /**
   * No source gives a figure it needs and no rule derives one.
   */
  missingFigure: number;
  /**
   * It needs a derived or assumed figure and the request asked for `figures`:`measured`.
   */
  derivedFigure: number;
  /**
   * The keyboard style does not exist on that release or platform (Liquid Glass before iOS 26).
   */
  styleUnavailable: number;
  /**
   * The request does not fit that device (its 422 message is in `skipped`).
   */
  unresolvable: number;
}

/**
 * A solved combination and its answer.
 */
export interface MatrixSolvedCombination {
  combination: CombinationLabel;
  device: string;
  orientation: Orientation;
  keyboard: DeviceKeyboard;
  keyboardType: DeviceKeyboardType;
  /**
   * The iOS release; `null` on Android, or when skipped unnamed.
   */
  ios: IOSRelease | null;
  /**
   * `null` when skipped before it was settled.
   */
  keyboardStyle: KeyboardStyle | null;
  provenance: Provenance;
  answer: LayoutAnswer;
}

/**
 * A combination that was skipped, and why.
 */
export interface MatrixSkippedCombination {
  combination: CombinationLabel;
  device: string;
  orientation: Orientation;
  keyboard: DeviceKeyboard;
  keyboardType: DeviceKeyboardType;
  /**
   * The iOS release; `null` on Android, or when skipped unnamed.
   */
  ios: IOSRelease | null;
  /**
   * `null` when skipped before it was settled.
   */
  keyboardStyle: KeyboardStyle | null;
  skipReason: SkipReason;
  /**
   * Why, such as the catalog having no source for a figure that combination needs (the device, the figure and the reason), or the request not fitting that combination (the pointer, relative to `request`, and the message the same request with that `device` gets in its 422).
   */
  skipped: string;
}

/**
 * A catalog figure the answer used, and where it comes from.
 */
export interface UsedFigure {
  /**
   * Its JSON Pointer into the device's data (`/points`, `/ios/26/safeArea/portrait`, `/ios/26/keyboardHeight/liquidGlass/portrait/withPredictiveBar`), or `/hardwareKeyboardBarHeight` into the catalog's: the set in it (`18`, `26`, `27`, `android`) is the one whose figures the answer used.
   */
  at: string;
  /**
   * A length (a keyboard height), the screen's portrait size, or safe-area insets.
   */
  value: FigureNumber | Size | Insets;
  provenance: Provenance;
  /**
   * `true` when only one source gives the figure.
   */
  single?: boolean;
  /**
   * The rule (or assumption) that gave it (only when not measured).
   */
  rule?: string;
  /**
   * The figures it was derived from (only when derived): pointers into this device's data, or `id/pointer` into another's.
   */
  derivedFrom?: string[];
  /**
   * The keys of its sources (GET /v1/devices lists them); for a derived figure, its inputs' and its rule's.
   */
  sources: string[];
}

/**
 * The device a request named (or its design's frame matched), the release and keyboard
 * style its figures are for, and every catalog figure the answer used, each measured,
 * derived or assumed; an answer that used a derived one also carries the warning
 * `derivedFigure`, one that used an assumed one `assumedFigure`.
 */
export interface DeviceFigures {
  id: string;
  /**
   * The model the id names, such as `iPhone X`.
   */
  model: string;
  /**
   * The catalog entry whose figures it has.
   */
  family: string;
  platform: Platform;
  /**
   * The iOS release the answer is for: the one asked, else the newest the model runs (iOS only).
   */
  ios?: IOSRelease;
  /**
   * The figure set that holds for that release: `18` (every release before 26), `26`, `27`, `android`.
   */
  figureSet: FigureSet;
  /**
   * The keyboard style whose heights apply.
   */
  keyboardStyle: KeyboardStyle;
  figures: UsedFigure[];
}

/**
 * Where one element ends up, over every solved combination. `counts` sorts each
 * combination into one outcome. Each list holds, in matrix order, the combinations where
 * the element's verdict after avoidance has that state (`unreachable`: where it cannot be
 * scrolled wholly into view, whatever its state).
 */
export interface MatrixElementSummary {
  id: string;
  /**
   * True when, in no solved combination, the element is covered by the keyboard
   * (`counts.covered` is 0) or out of reach (`counts.unreachable` is 0) and, for the
   * focus, when it is visible in every one. An element scrolled out of view but
   * reachable (above a focus a long form scrolled up) is clear.
   */
  clear: boolean;
  counts: MatrixElementCounts;
  covered: CombinationLabel[];
  partiallyCovered: CombinationLabel[];
  clipped: CombinationLabel[];
  offscreen: CombinationLabel[];
  unreachable: CombinationLabel[];
  /**
   * The combination where it shows least (ties: unreachable first, then the most
   * covered, then the first), with its verdict after avoidance; `null` when no
   * combination was solved.
   */
  worst: MatrixWorstCase | null;
}

/**
 * How many solved combinations end in each outcome; each counts once, so the four add up
 * to `solved`. From the verdict after avoidance, in this order: `visible` when it is
 * visible; `covered` when the keyboard, or a pinned view tied to the bottom or the
 * keyboard, covers any of it (`covered` or `partiallyCovered`); else (`clipped` or
 * `offscreen`) `scrolledOutOfView` when it is reachable, `unreachable` when it is not. An
 * element hidden only under pinned views tied to nothing (`pin: none`: a sticky header, a
 * top bar) has scrolled under them: it counts, and is listed, as `clipped` (`offscreen`
 * when none of it shows), never as covered.
 */
export interface MatrixElementCounts {
  /**
   * Combinations where it ends wholly visible.
   */
  visible: number;
  /**
   * Combinations where it ends out of view, not under the keyboard, but the user can scroll to it.
   */
  scrolledOutOfView: number;
  /**
   * Combinations where the keyboard, or a pinned view tied to the bottom or the keyboard, covers it, partly or wholly.
   */
  covered: number;
  /**
   * Combinations where it ends out of view, not under the keyboard, and no scrolling brings it back.
   */
  unreachable: number;
}

/**
 * How the focus fares against the keyboard. Its gap in a combination is the docked
 * keyboard's top minus the focus's bottom after avoidance, in window points (negative when
 * the keyboard reaches over it), or none when no keyboard is docked. It meets the minimum
 * distance when it is visible and its gap is at least `minimumDistance` (or there is no
 * gap).
 */
export interface MatrixFocusSummary {
  /**
   * The focus's id.
   */
  id: string;
  /**
   * The gap asked for, the request's `options.minimumDistance`.
   */
  minimumDistance: number;
  /**
   * Combinations where the focus meets the minimum distance.
   */
  visibleWithMinimumDistance: number;
  /**
   * The combination where the focus fares worst: one that misses the minimum distance
   * (not visible, or too close) before one that meets it; then the lower visible
   * fraction; then the smaller gap (no gap counts as the largest); ties keep the first in
   * matrix order. `null` when no combination was solved.
   */
  worst: MatrixFocusWorstCase | null;
}

/**
 * The combination where the focus fares worst, its verdict after avoidance and its gap.
 */
export interface MatrixFocusWorstCase {
  combination: CombinationLabel;
  state: VerdictState;
  visibleFraction: number;
  coveredFraction: number;
  reachable: boolean;
  /**
   * The docked keyboard's top minus the focus's bottom, in points; `null` with no docked keyboard.
   */
  gap: number | null;
}

/**
 * The combination where an element shows least, with its verdict after avoidance.
 */
export interface MatrixWorstCase {
  combination: CombinationLabel;
  state: VerdictState;
  visibleFraction: number;
  coveredFraction: number;
  reachable: boolean;
}

/**
 * The layout request a design maps to (post it to `/v1/layout` to get the answer; edit it
 * first if the mapping read a layer wrongly), how each layer was read, and the mapping's
 * warnings.
 */
export interface DesignAnswer {
  request: LayoutRequest;
  mapping: DesignMapping;
  warnings: Warning[];
}

/**
 * Every text field of a design on every device checked, the mapping (on the first device,
 * without a focus), and the warnings that hold on every device checked.
 */
export interface DesignCheckAnswer {
  devices: DesignCheckDevice[];
  summary: DesignCheckSummary;
  mapping: DesignMapping;
  warnings: Warning[];
}

/**
 * The design on one device: a row per text field, and its warnings: the mapping's there,
 * then what the fields' answers say, each once (a bar the keyboard covers, content shifted
 * off screen), and `derivedFigure` when the catalog derived a figure the device uses.
 */
export interface DesignCheckDevice {
  device: DesignCheckSetup;
  /**
   * Why the device was not checked (the catalog lacks a figure it needs); `fields` is then empty.
   */
  skipped?: string;
  fields: DesignCheckRow[];
  warnings: Warning[];
}

/**
 * The device, its orientation, iOS release, keyboard style and keyboard.
 */
export interface DesignCheckSetup {
  id: string;
  orientation: Orientation;
  /**
   * `null` on Android, or for a device skipped unnamed.
   */
  ios: IOSRelease | null;
  keyboardStyle: KeyboardStyle | null;
  keyboard: DeviceKeyboard;
}

/**
 * One text field, the focus with its own keyboard type shown: its verdicts before and after
 * avoidance, how far its bottom edge ends above the keyboard, and what the policy did. A field
 * whose request cannot be resolved on the device has only its first members, and the device's
 * warnings say why (`designFieldUnresolved`).
 */
export interface DesignCheckRow {
  id: string;
  /**
   * Its label (see `labelSource`).
   */
  name: string;
  labelSource: DesignLabelSource;
  /**
   * The layer's own name.
   */
  layer: string;
  /**
   * `textField` or `textView` inside the scroll area, `pinned` in a fixed header or bar.
   */
  kind: string;
  keyboardType: DeviceKeyboardType;
  keyboardTypeWhy: string;
  strategy?: Strategy;
  before?: Verdict;
  after?: Verdict;
  /**
   * Points between the field's bottom edge and the keyboard's top after avoidance;
   * negative when the keyboard covers it, `null` with no keyboard.
   */
  gap?: number | null;
  /**
   * What covers it after: `keyboard` and the ids of pinned views.
   */
  coveredBy?: string[];
  /**
   * How far the container scrolled (scrollDelta).
   */
  scroll?: number;
  /**
   * How far the view moved up (viewShift).
   */
  shift?: number;
}

/**
 * How many fields and devices were checked, and the fields that fail anywhere, worst first.
 */
export interface DesignCheckSummary {
  fields: number;
  /**
   * Devices checked (not skipped).
   */
  devices: number;
  /**
   * Rows: fields × devices.
   */
  checks: number;
  /**
   * Every field ends visible above the keyboard on every device.
   */
  clear: boolean;
  /**
   * Fields not visible after (or under the keyboard) on some device, worst first.
   */
  failing: DesignCheckFailing[];
}

/**
 * A field that fails somewhere, the devices, and its worst case.
 */
export interface DesignCheckFailing {
  id: string;
  name: string;
  devices: string[];
  worst: DesignCheckWorst;
}

/**
 * Where the field shows least.
 */
export interface DesignCheckWorst {
  device: string;
  state: VerdictState;
  visibleFraction: number;
  gap: number | null;
}

/**
 * How the design was read, each decision with the rule behind it (docs/designs.md).
 */
export interface DesignMapping {
  /**
   * The design's format: `figma`, `penpot` or `sketch`.
   */
  format: string;
  screen: DesignScreen;
  /**
   * The device the frame was put on and why; `null` when none (a frame of no device's size with a keyboard given).
   */
  device: DesignDevice | null;
  container: DesignContainer;
  focus: DesignFocus | null;
  elements: DesignElement[];
  pinned: DesignPinnedView[];
  /**
   * Layers left out (hidden, 0-sized, out of bounds, past a limit, backgrounds), each with its reason.
   */
  skipped: DesignSkippedLayer[];
}

/**
 * The screen frame.
 */
export interface DesignScreen {
  id: string;
  name: string;
  size: SizeInput;
}

/**
 * The catalog device the frame was put on, and why.
 */
export interface DesignDevice {
  id: string;
  orientation: Orientation;
  why: string;
}

/**
 * The layer that is the container (`id` and `name` `null` when the window is), and why.
 */
export interface DesignContainer {
  id: string | null;
  name: string | null;
  why: string;
}

/**
 * The focus and why.
 */
export interface DesignFocus {
  id: string;
  why: string;
}

/**
 * A layer that became an element.
 */
export interface DesignElement {
  id: string;
  /**
   * The layer's name.
   */
  name: string;
  kind: ElementKind;
  why: string;
  /**
   * For a text input, the name a designer reads for it: the nearest text above it or on its left, outside every field; else the text inside it (its placeholder or value); else the layer's name. `focus` may name a field by it.
   */
  label?: string;
  /**
   * Where `label` comes from: `label`, `placeholder` or `layer`.
   */
  labelSource?: DesignLabelSource;
}

/**
 * A layer that became a pinned view.
 */
export interface DesignPinnedView {
  id: string;
  /**
   * The layer's name.
   */
  name: string;
  pin: Pin;
  why: string;
  /**
   * For a text input, the name a designer reads for it: the nearest text above it or on its left, outside every field; else the text inside it (its placeholder or value); else the layer's name. `focus` may name a field by it.
   */
  label?: string;
  /**
   * Where `label` comes from: `label`, `placeholder` or `layer`.
   */
  labelSource?: DesignLabelSource;
}

/**
 * A layer left out.
 */
export interface DesignSkippedLayer {
  id: string;
  name: string;
  reason: string;
}

export interface Health {
  status: "ok";
}

export interface Readiness {
  status: ReadinessStatus;
}

/**
 * The device catalog.
 */
export interface DeviceCatalog {
  /**
   * What the figures are and where they come from.
   */
  about: string;
  /**
   * What the Android phones' figures are.
   */
  androidAbout: string;
  releases: CatalogReleases;
  /**
   * The iOS figure sets and the releases each holds for.
   */
  figureSets: FigureSetNote[];
  /**
   * What each keyboard style is.
   */
  keyboardStyles: KeyboardStyleNote[];
  /**
   * Where each keyboard type's height comes from.
   */
  keyboardTypes: KeyboardTypeNote[];
  emojiKeyboard: EmojiKeyboardNote;
  accessoryBar: AccessoryBar;
  hardwareKeyboardBar: HardwareKeyboardBar;
  /**
   * The sources of every model's `runs`.
   */
  runsSources: DeviceSources;
  /**
   * The rules that derive the figures no source gives, each with its leave-one-out check (docs/devices.md).
   */
  rules: FigureRule[];
  devices: Device[];
}

/**
 * A rule that derives a figure no source gives from figures sources measured. Its check
 * predicts every measured figure it could have, each from the others; a rule whose worst
 * error is over 1 pt (or that predicts none) is not used.
 */
export interface FigureRule {
  /**
   * Such as `ios26PortraitMinusOne`.
   */
  name: string;
  /**
   * What it computes, and the evidence it rests on.
   */
  description: string;
  sources: DeviceSources;
  /**
   * How many measured figures its check predicted.
   */
  predicted: number;
  /**
   * The worst error of those predictions, in points.
   */
  worstError: number;
  /**
   * Whether it passed its check and so derives figures.
   */
  used: boolean;
  /**
   * Whether it is an assumption rather than a rule fit on measured pairs (iOS 27's keyboards are iOS 26's until measured): its figures are `assumed`, and answers that use them say so.
   */
  assumed: boolean;
}

/**
 * The iOS releases the catalog knows.
 */
export interface CatalogReleases {
  /**
   * The iOS majors, 11 to 18, then 26 and 27.
   */
  ios: number[];
  /**
   * The newest release: a device's default while it gets updates.
   */
  newest: IOSRelease;
}

/**
 * A figure set: the releases it holds for and how it was measured.
 */
export interface FigureSetNote {
  set: FigureSet;
  releases: string;
  /**
   * The first release it holds for.
   */
  from: IOSRelease;
  notes: string;
}

/**
 * A keyboard style: what it is and from which release.
 */
export interface KeyboardStyleNote {
  style: KeyboardStyle;
  description: string;
  /**
   * The first iOS release that has it.
   */
  from: IOSRelease;
  sources: DeviceSources;
}

/**
 * The emoji keyboard's figures and their sources.
 */
export interface EmojiKeyboardNote {
  description: string;
  sources: DeviceSources;
}

/**
 * The releases a model runs, from sources (the catalog's `runsSources`): iOS releases, or
 * Android's for an Android phone.
 */
export interface IOSRange {
  /**
   * The release it shipped with, such as `"27.1"`.
   */
  first: string;
  /**
   * Its last major release; `null` while it runs the newest.
   */
  last: string | null;
}

/**
 * A keyboard type and where its height comes from.
 */
export interface KeyboardTypeNote {
  type: DeviceKeyboardType;
  description: string;
  sources: DeviceSources;
  /**
   * Why no device has a height for this type, when none has.
   */
  unknown: string | null;
  /**
   * The figure sets in which a source says an iPad shows its full keyboard for this type.
   */
  iPadFullKeyboard: FigureSet[];
  /**
   * Why the type's height on an iPad is unknown on the other versions.
   */
  iPadUnknown: string | null;
}

/**
 * A standard input accessory toolbar's height; a request gives its own `accessoryHeight`.
 */
export interface AccessoryBar {
  /**
   * Before iOS 26.
   */
  ios18: number;
  /**
   * On iOS 26 with Liquid Glass.
   */
  ios26: number;
  sources: DeviceSources;
  notes: string;
}

/**
 * The shortcut bar shown with a hardware keyboard, one height on every device and version.
 */
export interface HardwareKeyboardBar {
  height: number;
  sources: DeviceSources;
  /**
   * The iOS versions the sources measured it on.
   */
  holdsFor: string;
  notes: string;
}

/**
 * The sources of the figures, by key.
 */
export type DeviceSources = DeviceSource[];

/**
 * A source of figures (a repository and path, or a page) and the key it is cited by.
 */
export interface DeviceSource {
  key: string;
  description: string;
}

/**
 * One iPhone, iPad or Android phone (or a family of models sharing every figure). Every
 * length is in points (dp on Android); a figure no source gives is `null`, and its entry in
 * `figures` says why.
 */
export interface Device {
  /**
   * The id to use in `device.id` and in a matrix's `devices`; an alias when asked for by one.
   */
  id: string;
  /**
   * The models that share these figures, or the alias's model.
   */
  name: string;
  /**
   * The model the id names, such as `iPhone X` for `iphone-x`.
   */
  model: string;
  platform: Platform;
  kind: DeviceKind;
  /**
   * The catalog entry's own id (differs from `id` for an alias).
   */
  family: string;
  /**
   * The releases that model runs. A request for an iOS release the model does not run is a 422 at `/device/ios`.
   */
  runs: IOSRange;
  /**
   * The iOS majors the model runs, its first as it shipped (such as `27.1`); none on Android.
   */
  releases: IOSRelease[];
  /**
   * The release a request that names none gets: the newest the model runs; `null` on Android.
   */
  defaultRelease: IOSRelease | null;
  /**
   * Other ids for models with these figures.
   */
  aliases: DeviceAlias[];
  /**
   * The screen in portrait; landscape swaps width and height.
   */
  points: Size;
  /**
   * Pixels per point (per dp on Android: the density).
   */
  scale: number | null;
  /**
   * An Android phone's camera cutout, as sources give it.
   */
  cutout: string | null;
  /**
   * An iOS device's figures per figure set.
   */
  ios?: DeviceVersions;
  /**
   * An Android phone's figures.
   */
  android?: DeviceVersion;
  /**
   * Where every figure comes from: the entry whose `at` is the longest prefix of a
   * figure's pointer covers it.
   */
  figures: DeviceFigure[];
  sources: DeviceSources;
  /**
   * JSON Pointers into this device to every figure that is `null` or whose entry records alternatives.
   */
  uncertain: string[];
  /**
   * The `at` of every figures entry a rule derived.
   */
  derived: string[];
}

/**
 * Another id for a model with the device's figures.
 */
export interface DeviceAlias {
  id: string;
  /**
   * The model's marketing name.
   */
  name: string;
  note: string | null;
  runs: IOSRange;
}

/**
 * The device's figures per iOS figure set (the sets the data holds).
 */
export interface DeviceVersions {
  "18": DeviceVersion;
  "26": DeviceVersion;
  "27": DeviceVersion;
}

/**
 * The figures of one figure set, and what a request may ask for there, per keyboard style.
 */
export interface DeviceVersion {
  safeArea: DeviceSafeAreas;
  keyboardHeight: DeviceStyleHeights;
  supports: DeviceStyleSupports;
}

/**
 * The keyboard heights per style the set has.
 */
export interface DeviceStyleHeights {
  liquidGlass?: DeviceKeyboardHeights;
  classic?: DeviceKeyboardHeights;
  gboard?: DeviceKeyboardHeights;
}

/**
 * What a request may ask for per style the set has.
 */
export interface DeviceStyleSupports {
  liquidGlass?: DeviceSupports;
  classic?: DeviceSupports;
  gboard?: DeviceSupports;
}

/**
 * A device's safe-area insets in each orientation, `null` where no source gives them.
 */
export interface DeviceSafeAreas {
  portrait: Insets | null;
  landscape: Insets | null;
}

/**
 * The height the on-screen keyboard covers from the bottom of the screen, home
 * indicator strip included, with and without the predictive bar, and an iPhone's pad.
 */
export interface DeviceKeyboardHeights {
  portrait: KeyboardHeights;
  landscape: KeyboardHeights;
}

export interface KeyboardHeights {
  withPredictiveBar: number | null;
  withoutPredictiveBar: number | null;
  /**
   * The number (phone, decimal) pad; phones only.
   */
  numberPad?: number | null;
  /**
   * The emoji keyboard (`device.keyboard` `emoji`).
   */
  emoji: number | null;
}

/**
 * What a request may ask for in each orientation.
 */
export interface DeviceSupports {
  portrait: DeviceSupport;
  landscape: DeviceSupport;
}

/**
 * The `device.keyboard` values (with the default type) and the `device.keyboardType`
 * values (with an on-screen keyboard) whose height the catalog has.
 */
export interface DeviceSupport {
  keyboards: KeyboardVariants;
  keyboardTypes: KeyboardTypes;
}

/**
 * Where a figure (or a group of figures) comes from: its sources, and where they disagree
 * the choice and the alternatives; or, for a `null` figure, why no source gives it.
 */
export interface DeviceFigure {
  /**
   * A JSON Pointer into the device, such as `/ios/26/safeArea/landscape`.
   */
  at: string;
  /**
   * The keys of the sources of the chosen figure (empty when it is unknown).
   */
  sources: string[];
  /**
   * Why this figure was chosen over the alternatives.
   */
  choice: string | null;
  alternatives: FigureAlternative[];
  /**
   * Why the figure is `null`, when it is.
   */
  unknown: string | null;
  provenance: Provenance;
  /**
   * Whether only one source gives the figure.
   */
  single: boolean;
  /**
   * The rule (or assumption) that gave it, or `null` when sources measured it.
   */
  rule: string | null;
  /**
   * The figures a derived figure was computed from: pointers into this device, or `id/pointer` into another (empty when measured).
   */
  derivedFrom: string[];
}

/**
 * A figure other sources give instead of the chosen one.
 */
export interface FigureAlternative {
  /**
   * A number, or an object for a group of figures.
   */
  value: FigureNumber | FigureGroup;
  sources: string[];
  note: string | null;
}

/**
 * How the container makes room:
 *
 * * `scrollView`: grow the bottom `contentInset` by the part of the container the keyboard
 *   covers, plus `minimumDistance`, and scroll the target into view (UIKit's contentInset
 *   pattern, SwiftUI's keyboard safe area). The default for a scrollable container.
 * * `shiftView`: move the whole container up, just enough to show the target above the
 *   keyboard (setting `view.frame.origin.y`, IQKeyboardManager's root move). Insets and
 *   offset stay. What moves above the window is gone until the keyboard hides. The
 *   default for a container that does not scroll.
 * * `resizeView`: shrink the container so that its bottom meets the keyboard (Android's
 *   `adjustResize`, React Native's `KeyboardAvoidingView behavior="height"`), then scroll
 *   the target into view within it.
 */
export type Strategy = "scrollView" | "shiftView" | "resizeView";

/**
 * A device's orientation.
 */
export type Orientation = "portrait" | "landscape";

/**
 * A stable, machine-readable code:
 *
 * * `keyboardHiddenZeroFrame`: The keyboard is shown with a zero-width or zero-height frame, so it counts as hidden.
 * * `keyboardOffScreen`: The keyboard is shown with a frame that misses the screen, so it counts as hidden.
 * * `keyboardShownWithoutFrame`: The keyboard is shown with no frame at all, so it counts as hidden.
 * * `focusNotFound`: `focus` names no element.
 * * `scrollTargetNotFound`: `options.scrollTarget` names no element.
 * * `unusualAnimationCurve`: The animation curve is not one UIKit sends.
 * * `anchorIgnoredByShiftView`: An anchor was given but shiftView does not scroll.
 * * `containerNotScrollable`: scrollView was asked of a container that does not scroll.
 * * `targetTallerThanBand`: The target is taller than the room between the top inset and the keyboard.
 * * `targetClampedOffset`: The content cannot scroll far enough, so the target stays out of the band.
 * * `floatingKeyboardCoversFocus`: A floating keyboard covers the focused element.
 * * `floatingKeyboardCoversTarget`: A floating keyboard covers the scroll target.
 * * `targetNotVisible`: The target is still not wholly visible after avoidance, for another reason.
 * * `shiftMovesContentOffscreen`: shiftView pushed elements above the window, where they cannot be scrolled back.
 * * `policyOptionIgnored`: An option of layout semantics (strategy, anchor, minimumDistance, scrollTarget) was given but the emulated policy ignores it; in compare, `options.policy` was given.
 * * `policyNeedsScrollView`: The emulated policy needs a scroll view and does nothing on this container.
 * * `keyboardIgnoredByPolicy`: The keyboard is docked or floating but the emulated policy reads it as hidden.
 * * `offsetOutOfRange`: The emulated policy leaves the offset outside the scroll range of its answer.
 * * `offsetOutOfRangeAfterHide`: After the keyboard hides, the offset is outside that state's range: not restored.
 * * `focusNotVisible`: The focus is not wholly visible after the emulated policy acted.
 * * `focusBehindPinnedView`: The focus or the scroll target is behind a pinned view after avoidance (semantics §3.4).
 * * `pinnedViewCovered`: A `bottom` pinned view is covered by the keyboard under scrollView: pin it to the keyboard.
 * * `derivedFigure`: A device figure the answer used is derived by a rule, not measured (the device catalog).
 * * `assumedFigure`: A device figure the answer used is assumed, neither measured nor checked by a rule: iOS 27's keyboards are iOS 26's until measured, the iPhone Duo's the widest iPhone's.
 * * `designDeviceAmbiguous`: A design's frame size is that of several devices; the answer is for the first.
 * * `designDeviceNearest`: A design's frame size names no device: it is checked on the nearest by width, laid out again.
 * * `designDeviceOlderIOS`: The design's device lacks figures for the requested iOS version; an older one's are used.
 * * `designDeviceUnknown`: A design's frame names no device and the keyboard's frame is given: the frame is the screen.
 * * `designFieldUnresolved`: A design check could not solve one field on one device.
 * * `designFocusNotChosen`: A design has several text fields and none is drawn focused.
 * * `designKeyboardDrawn`: A design draws a keyboard; it is left out, the device's own is placed.
 * * `designManyFixed`: Many stacked layers of a design's scroll area are marked FIXED.
 * * `designNoTextField`: No layer of a design reads as a text field.
 * * `designOuterScrollIgnored`: A design's scroller lies in another scroller; only the inner is modelled.
 * * `designResized`: A design's frame is laid out again on a window of another size (R8).
 */
export type WarningCode = "keyboardHiddenZeroFrame" | "keyboardOffScreen" | "keyboardShownWithoutFrame" | "focusNotFound" | "scrollTargetNotFound" | "unusualAnimationCurve" | "anchorIgnoredByShiftView" | "containerNotScrollable" | "targetTallerThanBand" | "targetClampedOffset" | "floatingKeyboardCoversFocus" | "floatingKeyboardCoversTarget" | "targetNotVisible" | "shiftMovesContentOffscreen" | "policyOptionIgnored" | "policyNeedsScrollView" | "keyboardIgnoredByPolicy" | "offsetOutOfRange" | "offsetOutOfRangeAfterHide" | "focusNotVisible" | "focusBehindPinnedView" | "pinnedViewCovered" | "derivedFigure" | "assumedFigure" | "designDeviceAmbiguous" | "designDeviceNearest" | "designDeviceOlderIOS" | "designDeviceUnknown" | "designFieldUnresolved" | "designFocusNotChosen" | "designKeyboardDrawn" | "designManyFixed" | "designNoTextField" | "designOuterScrollIgnored" | "designResized";

/**
 * Where a text input's label comes from: `label` (the nearest text above it or on its left,
 * outside every field), `placeholder` (the text inside it) or `layer` (the layer's name).
 */
export type DesignLabelSource = "label" | "placeholder" | "layer";

/**
 * A keyboard of the catalog, docked at the bottom of the screen: `predictive` (with the
 * QuickType bar, the iOS default), `noPredictive`, `emoji` (the emoji keyboard, whatever
 * the field's type), `hardwareBar` (only the 55-point shortcut bar of a hardware keyboard)
 * or `hidden` (none).
 */
export type DeviceKeyboard = "predictive" | "noPredictive" | "emoji" | "hardwareBar" | "hidden";

/**
 * A text field's keyboard type: `default` (the alphabetic keyboard), `numberPad`,
 * `phonePad` or `decimalPad` (one pad on an iPhone).
 */
export type DeviceKeyboardType = "default" | "numberPad" | "phonePad" | "decimalPad";

/**
 * An iOS release, written `"27"` or `"26.2"`: a major (11 to 18, 26, 27), then a dot and
 * the minor. A request gets the figure set that holds for it.
 */
export type IOSRelease = string;

/**
 * A group of figures: `18` for every iOS release before 26, `26` for iOS 26.x, `27` for
 * iOS 27.x, `android` for an Android phone's.
 */
export type FigureSet = "18" | "26" | "27" | "android";

/**
 * Which keyboard an app gets: `liquidGlass` (built with the iOS 26 SDK or later, on iOS 26
 * or later), `classic` (built with an earlier SDK, or before iOS 26), `gboard` (Android).
 */
export type KeyboardStyle = "liquidGlass" | "classic" | "gboard";

/**
 * The system a device runs.
 */
export type Platform = "iOS" | "android";

/**
 * Why a combination was skipped, as `summary.skippedFor` counts it.
 */
export type SkipReason = "notRunning" | "missingFigure" | "derivedFigure" | "styleUnavailable" | "unresolvable";

/**
 * Which catalog figures a matrix may use.
 */
export type FigureChoice = "all" | "measured";

/**
 * `measured`: one or more sources measured the figure; `derived`: a rule of the catalog computed it from measured figures (docs/devices.md).
 */
export type Provenance = "measured" | "derived" | "assumed";

/**
 * iPhone or iPad (an iPad shows its full keyboard for every keyboard type).
 */
export type DeviceKind = "iPhone" | "iPad" | "phone";

/**
 * `specified` (this contract), `source` (read in the library's code at the cited
 * version), `documented` (vendor documentation or sample), `modelled` (a hypothesis to
 * measure on a device).
 */
export type PolicyFidelity = "specified" | "source" | "documented" | "modelled";

/** How to reach the service. */
export interface ClientOptions {
  /** The service's address; default `http://127.0.0.1:8080`. */
  baseUrl?: string;
  /** The `fetch` to call (a browser's, Deno's, Node 20's, or a test double); default the global one. */
  fetch?: typeof fetch;
  /** Header fields sent with every call (an `X-Request-ID`, say). */
  headers?: Record<string, string>;
}

/** Per-call options. */
export interface CallOptions {
  /** Sent as `X-Request-ID`; the answer echoes it. */
  requestId?: string;
  /** Aborts the call. */
  signal?: AbortSignal;
}

/** An answer: the typed value, or the service's problem (RFC 9457), with the request's id. */
export type Result<T> =
  | { ok: true; status: number; value: T; requestId: string | null }
  | { ok: false; status: number; problem: Problem; requestId: string | null };

/** The client: one method per operation of openapi.yaml, named after its `operationId`. */
export class ClearanceClient {
  readonly baseUrl: string;
  private readonly fetcher: typeof fetch;
  private readonly headers: Record<string, string>;

  constructor(options: ClientOptions = {}) {
    this.baseUrl = (options.baseUrl ?? "http://127.0.0.1:8080").replace(/\/+$/, "");
    this.fetcher = options.fetch ?? ((input, init) => fetch(input, init));
    this.headers = options.headers ?? {};
  }

  private async call<T>(
    method: string, path: string, body: string | undefined, accept: string, init: CallOptions,
  ): Promise<Result<T>> {
    const headers: Record<string, string> = { ...this.headers, Accept: accept };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (init.requestId !== undefined) headers["X-Request-ID"] = init.requestId;
    const response = await this.fetcher(this.baseUrl + path, { method, headers, body, signal: init.signal });
    const requestId = response.headers.get("X-Request-ID");
    const type = response.headers.get("Content-Type") ?? "";
    if (!response.ok) {
      // Every error the service sends is problem+json; one that is not came from something in
      // between (a proxy): it is wrapped as RFC 9457's `about:blank`, its text as the detail.
      const problem = type.startsWith("application/problem+json")
        ? (await response.json()) as Problem
        : {
          type: "about:blank", title: response.statusText, status: response.status,
          detail: await response.text(), errors: [],
        } as unknown as Problem;
      return { ok: false, status: response.status, problem, requestId };
    }
    const value = (accept === "application/json" ? await response.json() : await response.text()) as T;
    return { ok: true, status: response.status, value, requestId };
  }

  /**
   * Compute the keyboard avoidance for a layout.
   */
  solveLayout(body: LayoutRequest, init: CallOptions = {}): Promise<Result<LayoutAnswer>> {
    return this.call("POST", `/v1/layout`, JSON.stringify(body), "application/json", init);
  }

  /**
   * Compute the keyboard avoidance for a layout. (image/svg+xml)
   */
  solveLayoutSvg(body: LayoutRequest, query: { animate?: boolean } = {}, init: CallOptions = {}): Promise<Result<string>> {
    const search = [query.animate === undefined ? null : "animate=" + String(query.animate)].filter((p) => p !== null).join("&");
    const target = `/v1/layout` + (search ? "?" + search : "");
    return this.call("POST", target, JSON.stringify(body), "image/svg+xml", init);
  }

  /**
   * Compute the keyboard avoidance for many layouts at once.
   */
  solveLayoutBatch(body: BatchRequest, init: CallOptions = {}): Promise<Result<BatchAnswer>> {
    return this.call("POST", `/v1/layout/batch`, JSON.stringify(body), "application/json", init);
  }

  /**
   * Check one layout on many devices, iOS releases, keyboard styles, orientations, keyboards and keyboard types.
   */
  solveLayoutMatrix(body: MatrixRequest, init: CallOptions = {}): Promise<Result<MatrixAnswer>> {
    return this.call("POST", `/v1/layout/matrix`, JSON.stringify(body), "application/json", init);
  }

  /**
   * One layout under several keyboard-avoidance policies, side by side.
   */
  compareLayoutPolicies(body: CompareRequest, init: CallOptions = {}): Promise<Result<CompareAnswer>> {
    return this.call("POST", `/v1/layout/compare`, JSON.stringify(body), "application/json", init);
  }

  /**
   * One layout under several keyboard-avoidance policies, side by side. (image/svg+xml)
   */
  compareLayoutPoliciesSvg(body: CompareRequest, init: CallOptions = {}): Promise<Result<string>> {
    return this.call("POST", `/v1/layout/compare`, JSON.stringify(body), "image/svg+xml", init);
  }

  /**
   * The layout request a design (a Figma frame, a Penpot board or a Sketch artboard) maps to, and how each layer was read.
   */
  mapDesign(body: LayoutRequest, init: CallOptions = {}): Promise<Result<DesignAnswer>> {
    return this.call("POST", `/v1/design`, JSON.stringify(body), "application/json", init);
  }

  /**
   * Every text field of a design, each the focus in turn, on one device or several.
   */
  checkDesign(body: DesignCheckRequest, init: CallOptions = {}): Promise<Result<DesignCheckAnswer>> {
    return this.call("POST", `/v1/design/check`, JSON.stringify(body), "application/json", init);
  }

  /**
   * The device catalog.
   */
  listDevices(init: CallOptions = {}): Promise<Result<DeviceCatalog>> {
    return this.call("GET", `/v1/devices`, undefined, "application/json", init);
  }

  /**
   * One device of the catalog.
   */
  getDevice(id: string, init: CallOptions = {}): Promise<Result<Device>> {
    return this.call("GET", `/v1/devices/${encodeURIComponent(id)}`, undefined, "application/json", init);
  }

  /**
   * Liveness.
   */
  health(init: CallOptions = {}): Promise<Result<Health>> {
    return this.call("GET", `/healthz`, undefined, "application/json", init);
  }

  /**
   * Readiness.
   */
  readiness(init: CallOptions = {}): Promise<Result<Readiness>> {
    return this.call("GET", `/readyz`, undefined, "application/json", init);
  }

  /**
   * Prometheus metrics. (text/plain; version=0.0.4; charset=utf-8)
   */
  metrics(init: CallOptions = {}): Promise<Result<string>> {
    return this.call("GET", `/metrics`, undefined, "text/plain", init);
  }

  /**
   * This document. (application/yaml)
   */
  openapi(init: CallOptions = {}): Promise<Result<string>> {
    return this.call("GET", `/openapi.yaml`, undefined, "application/yaml", init);
  }

  /**
   * The playground. (text/html; charset=utf-8)
   */
  playground(init: CallOptions = {}): Promise<Result<string>> {
    return this.call("GET", `/`, undefined, "text/html", init);
  }

}
