import Testing

@testable import ResponderKit

@Suite("Gestures: screen edge pan")
struct ScreenEdgePanGestureRecognizerTests {
    private func scene(_ edge: ScreenEdge) -> (GestureScene, ScreenEdgePanGestureRecognizer) {
        let scene = GestureScene()
        let pan = ScreenEdgePanGestureRecognizer(name: "edge")
        pan.edges = edge
        pan.action = "swiped"
        scene.parent.addGestureRecognizer(pan)
        return (scene, pan)
    }

    @Test("screenEdgePan: kind, default edge, edge names")
    func defaults() {
        let pan = ScreenEdgePanGestureRecognizer(name: "e")
        #expect(pan.kindName == "screenEdgePan")
        #expect(pan.edges == .left)
        #expect(!pan.isDiscrete)
        #expect(ScreenEdge.allCases.map(\.rawValue) == ["left", "right", "top", "bottom"])
        #expect(ScreenEdge(rawValue: "bottom") == .bottom)
    }

    @Test("screenEdgePan: a pan starting within 20 points of the left edge begins like a pan")
    func leftEdge() {
        let (scene, pan) = scene(.left)
        scene.touch(1, .began, 20, 400, at: 0)
        scene.touch(1, .moved, 40, 400, at: 0.1)
        #expect(pan.state == .began)
        #expect(pan.translation(in: nil) == Point(x: 20, y: 0))
        scene.touch(1, .ended, 40, 400, at: 0.2)
        #expect(scene.entries.suffix(2) == ["parent swiped edge began", "parent swiped edge ended"])
    }

    @Test("screenEdgePan: a touch farther from the edge fails it at touch down")
    func awayFromEdge() {
        let (scene, pan) = scene(.left)
        scene.touch(1, .began, 21, 400, at: 0)
        #expect(pan.state == .failed)
        scene.touch(1, .moved, 80, 400, at: 0.1)
        scene.touch(1, .ended, 80, 400, at: 0.2)
        #expect(scene.entries == ["parent touchesBegan [1]", "parent touchesMoved [1]", "parent touchesEnded [1]"])
    }

    @Test("screenEdgePan: the right and bottom edges are measured on the application's screen")
    func rightAndBottomEdges() {
        let (right, rightPan) = scene(.right)
        right.touch(1, .began, 375, 400, at: 0)
        #expect(rightPan.state == .possible)
        right.touch(2, .began, 360, 400, at: 0.1)
        // The second finger is 30 points from the edge.
        #expect(rightPan.state == .failed)

        let (bottom, bottomPan) = scene(.bottom)
        bottom.touch(1, .began, 200, 830, at: 0)
        bottom.touch(1, .moved, 200, 800, at: 0.1)
        #expect(bottomPan.state == .began)

        let (top, topPan) = scene(.top)
        top.touch(1, .began, 200, 830, at: 0)
        #expect(topPan.state == .failed)
    }
}
