import KeyboardAvoidance

/// Draws an answer as an SVG picture: the screen before and after avoidance, side by side, to
/// scale.
///
/// Each panel shows the screen, the window, its safe areas (hatched), the container with its
/// visible band (tinted), every element filled with its verdict's colour from
/// ``VerdictPalette``, the keyboard (semi-transparent) and the scroll target (dashed). Labels
/// name the overlap, `contentInset.bottom`, `scrollDelta` and `viewShift`; a legend names the
/// colours.
///
/// The output is deterministic (same input, same bytes), well-formed XML whatever the ids
/// hold, and free of `NaN` and `inf` whatever the numbers. Every element rectangle carries
/// `data-id`, `data-state` (the verdict state, or `unknown`) and `data-panel` (`before` or
/// `after`) and its `fill`, so a client can find it.
public enum SVGRenderer {
    /// The height the screen is drawn at, in pixels, unless its width would pass ``maxPanelWidth``.
    public static let panelHeight = 600.0
    /// The widest a screen is drawn, in pixels.
    public static let maxPanelWidth = 760.0
    /// The media type of the output.
    public static let mediaType = "image/svg+xml"

    /// The picture of `answer`, the engine's answer to `request`.
    public static func render(request: LayoutRequest, answer: LayoutAnswer) -> String {
        render(request: request, answer: answer, animated: false)
    }

    /// The picture; `animated`, its after panel plays the change with SMIL (no script): the
    /// keyboard rises, the content scrolls or shifts and the pinned views ride, on the answer's
    /// easing over its `settleDuration` (through the same points as `animation.cssEasing`), and
    /// the verdict colours turn to the after verdicts' when the motion is at rest.
    public static func render(request: LayoutRequest, answer: LayoutAnswer, animated: Bool) -> String {
        var drawing = SVGDrawing(request: request, answer: answer)
        drawing.animated = animated
        drawing.draw()
        return drawing.writer.text
    }

    /// The picture as UTF-8 bytes, ready for a response body.
    public static func renderBytes(request: LayoutRequest, answer: LayoutAnswer, animated: Bool = false) -> [UInt8] {
        Array(render(request: request, answer: answer, animated: animated).utf8)
    }
}
