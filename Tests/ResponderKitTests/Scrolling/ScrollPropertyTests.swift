import MoonchainTestSupport
import Testing

@testable import ResponderKit

@Suite("Scroll view properties")
struct ScrollPropertyTests {
    @Test("S6 for random drags: without bounces the offset never leaves the range; it always settles inside it")
    func randomDrags() {
        var random = SplitMix64(seed: 27)
        for round in 0..<60 {
            let bounces = round % 2 == 0
            let s = ScrollScene()
            s.scrollView.bounces = bounces
            s.scrollView.isPagingEnabled = round % 5 == 0
            s.scrollView.contentOffset = Point(0, random.next(0...2156))
            let range = s.scrollView.verticalRange
            var outside = false
            s.delegate.onDidScroll = { sv in if !range.contains(sv.contentOffset.y) { outside = true } }
            let steps = 2 + Int(random.next(0...6))
            s.drag(
                1, from: 200, random.next(100...700), by: 0, random.next(-900...900),
                steps: steps, interval: random.next(0.005...0.1), start: 0)
            s.scene.at(30)
            #expect(bounces || !outside, "round \(round): the offset left the range without bounces")
            #expect(
                range.contains(s.scrollView.contentOffset.y),
                "round \(round): settled at \(s.scrollView.contentOffset.y)")
            #expect(!s.scrollView.isMoving)
        }
    }
}
