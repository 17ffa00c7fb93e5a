import Testing

@testable import ResponderKit

/// Motion on the virtual clock beyond the drag itself: animated zoom (S10) and what a touch
/// does to a motion (S6, S8), as exact numbers on the virtual clock.
@Suite("Scroll motion rules")
struct ScrollMotionRulesTests {
    /// A scroll scene whose row zooms between scales 1 and 3.
    private func zoomScene() -> ScrollScene {
        let s = ScrollScene()
        s.scrollView.minimumZoomScale = 1
        s.scrollView.maximumZoomScale = 3
        s.delegate.zoomView = s.row
        return s
    }

    /// The scroll records of `scene`'s trace, as `event reason`.
    private func scrollRecords(_ s: ScrollScene) -> [String] {
        s.scene.tracer.records.compactMap {
            guard case .scroll(_, let event, _, let reason) = $0 else { return nil }
            return "\(event.rawValue) \(reason)"
        }
    }

    @Test("S10 animated setZoomScale: 18 frames of 1/60 s, didZoom each frame, didEndZooming at the end")
    func animatedZoom() {
        let s = zoomScene()
        s.scrollView.setZoomScale(5, animated: true)  // clamped to 3
        #expect(s.scrollView.zoomScale == 1)
        #expect(s.scrollView.isMoving)
        #expect(!s.scrollView.isZooming)
        s.scene.at(0.15)  // frame 9 of 18: eased(0.5) = 0.5, halfway from 1 to 3
        #expect(s.scrollView.zoomScale == 2)
        #expect(s.row.transform == Transform(scaleX: 2, y: 2))
        s.scene.at(0.29)  // frame 17: not there yet
        #expect(s.scrollView.zoomScale == 1 + 2 * ScrollPhysics.eased(17.0 / 18.0))
        #expect(!s.log.contains { $0.hasPrefix("didEndZooming") })
        s.scene.at(0.3)  // frame 18: the target, and the end
        #expect(s.scrollView.zoomScale == 3)
        #expect(!s.scrollView.isMoving)
        #expect(s.row.transform == Transform(scaleX: 3, y: 3))
        #expect(s.row.frame.origin == Point(0, 200))
        #expect(s.log.filter { $0.hasPrefix("didZoom ") }.count == 18)
        #expect(s.log.last == "didEndZooming 3.0 row")
        #expect(scrollRecords(s) == ["animationBegan setZoomScale", "animationEnded settled"])
        // Already at the scale: nothing moves, nothing is called.
        s.scene.log.clear()
        s.scrollView.setZoomScale(3, animated: true)
        #expect(!s.scrollView.isMoving)
        #expect(s.log.isEmpty)
    }

    @Test("S8 a touch stops an animated zoom where it is; no didEndZooming")
    func touchStopsZoom() {
        let s = zoomScene()
        s.scrollView.setZoomScale(3, animated: true)
        s.scene.at(0.15)
        s.scene.touch(1, .began, 100, 600)
        #expect(!s.scrollView.isMoving)
        s.scene.at(0.2)
        s.scene.touch(1, .ended, 100, 600)
        s.scene.at(1)
        #expect(s.scrollView.zoomScale == 2)
        #expect(s.log.filter { $0.hasPrefix("didZoom ") }.count == 9)
        #expect(!s.log.contains { $0.hasPrefix("didEndZooming") })
        let motion = scrollRecords(s).filter { !$0.hasPrefix("contentTouches") }
        #expect(
            motion.prefix(3) == [
                "animationBegan setZoomScale", "stoppedByTouch stoppedByTouch", "animationEnded stoppedByTouch",
            ])
    }

    @Test("S10 setZoomScale without animation stops a zoom animation; off screen, animated is at once")
    func zoomAtOnce() {
        let s = zoomScene()
        s.scrollView.setZoomScale(3, animated: true)
        s.scene.at(0.05)
        s.scrollView.setZoomScale(1.5, animated: false)
        s.scene.at(1)
        #expect(s.scrollView.zoomScale == 1.5)
        #expect(!s.log.contains { $0.hasPrefix("didEndZooming") })
        s.scrollView.removeFromSuperview()
        s.scrollView.setZoomScale(2.5, animated: true)
        #expect(s.scrollView.zoomScale == 2.5)
        #expect(!s.scrollView.isMoving)
    }

    @Test("S6 S8 a touch that stops a bounce-back drags on from the offset shown: no jump")
    func touchStopsBounceBack() {
        let s = ScrollScene()
        s.scene.touch(1, .began, 100, 100)
        s.scene.at(0.1)
        s.scene.touch(1, .moved, 100, 120)
        s.scene.at(0.2)
        s.scene.touch(1, .moved, 100, 220)  // 100 points past the top: rubber-banded
        s.scene.at(0.3)
        s.scene.touch(1, .ended, 100, 220)  // the bounce-back animation begins
        s.scene.at(0.35)
        let stopped = s.scrollView.contentOffset.y
        #expect(stopped < 0)
        s.scene.touch(2, .began, 100, 400)
        #expect(s.scrollView.contentOffset.y == stopped)
        #expect(s.scrollView.isDragging)
        s.scene.at(0.4)
        s.scene.touch(2, .moved, 100, 401)
        // One more point of finger overshoot than the overshoot the stopped offset shows.
        let overshoot = ScrollPhysics.overshoot(showing: -stopped, dimension: 844)
        let expected = -ScrollPhysics.rubberBand(overshoot + 1, dimension: 844)
        #expect(abs(s.scrollView.contentOffset.y - expected) < 1e-9)
        #expect(abs(s.scrollView.contentOffset.y - stopped) < 1)
    }

    @Test("S6 the rubber band's inverse: the overshoot a shown offset stands for")
    func rubberBandInverse() {
        for x in [0.5, 10, 100, 1000, 20000] {
            let shown = ScrollPhysics.rubberBand(x, dimension: 844)
            #expect(abs(ScrollPhysics.overshoot(showing: shown, dimension: 844) - x) < 1e-6 * x)
        }
        #expect(ScrollPhysics.undragged(50, in: 0...100, dimension: 844, bounces: true) == 50)
        #expect(ScrollPhysics.undragged(-20, in: 0...100, dimension: 844, bounces: false) == -20)
        let raw = ScrollPhysics.undragged(130, in: 0...100, dimension: 844, bounces: true)
        #expect(abs(ScrollPhysics.dragged(raw, in: 0...100, dimension: 844, bounces: true) - 130) < 1e-9)
    }
}
