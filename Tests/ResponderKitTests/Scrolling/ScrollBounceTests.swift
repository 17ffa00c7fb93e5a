import Foundation
import Testing

@testable import ResponderKit

/// S6 v3 amendment: with `bounces`, a fling whose unclamped target lies beyond an edge
/// decelerates unclamped to the edge, then follows a critically damped spring back to it
/// (ω = 20/s); a lift past the edge springs at once with the lift velocity. The numbers are
/// written out here, apart from ScrollPhysics, and checked frame by frame at 1/60 s.
@Suite("S6 v3 bounce at an edge, as exact numbers")
struct ScrollBounceTests {
    static let omega = 20.0
    static let r = 0.998

    /// y(t) = (y0 + (u + ω·y0)·t)·e^(−ωt)
    static func y(_ y0: Double, _ u: Double, _ t: Double) -> Double {
        (y0 + (u + omega * y0) * t) * exp(-omega * t)
    }

    /// y'(t) = (u − ω·(u + ω·y0)·t)·e^(−ωt)
    static func dy(_ y0: Double, _ u: Double, _ t: Double) -> Double {
        (u - omega * (u + omega * y0) * t) * exp(-omega * t)
    }

    @Test("S6 v3 the spring: (y0 + (u + ω·y0)·t)·e^(−ωt), ω = 20; from the edge it peaks at u/(ω·e) after 0.05 s")
    func springFormula() {
        #expect(ScrollPhysics.springRate == 20)
        let u = 1000.0
        #expect(abs(ScrollPhysics.spring(from: 0, velocity: u, elapsed: 0.05) - u / (20 * M_E)) < 1e-9)
        #expect(abs(ScrollPhysics.springVelocity(from: 0, velocity: u, elapsed: 0.05)) < 1e-9)
        // The peak: no time gives more.
        for t in stride(from: 0.0, through: 0.5, by: 0.001) {
            #expect(ScrollPhysics.spring(from: 0, velocity: u, elapsed: t) <= u / (20 * M_E) + 1e-9)
        }
        // From 50 points past the edge at rest: 150·e^(−2) after 0.1 s.
        #expect(abs(ScrollPhysics.spring(from: 50, velocity: 0, elapsed: 0.1) - 150 * exp(-2.0)) < 1e-9)
        #expect(ScrollPhysics.spring(from: 50, velocity: 0, elapsed: 0) == 50)
        // y' = (0 − 20·(0 + 20·50)·0.1)·e^(−2) = −2000·e^(−2)
        #expect(abs(ScrollPhysics.springVelocity(from: 50, velocity: 0, elapsed: 0.1) - -2000 * exp(-2.0)) < 1e-9)
    }

    @Test(
        "S6 v3 where an unclamped deceleration reaches the edge: r^(1000t) = (T − edge)/(T − start), velocity (T − edge)·(−1000·ln r)"
    )
    func edgeCrossing() {
        // From 20 at −1000 points per second: T = 20 − 499 = −479; the top edge 0.
        let target = ScrollPhysics.decelerationTarget(offset: 20, velocity: -1000, rate: Self.r)
        #expect(abs(target + 479) < 1e-9)
        let crossing = ScrollPhysics.edgeCrossing(start: 20, target: target, edge: 0, rate: Self.r)
        let t = log(479.0 / 499.0) / (1000 * log(Self.r))
        #expect(abs(crossing.time - t) < 1e-12)
        #expect(abs(crossing.velocity - (-479 * -1000 * log(Self.r))) < 1e-9)
        // The unclamped deceleration is at the edge then.
        #expect(abs(ScrollPhysics.decelerated(from: 20, to: target, elapsed: crossing.time, rate: Self.r)) < 1e-9)
        // Starting at the edge: at once, with the lift's own decelerating velocity.
        let atEdge = ScrollPhysics.edgeCrossing(start: 0, target: -499, edge: 0, rate: Self.r)
        #expect(atEdge.time == 0)
    }

    /// Puts the scene's scroll view at offset 140, then flings it toward the top: the finger
    /// moves 20 points down every 0.02 s (1000 points per second), the pan begins on the first
    /// move (no jump), and the lift comes with the last move at offset 60. (Crept toward the
    /// clamped edge, as before v3, 60 points take ln(120)/(−1000·ln 0.998) ≈ 2.4 s to rest.)
    private func flingToTop(_ s: ScrollScene) -> Double {
        s.scrollView.setContentOffset(Point(0, 140), animated: false)
        s.scene.log.clear()
        s.drag(1, from: 100, 300, by: 0, 100, steps: 5, interval: 0.02, start: 1, lift: false)
        s.scene.touch(1, .ended, 100, 400)
        #expect(s.scrollView.contentOffset.y == 60)
        return s.scene.app.clock.now
    }

    @Test("S6 v3 a fling into the top edge: unclamped deceleration, then the spring, frame by frame at 1/60 s")
    func flingIntoTopEdge() {
        let s = ScrollScene()
        let lift = flingToTop(s)
        #expect(s.scrollView.isDecelerating)
        let target = 60 + -1000.0 / 1000 * Self.r / (1 - Self.r)  // −439, beyond the edge 0
        let crossing = log((target - 0) / (target - 60)) / (1000 * log(Self.r))
        let u = -(target - 0) * -1000 * log(Self.r)  // away from the edge: positive
        #expect(crossing > 3.0 / 60 && crossing < 4.0 / 60)  // frames 1–3 decelerate, then the spring
        var deepest = 0.0
        var frame = 0
        var ended = false
        while !ended {
            frame += 1
            let t = Double(frame) / 60
            s.scene.at(lift + t + 1e-6)
            let offset = s.scrollView.contentOffset.y
            if t < crossing {
                #expect(abs(offset - (target - (target - 60) * pow(Self.r, 1000 * t))) < 1e-9, "frame \(frame)")
                continue
            }
            let tau = t - crossing
            let y = Self.y(0, u, tau)
            let settled = abs(y) < 0.5 && Self.dy(0, u, tau) < 0
            if settled {
                #expect(offset == 0, "frame \(frame): set exactly at the end")
                #expect(!s.scrollView.isDecelerating)
                ended = true
            } else {
                #expect(abs(offset - -y) < 1e-9, "frame \(frame)")
                #expect(s.scrollView.isDecelerating, "frame \(frame)")
            }
            deepest = min(deepest, offset)
            if frame > 600 { break }
        }
        #expect(ended)
        // A visible overshoot, ≈ u/(ω·e) (sampled at frames, so at most that).
        let peak = u / (Self.omega * M_E)
        #expect(-deepest <= peak + 1e-9)
        #expect(-deepest > 0.98 * peak)
        #expect(peak > 16 && peak < 16.5)
        // At rest well under a second after the lift (it crept for 2.9 s before).
        #expect(Double(frame) / 60 < 0.5)
        s.scene.at(lift + 5)
        #expect(s.scrollView.contentOffset.y == 0)
        #expect(
            s.log.filter { !$0.hasPrefix("row.") }
                == [
                    "willBeginDragging", "willEndDragging 0.0", "didEndDragging true", "willBeginDecelerating",
                    "didEndDecelerating 0.0",
                ])
    }

    @Test("S6 v3 S8 after a fling into the top edge, a tap 2 s after the lift taps the row (it is at rest)")
    func tapAfterBounce() {
        let s = ScrollScene()
        let lift = flingToTop(s)
        s.scene.at(lift + 2)
        #expect(!s.scrollView.isMoving)
        s.scene.log.clear()
        s.scene.touch(2, .began, 100, 230)
        s.scene.at(lift + 2.05)
        s.scene.touch(2, .ended, 100, 230)
        #expect(s.scene.log.entries(startingWith: "row.") == ["row.touchesBegan[2]", "row.touchesEnded[2]"])
    }

    @Test("S6 v3 a fling into the bottom edge springs back to the bottom (the trailing side)")
    func flingIntoBottomEdge() {
        let s = ScrollScene()
        s.scrollView.setContentOffset(Point(0, 2100), animated: false)
        // Finger up 20 points every 0.02 s: offset velocity +1000; pan begins on the first move.
        s.drag(1, from: 100, 600, by: 0, -100, steps: 5, interval: 0.02, start: 1, lift: false)
        s.scene.touch(1, .ended, 100, 500)
        let lift = s.scene.app.clock.now
        // The drag itself crossed the edge (2100 + 80 > 2156): rubber-banded, a lift past the
        // trailing edge moving away from it at 1000 points per second.
        #expect(s.scrollView.contentOffset.y > 2156)
        let shown = s.scrollView.contentOffset.y
        let y0 = shown - 2156
        #expect(abs(y0 - ScrollPhysics.rubberBand(24, dimension: 844)) < 1e-9)
        var frame = 0
        while s.scrollView.isDecelerating && frame < 600 {
            frame += 1
            s.scene.at(lift + Double(frame) / 60 + 1e-6)
            let y = Self.y(y0, 1000, Double(frame) / 60)
            if s.scrollView.isDecelerating {
                #expect(abs(s.scrollView.contentOffset.y - (2156 + y)) < 1e-9, "frame \(frame)")
            }
        }
        #expect(s.scrollView.contentOffset.y == 2156)
        #expect(Double(frame) / 60 < 0.6)
    }

    @Test("S6 v3 a fling from inside toward the bottom edge: deceleration to 2156, then the spring past it")
    func flingFromInsideIntoBottomEdge() {
        let s = ScrollScene()
        s.scrollView.setContentOffset(Point(0, 1900), animated: false)
        s.drag(1, from: 100, 600, by: 0, -100, steps: 5, interval: 0.02, start: 1, lift: false)
        s.scene.touch(1, .ended, 100, 500)
        let lift = s.scene.app.clock.now
        #expect(s.scrollView.contentOffset.y == 1980)
        let target = 1980 + 1000.0 / 1000 * Self.r / (1 - Self.r)  // 2479
        let crossing = log((target - 2156) / (target - 1980)) / (1000 * log(Self.r))
        let u = (target - 2156) * -1000 * log(Self.r)
        var highest = 0.0
        for frame in 1...60 {
            let t = Double(frame) / 60
            s.scene.at(lift + t + 1e-6)
            guard s.scrollView.isDecelerating else { break }
            let expected =
                t < crossing
                ? target - (target - 1980) * pow(Self.r, 1000 * t)
                : 2156 + Self.y(0, u, t - crossing)
            #expect(abs(s.scrollView.contentOffset.y - expected) < 1e-9, "frame \(frame)")
            highest = max(highest, s.scrollView.contentOffset.y)
        }
        #expect(highest > 2156 + 0.9 * u / (Self.omega * M_E))
        s.scene.at(lift + 2)
        #expect(s.scrollView.contentOffset.y == 2156)
        #expect(!s.scrollView.isDecelerating)
    }

    @Test("S6 v3 a lift past the edge from a rubber-banded drag springs at once with the lift velocity")
    func liftPastEdge() {
        let s = ScrollScene()
        s.scene.touch(1, .began, 100, 100)
        s.scene.at(0.1)
        s.scene.touch(1, .moved, 100, 120)  // the pan begins
        s.scene.at(0.2)
        s.scene.touch(1, .moved, 100, 220)  // 100 points past the top, at 1000 points per second
        s.scene.touch(1, .ended, 100, 220)
        let y0 = ScrollPhysics.rubberBand(100, dimension: 844)
        #expect(s.scrollView.contentOffset.y == -y0)
        // The finger moves down: the offset moves up, away from the top edge, at 1000 per second.
        let u = 1000.0
        var deepest = y0
        var frame = 0
        while s.scrollView.isDecelerating && frame < 600 {
            frame += 1
            let t = Double(frame) / 60
            s.scene.at(0.2 + t + 1e-6)
            let y = Self.y(y0, u, t)
            if s.scrollView.isDecelerating {
                #expect(abs(s.scrollView.contentOffset.y - -y) < 1e-9, "frame \(frame)")
                deepest = max(deepest, y)
            } else {
                #expect(abs(y) < 0.5 && Self.dy(y0, u, t) < 0, "frame \(frame): ends within 0.5 point, coming back")
            }
        }
        // Moving away at the lift, it first goes further out.
        #expect(deepest > y0)
        #expect(s.scrollView.contentOffset.y == 0)
        #expect(Double(frame) / 60 < 0.6)
    }

    @Test("S6 v3 without bounces a fling toward the edge stops at it: no overshoot")
    func noBounces() {
        let s = ScrollScene()
        s.scrollView.bounces = false
        let lift = flingToTop(s)
        var lowest = 60.0
        for frame in 1...600 {
            s.scene.at(lift + Double(frame) / 60 + 1e-6)
            lowest = min(lowest, s.scrollView.contentOffset.y)
        }
        #expect(lowest == 0)
        #expect(s.scrollView.contentOffset.y == 0)
    }

    @Test("S6 v3 a fling whose target stays in the range decelerates as before, with no spring")
    func inRangeUnchanged() {
        let s = ScrollScene()
        s.drag(1, from: 100, 600, by: 0, -100, steps: 5, interval: 0.02, start: 0, lift: false)
        s.scene.touch(1, .ended, 100, 500)
        let start = s.scene.app.clock.now
        for frame in [1, 10, 100, 206] {
            s.scene.at(start + Double(frame) / 60 + 1e-6)
            #expect(abs(s.scrollView.contentOffset.y - (579 - 499 * pow(Self.r, 1000 * Double(frame) / 60))) < 1e-9)
        }
    }
}
