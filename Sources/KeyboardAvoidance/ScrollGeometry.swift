/// The vertical scroll geometry of a container at one moment: its visible band and the offsets
/// it allows (semantics §3, §4).
///
/// Band, in container coordinates: `T = A0.top`, `B = height - max(A0.bottom, overlap)`; a target
/// must end by `L = height - max(A0.bottom, overlap + d)`: `d` above the keyboard, or at the
/// base-inset edge when that edge is higher, so `L <= B` and never more room is asked for than the
/// adjusted inset gives (scrollView's `A.bottom = max(A0.bottom, overlap + d)` makes `L =
/// height - A.bottom`, which the last row can always reach). Offsets: `oMin = -A.top`, `oMax =
/// max(oMin, contentHeight + A.bottom - height)`, so `oMin <= oMax` whenever the inputs are not NaN.
struct ScrollGeometry: Sendable, Equatable {
    /// `T`: the top of the visible band.
    var bandTop: Double
    /// `B`: the bottom of the visible band (above the keyboard and the bottom inset).
    var bandBottom: Double
    /// `d`: the gap to keep between a target and the keyboard.
    var gap: Double
    /// `L = height - max(A0.bottom, overlap + d)`: where a target must end.
    var targetEnd: Double
    /// `oMin = -A.top`.
    var minimumOffset: Double
    /// `oMax = max(oMin, contentHeight + A.bottom - height)`.
    var maximumOffset: Double

    /// Builds the geometry of a container of `height` with content of `contentHeight`, base
    /// adjusted inset `a0` (which places the band), adjusted inset `a` (which bounds the offsets),
    /// the keyboard's `overlap` and the gap `d`.
    init(
        height: Double, contentHeight: Double, baseAdjustedInset a0: EdgeInsets,
        adjustedInset a: EdgeInsets, overlap: Double, gap d: Double
    ) {
        bandTop = a0.top
        bandBottom = height - Swift.max(a0.bottom, overlap)
        gap = d
        targetEnd = height - Swift.max(a0.bottom, overlap + d)
        minimumOffset = -a.top
        maximumOffset = Swift.max(minimumOffset, contentHeight + a.bottom - height)
    }

    /// `h = L - T`: the room a target has; may be negative when insets and keyboard fill the view.
    var targetRoom: Double { targetEnd - bandTop }

    /// `offset` clamped into `[oMin, oMax]`; NaN becomes `oMin`.
    func clampOffset(_ offset: Double) -> Double {
        clamp(offset, minimumOffset, maximumOffset)
    }

    /// Whether `rect` (content coordinates) lies wholly in `T…L` at `offset`, up to 1e-9 relative.
    func holds(_ rect: Rect, at offset: Double) -> Bool {
        approximatelyAtMost(bandTop, rect.minY - offset) && approximatelyAtMost(rect.maxY - offset, targetEnd)
    }
}
