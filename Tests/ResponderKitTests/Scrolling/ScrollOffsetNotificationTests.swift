import Testing

@testable import ResponderKit

/// S1 and S11: the offset is the bounds' origin, and every change of it — whoever writes it —
/// calls `scrollViewDidScroll` exactly once; a write that changes nothing calls nothing.
@Suite("Scroll offset notification (S1, S11)")
struct ScrollOffsetNotificationTests {
    private func scene() -> ScrollScene {
        let s = ScrollScene()
        s.delegate.logsDidScroll = true
        return s
    }

    @Test("S11 a bounds write that moves the origin calls didScroll once; the same write again none")
    func boundsWrite() {
        let s = scene()
        s.scrollView.bounds = rect(0, 40, 390, 844)
        #expect(s.scrollView.contentOffset == Point(0, 40))
        #expect(s.log == ["didScroll 40.0"])
        s.scrollView.bounds = rect(0, 40, 390, 844)
        #expect(s.log == ["didScroll 40.0"])
    }

    @Test("S11 a bounds-origin write (the frame kept) calls didScroll once; a size-only write none")
    func boundsOriginWrite() {
        let s = scene()
        let frame = s.scrollView.frame
        s.scrollView.bounds.origin = Point(0, 75)
        #expect(s.scrollView.frame == frame)
        #expect(s.log == ["didScroll 75.0"])
        s.scrollView.bounds.size = Size(width: 390, height: 800)
        #expect(s.log == ["didScroll 75.0"])
        s.scrollView.frame = rect(0, 0, 390, 844)
        #expect(s.scrollView.contentOffset == Point(0, 75))
        #expect(s.log == ["didScroll 75.0"])
    }

    @Test("S1 S11 contentOffset, setContentOffset and bounds are one value with one notification each")
    func everyWriter() {
        let s = scene()
        s.scrollView.contentOffset = Point(0, 10)
        s.scrollView.setContentOffset(Point(0, 20), animated: false)
        s.scrollView.bounds = rect(0, 30, 390, 844)
        s.scrollView.bounds.origin.y = 40
        #expect(s.log == ["didScroll 10.0", "didScroll 20.0", "didScroll 30.0", "didScroll 40.0"])
        #expect(s.scrollView.bounds.origin == s.scrollView.contentOffset)
    }

    @Test("S11 a bounds write from scrollViewDidScroll is followed only so deep, as setContentOffset is")
    func boundsRecursionBounded() {
        let s = ScrollScene()
        s.delegate.onDidScroll = { sv in sv.bounds.origin.y += 1 }
        s.scrollView.bounds.origin.y = 1
        #expect(s.scrollView.contentOffset.y == Double(ScrollView.didScrollRecursionLimit) + 1)
        #expect(s.delegate.problems.count == 1)
    }

    @Test("S11 an animated setContentOffset: one didScroll per frame that moved, none after")
    func animationFrames() {
        let s = scene()
        s.scrollView.setContentOffset(Point(0, 300), animated: true)
        s.scene.at(1)
        let scrolls = s.log.filter { $0.hasPrefix("didScroll ") }
        #expect(scrolls.count == ScrollMotion.animationFrames)
        #expect(scrolls.last == "didScroll 300.0")
        #expect(Set(scrolls).count == scrolls.count)
    }

    @Test("S11 a table's bounds write calls its delegate's didScroll once")
    func tableBoundsWrite() {
        let s = ScrollScene(scrollView: { TableView(name: "table", frame: $0) })
        s.delegate.logsDidScroll = true
        s.scrollView.bounds = rect(0, 12, 390, 844)
        #expect(s.log == ["didScroll 12.0"])
    }

    @Test("S1 a scene's starting offset tells no delegate (nothing has scrolled yet)")
    func initialOffsetQuiet() {
        let s = scene()
        s.scrollView.setInitialContentOffset(Point(0, 90))
        #expect(s.scrollView.contentOffset == Point(0, 90))
        #expect(s.log.isEmpty)
    }
}
