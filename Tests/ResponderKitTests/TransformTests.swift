import PropertyBased
import Testing

@testable import ResponderKit

/// Whether `p` is within 1e-9 of (`x`, `y`).
private func near(_ p: Point, _ x: Double, _ y: Double) -> Bool {
    abs(p.x - x) <= 1e-9 && abs(p.y - y) <= 1e-9
}

private func near(_ r: Rect, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Bool {
    abs(r.x - x) <= 1e-9 && abs(r.y - y) <= 1e-9 && abs(r.width - w) <= 1e-9 && abs(r.height - h) <= 1e-9
}

/// Expected values below are worked out by hand from UIKit's geometry: a view's bounds map into
/// its superview by subtracting the bounds' middle, applying the transform, and adding `center`
/// (the default anchor point is the middle); `frame` is the bounding box of the result.
@Suite("Rule H8: view transforms")
struct TransformTests {
    // MARK: The value type

    @Test("H8 transforms compose as CGAffineTransform: concatenating is this, then the other")
    func transformAlgebra() {
        let quarter = Transform(rotationAngle: .pi / 2)
        #expect(quarter == Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
        // Clockwise on screen: +x goes to +y.
        #expect(quarter.apply(to: Point(1, 0)) == Point(0, 1))
        let moveThenScale = Transform(translationX: 10, y: 0).concatenating(Transform(scaleX: 2, y: 3))
        #expect(moveThenScale.apply(to: Point(1, 1)) == Point(22, 3))
        // scaledBy/translatedBy/rotated put their step first, as CGAffineTransformScale does.
        #expect(Transform(translationX: 10, y: 0).scaledBy(x: 2, y: 3).apply(to: Point(1, 1)) == Point(12, 3))
        #expect(Transform.identity.rotated(by: .pi / 2) == quarter)
        #expect(Transform(translationX: 5, y: 7).translatedBy(x: 1, y: 1) == Transform(translationX: 6, y: 8))
        let t = Transform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -4)
        let inverse = try! #require(t.inverted())
        #expect(near(t.concatenating(inverse).apply(to: Point(7, 9)), 7, 9))
        #expect(Transform(scaleX: 0, y: 1).inverted() == nil)
        #expect(
            Transform(rotationAngle: .pi).apply(to: Rect(x: 0, y: 0, width: 10, height: 20))
                == Rect(x: -10, y: -20, width: 10, height: 20))
    }

    // MARK: Rotated 90°

    /// A window holding `v`, frame (100, 100, 200, 100), rotated a quarter turn: center
    /// (200, 150); its corners land at (250, 50) (the bounds' origin), (250, 250), (150, 250),
    /// (150, 50).
    private func quarterTurnScene() -> (Application, Window, View) {
        let app = Application(screenSize: Size(width: 390, height: 844))
        let window = Window(name: "w", frame: rect(0, 0, 390, 844))
        app.addWindow(window)
        let v = makeView("v", rect(100, 100, 200, 100), in: window)
        v.transform = Transform(rotationAngle: .pi / 2)
        return (app, window, v)
    }

    @Test("H8 a view rotated 90° keeps its center; frame reads as the bounding box of the turned bounds")
    func quarterTurnFrame() {
        let (_, _, v) = quarterTurnScene()
        #expect(v.center == Point(200, 150))
        #expect(v.frame == rect(150, 50, 100, 200))
        #expect(v.bounds == rect(0, 0, 200, 100))
        #expect(v.convertToSuperview(.zero) == Point(250, 50))
        #expect(v.convertToSuperview(Point(200, 100)) == Point(150, 250))
        #expect(v.convertFromSuperview(Point(200, 150)) == Point(100, 50))
        #expect(v.screenOutline == [Point(250, 50), Point(250, 250), Point(150, 250), Point(150, 50)])
    }

    @Test("H8 hit testing a view rotated 90°: inside the turned shape, not the unturned frame")
    func quarterTurnHitTest() {
        let (app, window, v) = quarterTurnScene()
        // Inside the turned shape and the unturned frame.
        #expect(app.hitTest(screenPoint: Point(160, 120))?.view === v)
        // Inside the unturned frame (100...300 x 100...200), outside the turned shape: the window.
        #expect(app.hitTest(screenPoint: Point(120, 120))?.view === window)
        #expect(app.hitTest(screenPoint: Point(280, 180))?.view === window)
        // Outside the unturned frame, inside the turned shape (150...250 x 50...250).
        #expect(app.hitTest(screenPoint: Point(200, 220))?.view === v)
        #expect(app.hitTest(screenPoint: Point(160, 60))?.view === v)
        // The point pointInside sees is in the view's own (unturned) coordinates.
        #expect(v.convertFromSuperview(Point(160, 60)) == Point(10, 90))
        #expect(v.convertFromSuperview(Point(200, 220)) == Point(170, 50))
    }

    @Test("H8 pointInside is asked with the point in the turned view's own coordinates")
    func pointInsideSeesLocalPoint() {
        let scene = TestScene()
        let window = scene.window("w")
        let v = makeView("v", rect(100, 100, 200, 100), in: window)
        v.transform = Transform(rotationAngle: .pi / 2)
        let behavior = RecordingBehavior(log: scene.log, overriding: ResponderMethods(.pointInside))
        v.behavior = behavior
        _ = scene.app.hitTest(screenPoint: Point(160, 60))
        #expect(scene.log.entries == ["v.pointInside(10, 90)"])
    }

    @Test("H8 a touch's location in a rotated view, and a pan's translation there, go through the inverse")
    func touchAndPanInRotatedView() {
        let (app, _, v) = quarterTurnScene()
        let pan = PanGestureRecognizer(name: "pan")
        v.addGestureRecognizer(pan)
        app.sendTouches([TouchInput(id: 1, phase: .began, location: Point(160, 60))])
        let touch = try! #require(pan.touches.first)
        #expect(touch.view === v)
        #expect(touch.location(in: v) == Point(10, 90))
        // Down the screen is along the view's +x: it is turned clockwise a quarter.
        app.clock.advance(to: 0.1)
        app.sendTouches([TouchInput(id: 1, phase: .moved, location: Point(160, 110))])
        #expect(pan.state == .began)
        #expect(near(pan.translation(in: v), 50, 0))
        #expect(near(pan.translation(in: nil), 0, 50))
        #expect(touch.location(in: v) == Point(60, 90))
        #expect(touch.previousLocation(in: v) == Point(10, 90))
    }

    // MARK: 45°, scale, translation

    @Test("H8 a square rotated 45° is hit as a diamond")
    func diamond() {
        let app = Application(screenSize: Size(width: 390, height: 844))
        let window = Window(name: "w", frame: rect(0, 0, 390, 844))
        app.addWindow(window)
        let v = makeView("v", rect(100, 100, 100, 100), in: window)
        v.transform = Transform(rotationAngle: .pi / 4)
        let half = 50 * 2.0.squareRoot()  // half the diagonal: 70.71
        #expect(near(v.frame, 150 - half, 150 - half, 2 * half, 2 * half))
        #expect(near(v.convertToSuperview(.zero), 150, 150 - half))
        // A corner of the unturned frame is outside the diamond (|dx| + |dy| = 90 > 70.71).
        #expect(app.hitTest(screenPoint: Point(105, 105))?.view === window)
        // Right of the unturned frame, inside the diamond's right tip.
        #expect(app.hitTest(screenPoint: Point(210, 150))?.view === v)
        #expect(near(v.convertFromSuperview(Point(210, 150)), 50 + 60 / 2.0.squareRoot(), 50 - 60 / 2.0.squareRoot()))
    }

    @Test("H8 a view scaled 2x about its center covers twice the size; its points shrink back")
    func scaledTwice() {
        let app = Application(screenSize: Size(width: 390, height: 844))
        let window = Window(name: "w", frame: rect(0, 0, 390, 844))
        app.addWindow(window)
        let v = makeView("v", rect(100, 100, 50, 50), in: window)
        v.transform = Transform(scaleX: 2, y: 2)
        #expect(v.frame == rect(75, 75, 100, 100))
        #expect(v.center == Point(125, 125))
        #expect(v.convertFromSuperview(Point(80, 80)) == Point(2.5, 2.5))
        #expect(app.hitTest(screenPoint: Point(80, 80))?.view === v)
        #expect(app.hitTest(screenPoint: Point(170, 170))?.view === v)
        #expect(app.hitTest(screenPoint: Point(176, 176))?.view === window)
    }

    @Test("H8 a translated view is hit where it was moved to, not where its center is")
    func translated() {
        let app = Application(screenSize: Size(width: 390, height: 844))
        let window = Window(name: "w", frame: rect(0, 0, 390, 844))
        app.addWindow(window)
        let v = makeView("v", rect(10, 10, 50, 50), in: window)
        v.transform = Transform(translationX: 100, y: 0)
        #expect(v.frame == rect(110, 10, 50, 50))
        #expect(v.center == Point(35, 35))
        #expect(app.hitTest(screenPoint: Point(20, 20))?.view === window)
        #expect(app.hitTest(screenPoint: Point(120, 20))?.view === v)
        #expect(v.convertFromSuperview(Point(120, 20)) == Point(10, 10))
    }

    @Test("H8 nested: a rotated, scrolled parent holding a scaled child")
    func nested() {
        let app = Application(screenSize: Size(width: 390, height: 844))
        let window = Window(name: "w", frame: rect(0, 0, 390, 844))
        app.addWindow(window)
        // Parent: center (200, 200), bounds (0, 50, 200, 200) (middle (100, 150)), a quarter turn.
        let parent = makeView("parent", rect(100, 100, 200, 200), in: window)
        parent.bounds.origin = Point(0, 50)
        parent.transform = Transform(rotationAngle: .pi / 2)
        // Child: center (40, 80) in the parent's bounds coordinates, bounds middle (20, 10), 2x.
        let child = makeView("child", rect(20, 70, 40, 20), in: parent)
        child.transform = Transform(scaleX: 2, y: 2)
        #expect(child.frame == rect(0, 60, 80, 40))
        // (0, 0) -> parent (0, 60) -> offset (-100, -90) turned (90, -100) -> screen (290, 100).
        #expect(child.convertToScreen(.zero) == Point(290, 100))
        #expect(child.convertToScreen(Point(40, 20)) == Point(250, 180))
        #expect(child.convert(Point(40, 20), to: window) == Point(250, 180))
        #expect(child.convert(Point(250, 180), from: nil) == Point(40, 20))
        // Screen (270, 140) -> parent (40, 80) -> child (20, 10).
        let hit = app.hitTest(screenPoint: Point(270, 140))
        #expect(hit?.view === child)
        #expect(parent.convertFromScreen(Point(270, 140)) == Point(40, 80))
        #expect(child.convertFromScreen(Point(270, 140)) == Point(20, 10))
        // Between the parent's and the child's: the parent.
        #expect(app.hitTest(screenPoint: Point(200, 200))?.view === parent)
        // The child's (sibling-free) conversion to the parent matches its frame.
        #expect(child.convert(.zero, to: parent) == Point(0, 60))
    }

    @Test("H8 a window's transform applies too: hit tests go through it")
    func transformedWindow() {
        let app = Application(screenSize: Size(width: 390, height: 844))
        let window = Window(name: "w", frame: rect(0, 0, 100, 100))
        app.addWindow(window)
        window.transform = Transform(translationX: 200, y: 0)
        #expect(window.frame == rect(200, 0, 100, 100))
        #expect(app.hitTest(screenPoint: Point(50, 50)) == nil)
        #expect(app.hitTest(screenPoint: Point(250, 50))?.view === window)
        #expect(window.convertFromScreen(Point(250, 50)) == Point(50, 50))
    }

    @Test("H8 a transform that squashes a view flat leaves nothing to hit")
    func degenerate() {
        let app = Application(screenSize: Size(width: 390, height: 844))
        let window = Window(name: "w", frame: rect(0, 0, 390, 844))
        app.addWindow(window)
        let v = makeView("v", rect(100, 100, 100, 100), in: window)
        v.transform = Transform(scaleX: 0, y: 1)
        #expect(v.frame == rect(150, 100, 0, 100))
        #expect(app.hitTest(screenPoint: Point(150, 150))?.view === window)
        #expect(v.convertFromSuperview(Point(150, 150)).x.isNaN)
    }

    // MARK: Frame and bounds with a transform

    @Test("H8 setting frame with a transform sets center and bounds size; changing bounds keeps center")
    func frameSetterWithTransform() {
        let v = View(name: "v", frame: rect(100, 100, 200, 100))
        v.transform = Transform(rotationAngle: .pi / 2)
        v.frame = rect(0, 0, 40, 20)
        #expect(v.center == Point(20, 10))
        #expect(v.bounds.size == Size(width: 40, height: 20))
        #expect(v.frame == rect(10, -10, 20, 40))
        v.bounds.size = Size(width: 60, height: 20)
        #expect(v.center == Point(20, 10))
        v.transform = .identity
        #expect(v.frame == rect(-10, 0, 60, 20))
    }

    // MARK: Property

    @Test("H8 converting to any view and back is the identity for random invertible transforms")
    func roundTrip() async {
        let component = Gen.double(in: -3...3)
        let offset = Gen.double(in: -200...200)
        await propertyCheck(
            count: 300, input: component, component, component, component, offset, offset,
            Gen.double(in: -6.3...6.3), Gen.double(in: -500...500)
        ) { a, b, c, d, tx, ty, angle, x in
            let t = Transform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
            guard abs(t.determinant) > 0.05 else { return }
            let window = Window(name: "w", frame: rect(0, 0, 390, 844))
            let outer = makeView("outer", rect(30, 40, 200, 100), in: window)
            outer.bounds.origin = Point(5, -7)
            outer.transform = t
            let inner = makeView("inner", rect(10, 20, 50, 60), in: outer)
            inner.transform = Transform(rotationAngle: angle).scaledBy(x: 1.5, y: 0.5)
            let sibling = makeView("sibling", rect(300, 300, 20, 20), in: window)
            sibling.transform = Transform(rotationAngle: -angle)
            let p = Point(x, x / 3 + 11)
            for (from, to) in [(inner, sibling), (inner, window), (outer, inner), (sibling, outer)] as [(View, View)] {
                let there = from.convert(p, to: to)
                let back = from.convert(there, from: to)
                let scale = max(1, abs(p.x), abs(p.y))
                #expect(
                    abs(back.x - p.x) <= 1e-7 * scale && abs(back.y - p.y) <= 1e-7 * scale,
                    "\(t): \(p) -> \(there) -> \(back)")
            }
            // Into a view and out of it is also the identity, through one level.
            let up = inner.convertToSuperview(inner.convertFromSuperview(p))
            #expect(abs(up.x - p.x) <= 1e-7 * max(1, abs(p.x)) && abs(up.y - p.y) <= 1e-7 * max(1, abs(p.y)))
        }
    }
}
