import ResponderKit
import Testing

// The code of the DocC article "Embedding ResponderKit with a Swift behaviour"
// (Sources/ResponderKit/ResponderKit.docc/Embedding.md), kept here so the article cannot rot:
// change both together. Imports ResponderKit without @testable, as an embedder does.

private final class GrownButton: ResponderBehavior {
    let overrides = ResponderMethods([.pointInside, .touchesBegan, .touchesEnded])
    var log: [String] = []

    func pointInside(_ point: Point, event: Event?, view: View) -> Answer<Bool> {
        .answered(view.bounds.insetBy(dx: -12, dy: -12).contains(point))
    }

    func touches(_ method: ResponderMethod, _ touches: TouchList, event: Event, responder: Responder) {
        log.append("\(responder.name) \(method.name) \(touches.map(\.id))")
        responder.defaultTouches(method, touches, event: event)
    }
}

@Suite("Embedding article (public API only)")
struct EmbeddingArticleTests {
    @Test("H6, T1: a Swift pointInside grows the hit area and the touch stays with the button")
    func swiftBehaviourGetsTouchesOutsideItsFrame() {
        let app = Application()
        let window = Window(name: "main", frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let card = View(name: "card", frame: Rect(x: 0, y: 0, width: 390, height: 400))
        let button = View(name: "close", frame: Rect(x: 100, y: 100, width: 20, height: 20))
        let behaviour = GrownButton()
        button.behavior = behaviour
        card.addSubview(button)
        window.addSubview(card)
        app.addWindow(window)

        app.sendTouches([TouchInput(id: 1, phase: .began, location: Point(x: 95, y: 95))])
        app.clock.advance(to: 0.1)
        app.sendTouches([TouchInput(id: 1, phase: .ended, location: Point(x: 95, y: 95))])
        #expect(behaviour.log == ["close touchesBegan [1]", "close touchesEnded [1]"])

        // Outside the grown area the card gets the touch, and the button hears nothing.
        app.sendTouches([TouchInput(id: 2, phase: .began, location: Point(x: 80, y: 80))])
        #expect(behaviour.log.count == 2)
        #expect(app.hitTest(screenPoint: Point(x: 80, y: 80))?.view === card)
    }
}
