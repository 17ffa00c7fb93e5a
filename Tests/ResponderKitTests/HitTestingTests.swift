import Testing

@testable import ResponderKit

@Suite("Hit testing (H1–H7)")
struct HitTestingTests {
    /// A window covering the screen with one 100×100 view at (50, 50).
    private func singleView() -> (TestScene, Window, View) {
        let scene = TestScene()
        let window = scene.window("w")
        let view = makeView("v", rect(50, 50, 100, 100), in: window)
        return (scene, window, view)
    }

    // MARK: H1

    @Test("H1 a hidden view is skipped, and so is its whole subtree")
    func hiddenSkipped() {
        let (scene, _, view) = singleView()
        let child = makeView("child", rect(0, 0, 50, 50), in: view)
        #expect(scene.hit(60, 60) == "child")
        view.isHidden = true
        #expect(scene.hit(60, 60) == "w")
        #expect(scene.hit(120, 120) == "w")
        view.isHidden = false
        child.isHidden = true
        #expect(scene.hit(60, 60) == "v")
    }

    @Test("H1 a view with userInteractionEnabled false is skipped with its subviews")
    func interactionDisabledSkipped() {
        let (scene, _, view) = singleView()
        makeView("child", rect(0, 0, 50, 50), in: view)
        view.isUserInteractionEnabled = false
        #expect(scene.hit(60, 60) == "w")
        #expect(view.hitTest(Point(10, 10), with: nil) == nil)
        view.isUserInteractionEnabled = true
        #expect(scene.hit(60, 60) == "child")
    }

    @Test(
        "H1 alpha 0.01 (and below) is skipped; 0.011 is hit",
        arguments: [
            (0.0, false), (0.005, false), (0.01, false), (0.0100000001, false), (0.011, true), (0.5, true), (1.0, true),
        ])
    func alphaThreshold(alpha: Double, hit: Bool) {
        let (scene, _, view) = singleView()
        view.alpha = alpha
        #expect(scene.hit(60, 60) == (hit ? "v" : "w"))
        #expect((view.hitTest(Point(1, 1), with: nil) === view) == hit)
    }

    @Test("H1 a transparent parent hides an opaque child from hit testing")
    func transparentParentHidesChild() {
        let (scene, _, view) = singleView()
        let child = makeView("child", rect(0, 0, 50, 50), in: view)
        child.alpha = 1
        view.alpha = 0
        #expect(scene.hit(60, 60) == "w")
    }

    // MARK: H2

    @Test(
        "H2 a subview sticking out of its superview is unreachable outside the superview, clipsToBounds or not",
        arguments: [false, true])
    func stickingOutUnreachable(clips: Bool) {
        let (scene, _, view) = singleView()
        view.clipsToBounds = clips
        makeView("out", rect(80, 80, 50, 50), in: view)  // screen 130..180
        #expect(scene.hit(140, 140) == "out")  // inside both
        #expect(scene.hit(160, 160) == "w")  // inside "out" only
        #expect(scene.hit(175, 135) == "w")
    }

    @Test("H2 pointInside false stops the walk: subviews are not asked")
    func pointInsideFalseStopsWalk() {
        let (scene, _, view) = singleView()
        let child = makeView("child", rect(0, 0, 50, 50), in: view)
        let behavior = scene.record(view, .of(.pointInside))
        behavior.pointInsideAnswer = { _, _ in .answered(false) }
        scene.record(child, .of(.hitTest, .pointInside))
        #expect(scene.hit(60, 60) == "w")
        #expect(scene.log.entries == ["v.pointInside(10, 10)"])
    }

    // MARK: H3

    @Test("H3 the frontmost (last) overlapping subview wins")
    func frontmostWins() {
        let (scene, _, view) = singleView()
        makeView("back", rect(0, 0, 60, 60), in: view)
        makeView("front", rect(40, 40, 60, 60), in: view)
        #expect(scene.hit(100, 100) == "front")  // overlap
        #expect(scene.hit(55, 55) == "back")
        #expect(scene.hit(145, 145) == "front")
        #expect(scene.hit(55, 145) == "v")  // no subview: the view itself
    }

    @Test("H3 subviews are asked front to back, and the walk stops at the first answer")
    func askedFrontToBack() {
        let (scene, _, view) = singleView()
        let a = makeView("a", rect(0, 0, 100, 100), in: view)
        let b = makeView("b", rect(0, 0, 100, 100), in: view)
        let c = makeView("c", rect(0, 0, 100, 100), in: view)
        for v in [a, b, c] { scene.record(v, .of(.hitTest)) }
        (c.behavior as? RecordingBehavior)?.hitTestAnswer = { _, _ in .answered(nil) }
        #expect(scene.hit(60, 60) == "b")
        #expect(scene.log.entries == ["c.hitTest(10, 10)", "b.hitTest(10, 10)"])
    }

    @Test("H3 a hidden front view lets the one behind it win; reordering changes the winner")
    func hiddenFrontPassesToBack() {
        let (scene, _, view) = singleView()
        let back = makeView("back", rect(0, 0, 100, 100), in: view)
        let front = makeView("front", rect(0, 0, 100, 100), in: view)
        #expect(scene.hit(60, 60) == "front")
        view.bringSubviewToFront(back)
        #expect(scene.hit(60, 60) == "back")
        back.isHidden = true
        #expect(scene.hit(60, 60) == "front")
        front.isHidden = true
        #expect(scene.hit(60, 60) == "v")
    }

    @Test("H3 each subview gets the point in its own coordinates")
    func pointConvertedPerSubview() {
        let (scene, _, view) = singleView()
        let child = makeView("child", rect(10, 20, 50, 50), in: view)
        let grandchild = makeView("gc", rect(5, 5, 10, 10), in: child)
        scene.record(child, .of(.pointInside))
        scene.record(grandchild, .of(.pointInside))
        #expect(scene.hit(67, 78) == "gc")
        #expect(scene.log.entries == ["child.pointInside(7, 8)", "gc.pointInside(2, 3)"])
    }

    // MARK: H4

    @Test("H4 a scrolled bounds origin shifts the content, at two levels")
    func boundsOriginTwoLevels() {
        let scene = TestScene()
        let window = scene.window("w")
        let scroll = makeView("scroll", rect(10, 20, 200, 200), in: window)
        scroll.bounds.origin = Point(0, 100)  // scrolled down by 100
        let content = makeView("content", rect(0, 150, 100, 100), in: scroll)  // on screen at (10, 70)
        content.bounds.origin = Point(30, 0)  // scrolled right by 30
        let leaf = makeView("leaf", rect(40, 10, 20, 20), in: content)  // on screen at (10+40-30, 70+10) = (20, 80)
        scene.record(leaf, .of(.pointInside))
        #expect(scene.hit(20, 80) == "leaf")
        #expect(scene.log.entries.last == "leaf.pointInside(0, 0)")
        #expect(scene.hit(39.9, 99.9) == "leaf")
        #expect(scene.hit(40, 80) == "content")
        #expect(scene.hit(19.9, 80) == "content")
        #expect(scene.hit(10, 69.9) == "scroll")
        // Unscrolled, the leaf would be at (50, 190): nothing there but the content area of scroll.
        #expect(scene.hit(55, 195) == "scroll")
        #expect(leaf.convertToScreen(.zero) == Point(20, 80))
        #expect(leaf.convert(Point(1, 2), to: nil) == Point(21, 82))
        #expect(leaf.convert(Point(0, 0), to: scroll) == Point(10, 160))
    }

    @Test("H4 the scrolled view's own bounds decide pointInside: the visible area is bounds, not frame")
    func scrolledBoundsPointInside() {
        let scene = TestScene()
        let window = scene.window("w")
        let scroll = makeView("scroll", rect(0, 0, 100, 100), in: window)
        scroll.bounds.origin = Point(0, 500)
        let row = makeView("row", rect(0, 550, 100, 20), in: scroll)
        #expect(scene.hit(50, 55) == "row")
        #expect(scroll.hitTest(Point(50, 555), with: nil) === row)
        #expect(scroll.hitTest(Point(50, 55), with: nil) == nil)  // outside its bounds (500..600)
    }

    @Test("H4 a window off the screen origin converts screen points into its coordinates")
    func windowOffset() {
        let scene = TestScene()
        let window = scene.window("w", frame: rect(0, 100, 390, 300))
        makeView("v", rect(10, 10, 50, 50), in: window)
        #expect(scene.hit(20, 120) == "v")
        #expect(scene.hit(20, 20) == "nil")
        #expect(scene.hit(20, 399) == "w")
        #expect(scene.hit(20, 400) == "nil")
    }

    // MARK: H5

    @Test("H5 min edges are inside, max edges are outside")
    func edges() {
        let (scene, _, view) = singleView()
        #expect(view.defaultPointInside(Point(0, 0)))
        #expect(view.defaultPointInside(Point(99.999, 99.999)))
        #expect(!view.defaultPointInside(Point(100, 50)))
        #expect(!view.defaultPointInside(Point(50, 100)))
        #expect(!view.defaultPointInside(Point(-0.001, 50)))
        #expect(scene.hit(50, 50) == "v")
        #expect(scene.hit(150, 100) == "w")
        #expect(scene.hit(100, 150) == "w")
    }

    @Test("H5 two views sharing an edge never both claim a point on it")
    func sharedEdge() {
        let scene = TestScene()
        let window = scene.window("w")
        makeView("left", rect(0, 0, 100, 100), in: window)
        makeView("right", rect(100, 0, 100, 100), in: window)
        #expect(scene.hit(100, 10) == "right")
        #expect(scene.hit(99.5, 10) == "left")
        #expect(scene.hit(200, 10) == "w")
    }

    @Test("H5 default pointInside uses bounds, including a non-zero bounds origin")
    func pointInsideUsesBounds() {
        let view = View(name: "v", frame: rect(50, 50, 100, 100))
        view.bounds.origin = Point(-20, 30)
        #expect(view.point(inside: Point(-20, 30), with: nil))
        #expect(!view.point(inside: Point(0, 0), with: nil))  // bounds are x -20..<80, y 30..<130
        #expect(!view.point(inside: Point(0, 29.9), with: nil))
        #expect(view.point(inside: Point(79.9, 129.9), with: nil))
        #expect(!view.point(inside: Point(80, 100), with: nil))
    }

    // MARK: H6

    @Test("H6 a pointInside override can make a view take points outside its bounds")
    func pointInsideOverrideEnlarges() {
        let (scene, _, view) = singleView()
        let button = makeView("button", rect(10, 10, 10, 10), in: view)
        scene.record(button, .of(.pointInside)).pointInsideAnswer = { p, v in
            .answered(v.bounds.insetBy(dx: -15, dy: -15).contains(p))
        }
        #expect(scene.hit(62, 62) == "button")  // 2 points left/up of its frame
        #expect(scene.hit(84, 84) == "button")
        #expect(scene.hit(86, 86) == "v")
    }

    @Test("H6 a hitTest override is honoured at a nested level and gets the converted point")
    func hitTestOverrideNested() {
        let (scene, window, view) = singleView()
        let child = makeView("child", rect(10, 10, 50, 50), in: view)
        let target = makeView("target", rect(0, 0, 10, 10), in: window)
        scene.record(child, .of(.hitTest)).hitTestAnswer = { _, _ in .answered(target) }
        #expect(scene.hit(70, 70) == "target")
        #expect(scene.log.entries == ["child.hitTest(10, 10)"])
        // An override that returns nil removes the subtree from hit testing.
        (child.behavior as? RecordingBehavior)?.hitTestAnswer = { _, _ in .answered(nil) }
        #expect(scene.hit(70, 70) == "v")
    }

    @Test("H6 an override that fails to answer falls back to the default")
    func failedOverrideUsesDefault() {
        let (scene, _, view) = singleView()
        scene.record(view, .of(.hitTest, .pointInside))  // both answer .failed
        #expect(scene.hit(60, 60) == "v")
        #expect(scene.hit(10, 10) == "w")
        #expect(
            scene.log.entries == [
                "v.hitTest(10, 10)", "v.pointInside(10, 10)", "v.hitTest(-40, -40)", "v.pointInside(-40, -40)",
            ])
    }

    @Test("H6 overrides on a window: hitTest and pointInside are honoured")
    func windowOverrides() {
        let scene = TestScene()
        let back = scene.window("back")
        makeView("b", rect(0, 0, 390, 844), in: back)
        let front = scene.window("front")
        let frontView = makeView("f", rect(0, 0, 100, 100), in: front)
        #expect(scene.hit(10, 10) == "f")
        let behavior = scene.record(front, .of(.pointInside))
        behavior.pointInsideAnswer = { p, _ in .answered(p.x > 50) }
        #expect(scene.hit(10, 10) == "b")  // front window refused: passes on
        #expect(scene.hit(60, 10) == "f")
        front.behavior = nil
        scene.record(front, .of(.hitTest)).hitTestAnswer = { _, _ in .answered(frontView) }
        #expect(scene.hit(300, 800) == "f")  // a window override may return any of its views
    }

    // MARK: H7

    @Test("H7 a higher level is in front whatever the order windows were added")
    func levelsFirst() {
        let scene = TestScene()
        let high = scene.window("high", level: 2)
        let low = scene.window("low", level: 1)
        let normal = scene.window("normal")
        #expect(scene.app.windowsFrontToBack.map(\.name) == ["high", "low", "normal"])
        #expect(scene.hit(10, 10) == "high")
        high.level = 0
        #expect(scene.app.windowsFrontToBack.map(\.name) == ["low", "normal", "high"])
        #expect(scene.hit(10, 10) == "low")
        _ = (low, normal)
    }

    @Test("H7 among equal levels the window added later is in front")
    func laterInFrontAmongEqual() {
        let scene = TestScene()
        scene.window("first")
        scene.window("second")
        scene.window("third")
        #expect(scene.app.windowsFrontToBack.map(\.name) == ["third", "second", "first"])
        #expect(scene.hit(10, 10) == "third")
    }

    @Test("H7 a window that returns nil passes the touch to the next window")
    func nilPassesOn() {
        let scene = TestScene()
        let back = scene.window("back")
        makeView("bv", rect(0, 0, 100, 100), in: back)
        let middle = scene.window("middle", frame: rect(0, 0, 50, 50))  // outside its frame: nil
        let front = scene.window("front")
        front.isHidden = true
        #expect(scene.hit(60, 60) == "bv")
        #expect(scene.hit(10, 10) == "middle")
        front.isHidden = false
        scene.record(front, .of(.hitTest)).hitTestAnswer = { _, _ in .answered(nil) }
        #expect(scene.hit(10, 10) == "middle")
        middle.isUserInteractionEnabled = false
        #expect(scene.hit(10, 10) == "bv")
        #expect(scene.hit(200, 200) == "back")
        back.isHidden = true
        #expect(scene.hit(200, 200) == "nil")
    }

    @Test("H7 a touch that no window takes is delivered nowhere")
    func noWindowNoDelivery() {
        let scene = TestScene()
        let window = scene.window("w", frame: rect(0, 0, 100, 100))
        scene.record(window, .touchHandlers)
        scene.touch(1, .began, 200, 200)
        scene.touch(1, .ended, 200, 200)
        #expect(scene.log.entries.isEmpty)
    }

    // MARK: Trace

    @Test("H1 H2 H6 the trace reports why each view was skipped")
    func skipReasonsTraced() {
        let scene = TestScene()
        let window = scene.window("w")
        let hidden = makeView("hidden", rect(0, 0, 100, 100), in: window)
        hidden.isHidden = true
        let disabled = makeView("disabled", rect(0, 0, 100, 100), in: window)
        disabled.isUserInteractionEnabled = false
        let clear = makeView("clear", rect(0, 0, 100, 100), in: window)
        clear.alpha = 0.01
        makeView("elsewhere", rect(200, 200, 10, 10), in: window)
        let refusing = makeView("refusing", rect(0, 0, 100, 100), in: window)
        scene.record(refusing, .of(.pointInside)).pointInsideAnswer = { _, _ in .answered(false) }
        scene.tracer.clear()
        #expect(scene.hit(10, 10) == "w")
        let skips = scene.tracer.skips
        #expect(skips.map(\.view) == ["refusing", "elsewhere", "clear", "disabled", "hidden"])
        #expect(skips.map(\.reason) == [.pointInsideFalse, .outside, .transparent, .interactionDisabled, .hidden])
        // The hit-test visits name the window and the point in its coordinates.
        #expect(
            scene.tracer.records.contains {
                if case .hitTestWindow(let w, let p) = $0 { return w === window && p == Point(10, 10) }
                return false
            })
    }

    @Test("H6 a pointInside override that fails to answer is traced as outside, not as refusing")
    func failedOverrideTracedAsOutside() {
        let (scene, _, view) = singleView()
        scene.record(view, .of(.pointInside))  // answers .failed: the default decides
        scene.tracer.clear()
        #expect(scene.hit(10, 10) == "w")
        #expect(scene.tracer.skips.map(\.reason) == [.outside])
        (view.behavior as? RecordingBehavior)?.pointInsideAnswer = { _, _ in .answered(false) }
        scene.tracer.clear()
        #expect(scene.hit(60, 60) == "w")
        #expect(scene.tracer.skips.map(\.reason) == [.pointInsideFalse])
    }
}
