#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The two fingers a two-finger recognizer (pinch, rotation) follows: the first two down; a third is ignored, and
/// a lifted one is replaced by the next finger to come down.
struct TouchPair {
    private(set) var first: Touch?
    private(set) var second: Touch?

    var isComplete: Bool { first != nil && second != nil }

    /// Fills the empty places with `touches`, in order. Returns whether the pair became complete.
    mutating func add(_ touches: [Touch]) -> Bool {
        let wasComplete = isComplete
        for touch in touches where !touch.phase.isFinal {
            if first == nil {
                first = touch
            } else if second == nil {
                second = touch
            }
        }
        return !wasComplete && isComplete
    }

    /// Forgets the fingers that lifted (or were cancelled); the remaining one comes first.
    mutating func dropLifted() {
        if let touch = second, touch.phase.isFinal { second = nil }
        if let touch = first, touch.phase.isFinal {
            first = second
            second = nil
        }
    }

    /// From the first finger to the second, in screen coordinates.
    var vector: Point? {
        guard let first, let second else { return nil }
        return Point(
            x: second.screenLocation.x - first.screenLocation.x,
            y: second.screenLocation.y - first.screenLocation.y)
    }

    /// The distance between the two fingers.
    var distance: Double? {
        guard let v = vector else { return nil }
        return (v.x * v.x + v.y * v.y).squareRoot()
    }

    /// The angle of `vector` in radians, in screen coordinates (y down): growing clockwise on
    /// screen, as UIKit's angles do.
    var angle: Double? {
        guard let v = vector else { return nil }
        return atan2(v.y, v.x)
    }
}

/// `angle` brought into (-π, π], so a step across the ±π seam reads as the small turn it is.
func normalizedAngle(_ angle: Double) -> Double {
    var a = angle.truncatingRemainder(dividingBy: 2 * Double.pi)
    if a > Double.pi { a -= 2 * Double.pi }
    if a <= -Double.pi { a += 2 * Double.pi }
    return a
}
