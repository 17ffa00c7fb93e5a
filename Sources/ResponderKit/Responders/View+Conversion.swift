extension View {
    /// `point`, given in this view's coordinates, in its superview's (for a window: the screen's).
    /// Both the frame's origin and the bounds' origin take part (rule H4).
    /// With a transform, the point's offset from the bounds' middle goes through it and lands
    /// relative to `center` (rule H8).
    @inlinable
    public func convertToSuperview(_ point: Point) -> Point {
        if _slowPath(hasTransform) { return transformedToSuperview(point) }
        let origin = frameOrigin
        return Point(x: point.x - bounds.origin.x + origin.x, y: point.y - bounds.origin.y + origin.y)
    }

    /// `point`, given in the superview's coordinates, in this view's: through the inverse of a
    /// transform, if any (rule H8). A transform with no inverse (it squashes the view flat)
    /// gives (nan, nan), a point inside nothing.
    @inlinable
    public func convertFromSuperview(_ point: Point) -> Point {
        if _slowPath(hasTransform) { return transformedFromSuperview(point) }
        let origin = frameOrigin
        return Point(x: point.x - origin.x + bounds.origin.x, y: point.y - origin.y + bounds.origin.y)
    }

    /// `convertFromSuperview` for a view known to have no transform (the hit test's plain path).
    @inlinable
    func untransformedFromSuperview(_ point: Point) -> Point {
        let origin = frameOrigin
        return Point(x: point.x - origin.x + bounds.origin.x, y: point.y - origin.y + bounds.origin.y)
    }

    /// `convertToSuperview` for a view with a transform: kept out of line, so the plain path
    /// stays small.
    @usableFromInline
    @inline(never)
    final func transformedToSuperview(_ point: Point) -> Point {
        let offset = Point(x: point.x - bounds.midX, y: point.y - bounds.midY)
        let moved = transform.apply(to: offset)
        let center = self.center
        return Point(x: moved.x + center.x, y: moved.y + center.y)
    }

    /// `convertFromSuperview` for a view with a transform.
    @usableFromInline
    @inline(never)
    final func transformedFromSuperview(_ point: Point) -> Point {
        guard let inverse = inverseTransform else { return Point(x: .nan, y: .nan) }
        let center = self.center
        let offset = inverse.apply(to: Point(x: point.x - center.x, y: point.y - center.y))
        return Point(x: offset.x + bounds.midX, y: offset.y + bounds.midY)
    }

    /// The four corners of the bounds in screen coordinates, clockwise on screen from the
    /// bounds' origin: the view's outline, turned and scaled by every transform above it.
    public var screenOutline: [Point] {
        bounds.corners.map { convertToScreen($0) }
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
        // A window, as every new touch's hit test asks: nothing to walk.
        guard superview != nil else { return convertFromSuperview(point) }
        // From the root down, without recursion (the depth is the user's) and without a heap
        // allocation per call: the chain goes in temporary storage, unretained — the tree
        // holds every ancestor, and nothing here runs code that could change it.
        var depth = 0
        var view: View? = self
        while let current = view {
            depth += 1
            view = current.superview
        }
        return withUnsafeTemporaryAllocation(of: Unmanaged<View>.self, capacity: depth) { chain in
            var index = 0
            var view: View? = self
            while let current = view {
                chain[index] = Unmanaged.passUnretained(current)
                index += 1
                view = current.superview
            }
            var p = point
            while index > 0 {
                index -= 1
                p = chain[index].takeUnretainedValue().convertFromSuperview(p)
            }
            return p
        }
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
