import Testing

@testable import ResponderKit

@Suite("Scroll physics (S3, S6, S7) as exact numbers")
struct ScrollPhysicsTests {
    @Test("S3 the range is -inset.leading ... max(-inset.leading, content + trailing - size)")
    func range() {
        #expect(ScrollPhysics.range(content: 3000, size: 844, leading: 0, trailing: 0) == 0...2156)
        let empty: ClosedRange<Double> = -20 ... -20
        #expect(ScrollPhysics.range(content: 100, size: 844, leading: 20, trailing: 10) == empty)
        #expect(ScrollPhysics.range(content: 1000, size: 844, leading: 20, trailing: 10) == -20...166)
        // Hostile input: NaN and infinite sides count as 0; the range stays finite.
        #expect(ScrollPhysics.range(content: .nan, size: 844, leading: .infinity, trailing: 0) == 0...0)
    }

    @Test("S6 rubber band: (1 - 1/(x*0.55/d + 1)) * d")
    func rubberBand() {
        // x = 100, d = 844: (1 - 1/(55/844 + 1)) * 844 = 844 * 55 / 899
        let expected: Double = (1 - 1 / (100 * 0.55 / 844 + 1)) * 844
        #expect(ScrollPhysics.rubberBand(100, dimension: 844) == expected)
        #expect(abs(ScrollPhysics.rubberBand(100, dimension: 844) - 46420.0 / 899) < 1e-9)
        #expect(ScrollPhysics.rubberBand(0, dimension: 844) == 0)
        // It never reaches the bounds size, however far the finger goes.
        #expect(ScrollPhysics.rubberBand(1e12, dimension: 844) < 844)
        #expect(ScrollPhysics.dragged(-100, in: 0...2156, dimension: 844, bounces: false) == 0)
        let banded: Double = 2156 + ScrollPhysics.rubberBand(100, dimension: 844)
        #expect(ScrollPhysics.dragged(2256, in: 0...2156, dimension: 844, bounces: true) == banded)
    }

    @Test("S6 deceleration target: offset + v/1000 * r/(1-r)")
    func decelerationTarget() {
        // 2000 points per second at the normal rate: 2 * 0.998 / 0.002 = 998 points.
        #expect(abs(ScrollPhysics.decelerationTarget(offset: 80, velocity: 2000, rate: 0.998) - 1078) < 1e-9)
        let fast = ScrollPhysics.decelerationTarget(offset: 0, velocity: -1000, rate: 0.99)
        #expect(abs(fast + 99) < 1e-9)
    }

    @Test("S6 frame count: the first 1/60 s frame within 0.5 point of the target")
    func frameCount() {
        // 998 * 0.998^(n * 16.67) < 0.5  <=>  n > ln(1996) / (16.67 * -ln 0.998) = 227.9...
        #expect(ScrollPhysics.decelerationFrames(distance: 998, rate: 0.998) == 228)
        #expect(ScrollPhysics.decelerationFrames(distance: 99, rate: 0.99) == 32)
        #expect(ScrollPhysics.decelerationFrames(distance: 0.4, rate: 0.998) == 0)
    }

    @Test("S7 paging: the page nearest the decelerated target, one page at most from the start")
    func paging() {
        #expect(ScrollPhysics.page(startPage: 0, target: 179.8, pageSize: 300, pages: 5) == 1)
        #expect(ScrollPhysics.page(startPage: 0, target: 140, pageSize: 300, pages: 5) == 0)
        #expect(ScrollPhysics.page(startPage: 1, target: 1378, pageSize: 300, pages: 5) == 2)
        #expect(ScrollPhysics.page(startPage: 4, target: 5000, pageSize: 300, pages: 5) == 4)
    }

    @Test("S6 a deceleration rate of 1 or more, 0 or less, or NaN is refused")
    func rates() {
        #expect(ScrollPhysics.validRate(0.998) == 0.998)
        #expect(ScrollPhysics.validRate(1) == nil)
        #expect(ScrollPhysics.validRate(0) == nil)
        #expect(ScrollPhysics.validRate(-0.5) == nil)
        #expect(ScrollPhysics.validRate(.nan) == nil)
        let view = ScrollView(name: "s", frame: rect(0, 0, 100, 100))
        view.decelerationRate = 1.5
        #expect(view.decelerationRate == ScrollPhysics.normalRate)
    }
}
