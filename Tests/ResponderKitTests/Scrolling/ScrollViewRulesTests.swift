import Testing

@testable import ResponderKit

@Suite("Scroll view rules S1–S12")
struct ScrollViewRulesTests {
    @Test("S1 contentOffset is bounds.origin; UIKit's defaults")
    func offsetIsBoundsOrigin() {
        let s = ScrollScene()
        #expect(s.scrollView.contentOffset == .zero)
        #expect(s.scrollView.clipsToBounds && s.scrollView.isScrollEnabled && s.scrollView.delaysContentTouches)
        #expect(s.scrollView.canCancelContentTouches && s.scrollView.bounces && s.scrollView.scrollsToTop)
        s.scrollView.contentOffset = Point(0, 300)
        #expect(s.scrollView.bounds.origin == Point(0, 300))
        #expect(s.row.frame == rect(0, 200, 390, 60))
        // The content moved on screen: screen y 230 is content y 530, no longer the row.
        #expect(s.scene.hit(100, 230) == "list")
        #expect(s.scene.hit(100, 230 - 300 + 300 - 300 + 300 - 100) == "list")
    }

    @Test("S2 the hit-test view is the content; the scroll view's recognizers are offered the touch")
    func contentIsHit() {
        let s = ScrollScene()
        #expect(s.scene.hit(100, 230) == "row")
        s.scene.touch(1, .began, 100, 230)
        let offered = s.scrollView.gestureRecognizers.filter { $0.touches.contains { $0.id == 1 } }
        #expect(offered.count == 2)
        s.scene.touch(1, .ended, 100, 230)
    }

    @Test("S3 a cross-axis drag makes the pan fail; it is refused for its axis")
    func crossAxis() {
        let s = ScrollScene()
        s.drag(1, from: 100, 400, by: -80, 0, start: 0)
        #expect(!s.log.contains("willBeginDragging"))
        #expect(s.scrollView.contentOffset == .zero)
        #expect(
            s.scene.tracer.records.contains {
                if case .scroll(_, .panRefusedForAxis, _, _) = $0 { return true }
                return false
            })
    }

    @Test("S4 a quick tap reaches the content at the lift, began and ended together")
    func quickTap() {
        let s = ScrollScene()
        s.scene.touch(1, .began, 100, 230)
        #expect(s.log.isEmpty)
        s.scene.at(0.05)
        s.scene.touch(1, .ended, 100, 230)
        #expect(s.log == ["row.touchesBegan[1]", "row.touchesEnded[1]"])
    }

    @Test("S4 a held touch reaches the content after 0.15 s")
    func heldTouch() {
        let s = ScrollScene()
        s.scene.touch(1, .began, 100, 230)
        s.scene.at(0.149)
        #expect(s.log.isEmpty)
        s.scene.at(0.15)
        #expect(s.log == ["row.touchesBegan[1]"])
    }

    @Test("S4 a pan that begins first: the content never sees the touch")
    func panFirst() {
        let s = ScrollScene()
        s.drag(1, from: 100, 230, by: 0, -60, steps: 3, interval: 0.02, start: 0)
        s.scene.at(1)
        #expect(s.scene.log.entries(startingWith: "row.").isEmpty)
        #expect(s.log.contains("willBeginDragging"))
    }

    @Test("S4 touchesShouldBegin false keeps the touches from that view")
    func shouldBeginFalse() {
        let s = ScrollScene()
        s.delegate.overrides = ResponderMethods([.touchesShouldBegin])
        s.delegate.shouldBegin = false
        s.scene.touch(1, .began, 100, 230)
        s.scene.at(0.05)
        s.scene.touch(1, .ended, 100, 230)
        #expect(s.log == ["touchesShouldBegin(row)"])
    }

    @Test("S5 a drag cancels the content's touch, then dragging begins (same time, that order)")
    func dragCancels() {
        let s = ScrollScene()
        s.scene.touch(1, .began, 100, 230)
        s.scene.at(0.5)
        s.scene.touch(1, .moved, 100, 200)
        #expect(s.log == ["row.touchesBegan[1]", "row.touchesCancelled[1]", "willBeginDragging"])
    }

    @Test("S5 canCancelContentTouches false: the pan fails and the content keeps the touch")
    func cannotCancel() {
        let s = ScrollScene()
        s.scrollView.canCancelContentTouches = false
        s.scene.touch(1, .began, 100, 230)
        s.scene.at(0.5)
        s.scene.touch(1, .moved, 100, 200)
        s.scene.at(0.6)
        s.scene.touch(1, .ended, 100, 180)
        #expect(s.log == ["row.touchesBegan[1]", "row.touchesMoved[1]", "row.touchesEnded[1]"])
        #expect(s.scrollView.contentOffset == .zero)
    }

    @Test("S5 touchesShouldCancel false keeps the touch; its default is false for a control")
    func shouldCancel() {
        let s = ScrollScene()
        s.delegate.overrides = ResponderMethods([.touchesShouldCancel])
        s.delegate.shouldCancel = false
        s.scene.touch(1, .began, 100, 230)
        s.scene.at(0.5)
        s.scene.touch(1, .moved, 100, 200)
        #expect(s.log == ["row.touchesBegan[1]", "touchesShouldCancel(row)", "row.touchesMoved[1]"])
        let control = Control(name: "button", frame: rect(0, 0, 10, 10))
        #expect(!s.scrollView.defaultTouchesShouldCancel(in: control))
        #expect(s.scrollView.defaultTouchesShouldCancel(in: s.row))
    }

    @Test("S6 the offset follows the finger from the moment the pan begins (no jump)")
    func noJump() {
        let s = ScrollScene()
        s.scene.touch(1, .began, 100, 600)
        s.scene.at(0.02)
        s.scene.touch(1, .moved, 100, 585)  // 15 points: the pan begins here
        #expect(s.scrollView.contentOffset.y == 0)
        s.scene.at(0.04)
        s.scene.touch(1, .moved, 100, 555)
        #expect(s.scrollView.contentOffset.y == 30)
    }

    @Test("S6 past the edge the overshoot is rubber-banded, and returns to the edge on lift")
    func rubberBandAndBounceBack() {
        let s = ScrollScene()
        s.scene.touch(1, .began, 100, 100)
        s.scene.at(0.1)
        s.scene.touch(1, .moved, 100, 120)
        s.scene.at(0.2)
        s.scene.touch(1, .moved, 100, 220)
        #expect(s.scrollView.contentOffset.y == -ScrollPhysics.rubberBand(100, dimension: 844))
        s.scene.at(0.3)
        s.scene.touch(1, .ended, 100, 220)
        s.scene.at(1)
        #expect(s.scrollView.contentOffset.y == 0)
        #expect(s.log.suffix(3) == ["didEndDragging true", "willBeginDecelerating", "didEndDecelerating 0.0"])
    }

    @Test("S6 deceleration: target offset + v/1000*r/(1-r), frames of 1/60 s, set exactly at the end")
    func deceleration() {
        let s = ScrollScene()
        // Each move: 20 points in 0.02 s = 1000 points per second; offset 80 at the lift,
        // so the target is 80 + 1000/1000 * 0.998/0.002 = 579.
        s.drag(1, from: 100, 600, by: 0, -100, steps: 5, interval: 0.02, start: 0, lift: false)
        s.scene.touch(1, .ended, 100, 500)
        #expect(s.scrollView.contentOffset.y == 80)
        #expect(s.scrollView.isDecelerating)
        let start = s.scene.app.clock.now
        let frames = ScrollPhysics.decelerationFrames(distance: 499, rate: 0.998)
        #expect(frames == 207)
        s.scene.at(start + Double(frames - 1) / 60)
        #expect(s.scrollView.isDecelerating)
        s.scene.at(start + Double(frames) / 60 + 1e-9)
        #expect(!s.scrollView.isDecelerating)
        #expect(abs(s.scrollView.contentOffset.y - 579) < 1e-9)
    }

    @Test("S7 paging settles on the page nearest the decelerated target, one page away at most")
    func paging() {
        let s = ScrollScene()
        s.scrollView.isPagingEnabled = true
        s.drag(1, from: 100, 800, by: 0, -500, steps: 5, interval: 0.02, start: 0)
        s.scene.at(1)
        #expect(s.scrollView.contentOffset.y == 844)
    }

    @Test("S8 a touch on a moving scroll view stops it; the content never sees that touch")
    func touchStops() {
        let s = ScrollScene()
        s.drag(1, from: 100, 600, by: 0, -100, steps: 5, interval: 0.02, start: 0)
        s.scene.at(0.3)
        let stoppedAt = s.scrollView.contentOffset
        s.scene.touch(2, .began, 100, 230)
        #expect(!s.scrollView.isDecelerating)
        s.scene.at(0.35)
        s.scene.touch(2, .ended, 100, 230)
        s.scene.at(2)
        #expect(s.scrollView.contentOffset == stoppedAt)
        #expect(s.scene.log.entries(startingWith: "row.").isEmpty)
    }

    @Test("S9 nested: the inner scroll view scrolls its axis, the outer one takes the other")
    func nesting() {
        let s = ScrollScene()
        let inner = ScrollView(name: "inner", frame: rect(0, 300, 390, 200))
        inner.contentSize = Size(width: 1000, height: 200)
        s.scrollView.addSubview(inner)
        s.drag(1, from: 200, 400, by: -100, 0, start: 0)
        #expect(inner.contentOffset.x > 0)
        #expect(s.scrollView.contentOffset == .zero)
        s.drag(2, from: 200, 400, by: 0, -100, start: 5)
        #expect(inner.contentOffset.y == 0)
        #expect(s.scrollView.contentOffset.y > 0)
    }

    @Test("S9 directional lock: a mostly vertical drag moves only vertically")
    func directionalLock() {
        let s = ScrollScene()
        s.scrollView.contentSize = Size(width: 2000, height: 3000)
        s.scrollView.isDirectionalLockEnabled = true
        s.drag(1, from: 200, 600, by: -30, -100, start: 0)
        #expect(s.scrollView.contentOffset.x == 0)
        #expect(s.scrollView.contentOffset.y > 0)
    }

    @Test("S10 zoom: setZoomScale clamps to the range and scales viewForZooming")
    func zoom() {
        let s = ScrollScene()
        s.scrollView.minimumZoomScale = 1
        s.scrollView.maximumZoomScale = 3
        s.delegate.zoomView = s.row
        #expect(s.scrollView.pinchGestureRecognizer != nil)
        s.scrollView.setZoomScale(5, animated: false)
        #expect(s.scrollView.zoomScale == 3)
        #expect(s.row.transform == Transform(scaleX: 3, y: 3))
        #expect(s.row.frame.origin == Point(0, 200))
        s.scrollView.setZoomScale(.nan, animated: false)
        #expect(s.scrollView.zoomScale == 3)
    }

    @Test("S11 delegate order for a fling; didScroll once per change")
    func delegateOrder() {
        let s = ScrollScene()
        s.drag(1, from: 100, 600, by: 0, -100, steps: 5, interval: 0.02, start: 0)
        s.scene.at(5)
        let calls = s.log.filter { !$0.hasPrefix("row.") }
        #expect(
            calls.map { String($0.prefix { $0 != " " }) }
                == [
                    "willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating",
                    "didEndDecelerating",
                ])
        #expect(calls[2] == "didEndDragging true")
        #expect(abs(s.scrollView.contentOffset.y - 579) < 1e-6)
        s.delegate.logsDidScroll = true
        s.scene.log.clear()
        s.scrollView.setContentOffset(Point(0, 10), animated: false)
        s.scrollView.setContentOffset(Point(0, 10), animated: false)
        #expect(s.log == ["didScroll 10.0"])
    }

    @Test("S11 setContentOffset from scrollViewDidScroll: recursion bounded and reported once")
    func recursion() {
        let s = ScrollScene()
        s.delegate.onDidScroll = { sv in sv.setContentOffset(Point(0, sv.contentOffset.y + 1), animated: false) }
        s.scrollView.setContentOffset(Point(0, 1), animated: false)
        #expect(s.scrollView.contentOffset.y == Double(ScrollView.didScrollRecursionLimit) + 1)
        s.scrollView.setContentOffset(Point(0, 100), animated: false)
        #expect(s.delegate.problems.count == 1)
    }

    @Test("S11 status-bar tap scrolls the one scrollsToTop scroll view to its top")
    func scrollToTop() {
        let s = ScrollScene()
        s.scrollView.contentOffset = Point(0, 500)
        #expect(s.scene.app.statusBarTap() === s.scrollView)
        s.scene.at(1)
        #expect(s.scrollView.contentOffset.y == 0)
        #expect(s.log.last == "didScrollToTop")
        // Two such scroll views on screen: nothing.
        let other = ScrollView(name: "other", frame: rect(0, 0, 10, 10))
        s.window.addSubview(other)
        s.scrollView.contentOffset = Point(0, 500)
        #expect(s.scene.app.statusBarTap() == nil)
        other.scrollsToTop = false
        s.delegate.shouldScrollToTop = false
        #expect(s.scene.app.statusBarTap() == nil)
    }

    @Test("S12 scrollEnabled false: no pan, no delay, touches reach the content at once")
    func scrollDisabled() {
        let s = ScrollScene()
        s.scrollView.isScrollEnabled = false
        s.scene.touch(1, .began, 100, 230)
        #expect(s.log == ["row.touchesBegan[1]"])
        s.scene.at(0.1)
        s.scene.touch(1, .moved, 100, 150)
        #expect(s.scrollView.contentOffset == .zero)
    }

    @Test("Hostile input: NaN, infinite or negative contentSize and insets count as 0; a removed scroll view stops")
    func hostile() {
        let s = ScrollScene()
        s.scrollView.contentSize = Size(width: .nan, height: -5)
        #expect(s.scrollView.contentSize == .zero)
        s.scrollView.contentInset = EdgeInsets(top: .infinity, left: 0, bottom: 2000, right: 0)
        #expect(s.scrollView.contentInset.top == 0)
        #expect(s.scrollView.verticalRange == 0...1156)
        s.scrollView.contentInset = .zero
        s.scrollView.contentSize = Size(width: 390, height: 3000)
        s.drag(1, from: 100, 600, by: 0, -100, steps: 5, interval: 0.02, start: 0)
        s.scene.at(0.2)
        s.scrollView.removeFromSuperview()
        let offset = s.scrollView.contentOffset
        s.scene.at(5)
        #expect(s.scrollView.contentOffset == offset)
        #expect(!s.scrollView.isDecelerating)
    }
}
