import Testing

@testable import ResponderKit

@Suite("Geometry and coordinate conversion")
struct GeometryTests {
    @Test("H5 Rect.contains: min edges inclusive, max edges exclusive")
    func containsEdges() {
        let r = rect(10, 20, 30, 40)
        #expect(r.contains(Point(10, 20)))
        #expect(r.contains(Point(39.999, 59.999)))
        #expect(!r.contains(Point(40, 30)))
        #expect(!r.contains(Point(20, 60)))
        #expect(!r.contains(Point(9.999, 30)))
        #expect(!r.contains(Point(20, 19.999)))
        #expect(!Rect.zero.contains(.zero))  // an empty rect contains nothing
    }

    @Test("Rect accessors")
    func accessors() {
        let r = rect(10, 20, 30, 40)
        #expect(r.minX == 10 && r.minY == 20 && r.maxX == 40 && r.maxY == 60)
        #expect(r.midX == 25 && r.midY == 40)
        #expect(r.width == 30 && r.height == 40 && r.x == 10 && r.y == 20)
    }

    @Test("Rect.insetBy shrinks on both sides; past empty it contains nothing; negative grows")
    func insetBy() {
        let r = rect(0, 0, 100, 50)
        #expect(r.insetBy(dx: 10, dy: 5) == rect(10, 5, 80, 40))
        #expect(r.insetBy(dx: -10, dy: -10) == rect(-10, -10, 120, 70))
        let empty = r.insetBy(dx: 60, dy: 0)
        #expect(empty.width == 0)
        #expect(!empty.contains(Point(50, 25)))
        #expect(!empty.contains(Point(60, 10)))
    }

    @Test("Rect.offsetBy and intersects")
    func offsetAndIntersects() {
        let r = rect(0, 0, 10, 10)
        #expect(r.offsetBy(dx: 5, dy: -5) == rect(5, -5, 10, 10))
        #expect(r.intersects(rect(5, 5, 10, 10)))
        #expect(!r.intersects(rect(10, 0, 10, 10)))  // sharing an edge is no overlap
        #expect(!r.intersects(rect(20, 20, 1, 1)))
    }

    @Test("Point distance and offset")
    func pointMath() {
        #expect(Point(0, 0).distance(to: Point(3, 4)) == 5)
        #expect(Point(1, 2).offsetBy(dx: 1, dy: -2) == Point(2, 0))
    }

    @Test("Coordinates print the way a person writes them")
    func descriptions() {
        #expect(Point(20, 20.5).description == "(20, 20.5)")
        #expect(rect(0, -1, 390, 844.25).description == "{0, -1, 390, 844.25}")
        #expect(formatPoints(-0.0) == "0")
        #expect(formatPoints(.infinity) == "inf")
    }

    @Test("View.frame keeps the bounds origin and takes the new size; a new bounds size keeps the center, as UIKit's")
    func frameSetter() {
        let view = View(name: "v", frame: rect(10, 10, 100, 100))
        view.bounds.origin = Point(5, 6)
        view.frame = rect(20, 30, 50, 60)
        #expect(view.bounds == rect(5, 6, 50, 60))
        #expect(view.frame == rect(20, 30, 50, 60))
        #expect(view.center == Point(45, 60))
        view.bounds.size = Size(width: 70, height: 80)
        #expect(view.frame == rect(10, 20, 70, 80))
        #expect(view.center == Point(45, 60))
    }

    @Test("H4 convert between sibling subtrees accounts for frames and bounds origins")
    func convertBetweenViews() {
        let window = Window(name: "w", frame: rect(0, 100, 390, 600))
        let a = makeView("a", rect(10, 10, 100, 100), in: window)
        a.bounds.origin = Point(0, 50)
        let b = makeView("b", rect(200, 20, 100, 100), in: window)
        let c = makeView("c", rect(5, 60, 10, 10), in: a)
        // c's origin: window (10 + 5, 10 + 60 - 50) = (15, 20); screen (15, 120).
        #expect(c.convert(.zero, to: nil) == Point(15, 20))
        #expect(c.convertToScreen(.zero) == Point(15, 120))
        #expect(c.convert(Point(1, 1), to: b) == Point(15 + 1 - 200, 20 + 1 - 20))
        #expect(c.convert(Point(-184, 1), from: b) == Point(1, 1))
        #expect(c.convert(Point(0, 0), from: nil) == Point(-15, -20))
        #expect(window.convertFromScreen(Point(0, 100)) == .zero)
        #expect(a.convertFromSuperview(Point(10, 10)) == Point(0, 50))
        #expect(a.convertToSuperview(Point(0, 50)) == Point(10, 10))
    }

    @Test("Touch locations are reported in the asked view's coordinates, nil meaning the window")
    func touchLocations() {
        let scene = TestScene()
        let window = scene.window("w", frame: rect(0, 44, 390, 800))
        let view = makeView("v", rect(100, 100, 100, 100), in: window)
        view.bounds.origin = Point(0, 30)
        var seen: [Point] = []
        scene.record(view, .touchHandlers).onTouches = { _, touches, _, _ in
            let t = touches.first!
            seen = [t.location(in: view), t.location(in: nil), t.previousLocation(in: view)]
        }
        scene.touch(1, .began, 150, 150)
        #expect(seen == [Point(50, 36), Point(150, 106), Point(50, 36)])
        scene.touch(1, .moved, 160, 170)
        #expect(seen == [Point(60, 56), Point(160, 126), Point(50, 36)])
    }
}
