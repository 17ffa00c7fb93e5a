extension Slider {
    /// The track in the slider's bounds, as the behaviour's override or the default decides.
    public var currentTrackRect: Rect { trackRect(forBounds: bounds) }

    /// The thumb at the current value, as the behaviour's override or the default decides.
    public var currentThumbRect: Rect {
        let bounds = self.bounds
        return thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: value)
    }

    /// UISlider's `trackRect(forBounds:)`: the override's answer (finite), else the default.
    public func trackRect(forBounds bounds: Rect) -> Rect {
        if let behavior = overridden(.trackRect) {
            if case .answered(let rect) = behavior.trackRect(forBounds: bounds, slider: self), rect.isFinite {
                return rect
            }
            application?.trace(.overrideFailed(responder: self, method: .trackRect))
        }
        return defaultTrackRect(forBounds: bounds)
    }

    /// UISlider's `thumbRect(forBounds:trackRect:value:)`: the override's answer (finite), else the default.
    public func thumbRect(forBounds bounds: Rect, trackRect: Rect, value: Double) -> Rect {
        if let behavior = overridden(.thumbRect) {
            if case .answered(let rect) = behavior.thumbRect(
                forBounds: bounds, trackRect: trackRect, value: value, slider: self),
                rect.isFinite
            {
                return rect
            }
            application?.trace(.overrideFailed(responder: self, method: .thumbRect))
        }
        return defaultThumbRect(forBounds: bounds, trackRect: trackRect, value: value)
    }

    /// The contract's track: `{0, h/2 − 2, w, 4}`.
    public func defaultTrackRect(forBounds bounds: Rect) -> Rect {
        Rect(x: bounds.origin.x, y: bounds.origin.y + bounds.size.height / 2 - 2, width: bounds.size.width, height: 4)
    }

    /// The contract's thumb: a 28×28 square centred vertically whose centre runs from x = 14 at
    /// the minimum to w − 14 at the maximum.
    public func defaultThumbRect(forBounds bounds: Rect, trackRect: Rect, value: Double) -> Rect {
        let side = Self.thumbSide
        let range = maximumValue - minimumValue
        let fraction = range > 0 && range.isFinite ? min(max((value - minimumValue) / range, 0), 1) : 0
        let centerX = bounds.origin.x + side / 2 + fraction * max(bounds.size.width - side, 0)
        let centerY = bounds.origin.y + bounds.size.height / 2
        return Rect(x: centerX - side / 2, y: centerY - side / 2, width: side, height: side)
    }
}
