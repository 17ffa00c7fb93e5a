import Testing

@testable import ResponderKit

/// A behaviour whose `pointInside` answers through a ``PointInsideShortcut`` (as a scripted
/// behaviour's does), counting which path the view took.
private final class ShortcutBehavior: ResponderBehavior {
    var overrides: ResponderMethods = .of(.pointInside)
    /// The shortcut's code: inside, outside, failed or notOverridden.
    var code = PointInsideShortcut.inside
    var shortcutCalls = 0
    var protocolCalls = 0
    var lastEvent: Event?

    func pointInside(_ point: Point, event: Event?, view: View) -> Answer<Bool> {
        protocolCalls += 1
        return .answered(code == PointInsideShortcut.inside)
    }

    var pointInsideShortcut: PointInsideShortcut? {
        PointInsideShortcut(
            function: { context, _, _, event in
                let behavior = Unmanaged<ShortcutBehavior>.fromOpaque(context).takeUnretainedValue()
                behavior.shortcutCalls += 1
                behavior.lastEvent = event.map { Unmanaged<Event>.fromOpaque($0).takeUnretainedValue() }
                return behavior.code
            }, context: Unmanaged.passUnretained(self).toOpaque())
    }
}

@Suite("pointInside through a behaviour's shortcut (H2, H5, H6)")
struct PointInsideShortcutTests {
    /// A window with one 100×100 view at (50, 50) driven by a `ShortcutBehavior`.
    private func scene() -> (TestScene, View, ShortcutBehavior) {
        let scene = TestScene()
        let window = scene.window("w")
        let view = makeView("v", rect(50, 50, 100, 100), in: window)
        let behavior = ShortcutBehavior()
        view.behavior = behavior
        return (scene, view, behavior)
    }

    @Test("H6 the shortcut's answer decides pointInside, in place of the protocol call")
    func shortcutAnswers() {
        let (scene, view, behavior) = scene()
        behavior.code = PointInsideShortcut.inside
        #expect(view.point(inside: Point(500, 500), with: nil))
        behavior.code = PointInsideShortcut.outside
        #expect(!view.point(inside: Point(10, 10), with: nil))
        #expect(scene.hit(60, 60) == "w")
        #expect(behavior.shortcutCalls == 3)
        #expect(behavior.protocolCalls == 0)
    }

    @Test("H6 the hit test's event reaches the shortcut")
    func eventPassed() {
        let (_, view, behavior) = scene()
        let event = Event(type: .touches, timestamp: 0, application: nil)
        _ = view.point(inside: Point(10, 10), with: event)
        #expect(behavior.lastEvent === event)
    }

    @Test("H5 a failed or withdrawn override falls back to the default: bounds decide")
    func failureFallsBack() {
        let (_, view, behavior) = scene()
        for code in [PointInsideShortcut.failed, PointInsideShortcut.notOverridden] {
            behavior.code = code
            #expect(view.point(inside: Point(10, 10), with: nil))
            #expect(!view.point(inside: Point(500, 500), with: nil))
        }
    }

    @Test("H2 the shortcut follows the behaviour: dropped when it is replaced or stops overriding")
    func followsBehavior() {
        let (_, view, behavior) = scene()
        behavior.code = PointInsideShortcut.outside
        behavior.overrides = .of()
        view.behaviorDidChange()
        #expect(view.point(inside: Point(10, 10), with: nil))
        #expect(behavior.shortcutCalls == 0)
        behavior.overrides = .of(.pointInside)
        view.behaviorDidChange()
        #expect(!view.point(inside: Point(10, 10), with: nil))
        #expect(behavior.shortcutCalls == 1)
        view.behavior = nil
        #expect(view.point(inside: Point(10, 10), with: nil))
        #expect(behavior.shortcutCalls == 1)
    }
}
