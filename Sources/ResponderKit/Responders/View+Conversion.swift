extension View {
    /// `point`, given in this view's coordinates, in its superview's (for a window: the screen's).
    /// Both the frame's origin and the bounds' origin take part (rule H4).
    @inlinable
    public func convertToSuperview(_ point: Point) -> Point {
        let frame = self.frame
        return Point(x: point.x - bounds.origin.x + frame.origin.x, y: point.y - bounds.origin.y + frame.origin.y)
    }

    /// `point`, given in the superview's coordinates, in this view's.
    @inlinable
    public func convertFromSuperview(_ point: Point) -> Point {
        let frame = self.frame
        return Point(x: point.x - frame.origin.x + bounds.origin.x, y: point.y - frame.origin.y + bounds.origin.y)
    }

    /// `point`, given in this view's coordinates, in screen coordinates.
    public func convertToScreen(_ point: Point) -> Point {
        var p = point
        var view: View? = self
        while let current = view {
            p = current.convertToSuperview(p)
            view = current.superview
        }
        return p
    }

    /// `point`, given in screen coordinates, in this view's coordinates.
    public func convertFromScreen(_ point: Point) -> Point {
        // From the root down, without recursion: collect the chain first.
        var chain: [View] = []
        var view: View? = self
        while let current = view {
            chain.append(current)
            view = current.superview
        }
        var p = point
        for current in chain.reversed() { p = current.convertFromSuperview(p) }
        return p
    }

    /// `point` in this view's coordinates converted into `view`'s; nil means this view's window.
    public func convert(_ point: Point, to view: View?) -> Point {
        let screen = convertToScreen(point)
        guard let target = view ?? window else { return screen }
        return target.convertFromScreen(screen)
    }

    /// `point` in `view`'s coordinates (nil: this view's window) converted into this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        guard let source = view ?? window else { return convertFromScreen(point) }
        return convertFromScreen(source.convertToScreen(point))
    }
}
