/// A view's `backgroundColor` as described: how it was written (for messages) and how opaque it is.
///
/// Only its alpha matters to the model: a view whose background is clear (alpha 0) is invisible where it has no
/// content, yet hit-testing still returns it, which is how a clear overlay hides the controls behind it.
public struct ViewColor: Sendable, Equatable {
    /// The colour as the request wrote it (`clear`, `white`, `#00000080`).
    public var text: String
    /// Its alpha, 0 (clear) to 1.
    public var alpha: Double

    public init(text: String, alpha: Double) {
        self.text = text
        self.alpha = alpha
    }

    /// Nothing is drawn: `clear`, or a colour with alpha 0.
    public var isClear: Bool { alpha == 0 }
}
