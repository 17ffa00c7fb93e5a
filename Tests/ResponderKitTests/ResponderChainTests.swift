import Testing

@testable import ResponderKit

@Suite("Responder chain (R1–R5)")
struct ResponderChainTests {
    /// w > container > [controller C: root] > button. A view holds its controller weakly, as in
    /// UIKit: tests that need the controller in the chain keep it alive.
    private func scene() -> (TestScene, Window, View, ViewController, View, View) {
        let scene = TestScene()
        let window = scene.window("w")
        let container = makeView("container", rect(0, 0, 300, 300), in: window)
        let root = View(name: "root", frame: rect(0, 0, 200, 200))
        let controller = ViewController(name: "C", view: root)
        container.addSubview(root)
        let button = makeView("button", rect(10, 10, 50, 50), in: root)
        return (scene, window, container, controller, root, button)
    }

    // MARK: R1

    @Test("R1 a plain view's next responder is its superview")
    func plainView() {
        let (_, window, container, _, _, button) = scene()
        #expect(container.nextResponder() === window)
        #expect(button.nextResponder()?.name == "root")
        let loose = View(name: "loose", frame: .zero)
        #expect(loose.nextResponder() == nil)
    }

    @Test("R1 a controller's root view's next responder is the controller, not the superview")
    func rootViewToController() {
        let (_, _, _, controller, root, _) = scene()
        #expect(root.nextResponder() === controller)
        #expect(root.viewController === controller)
    }

    @Test("R1 R2 R3 R4 exact chain through a controller whose root view sits in a plain view")
    func exactChainControllerInView() {
        let (scene, _, _, controller, _, button) = scene()
        let delegate = AppDelegate()
        scene.app.delegate = delegate
        withExtendedLifetime(controller) {
            #expect(chainNames(button) == ["button", "root", "C", "container", "w", "app", "delegate"])
        }
    }

    // MARK: R2

    @Test("R2 a controller's next responder is its root view's superview")
    func controllerToSuperview() {
        let (_, _, container, controller, _, _) = scene()
        #expect(controller.nextResponder() === container)
    }

    @Test("R2 a window's root controller's next responder is the window")
    func windowRootController() {
        let scene = TestScene()
        let window = scene.window("w")
        let root = View(name: "root", frame: rect(0, 0, 390, 844))
        let controller = ViewController(name: "rootVC", view: root)
        window.addSubview(root)
        window.rootViewController = controller
        let label = makeView("label", rect(0, 0, 10, 10), in: root)
        #expect(controller.nextResponder() === window)
        #expect(chainNames(label) == ["label", "root", "rootVC", "w", "app"])
    }

    @Test("R2 nested controllers: a child's root view inside the parent's root view")
    func nestedControllers() {
        let scene = TestScene()
        let window = scene.window("w")
        let outerRoot = View(name: "outerRoot", frame: rect(0, 0, 390, 844))
        let outer = ViewController(name: "outer", view: outerRoot)
        window.addSubview(outerRoot)
        let innerRoot = View(name: "innerRoot", frame: rect(0, 0, 100, 100))
        let inner = ViewController(name: "inner", view: innerRoot)
        outer.addChild(inner)
        outerRoot.addSubview(innerRoot)
        withExtendedLifetime((inner, outer)) {
            #expect(inner.parent === outer)
            #expect(chainNames(innerRoot) == ["innerRoot", "inner", "outerRoot", "outer", "w", "app"])
        }
    }

    @Test("R2 a controller whose view is in no hierarchy: its parent controller, else nil")
    func detachedController() {
        let parent = ViewController(name: "parent", view: View(name: "pv", frame: .zero))
        let child = ViewController(name: "child", view: View(name: "cv", frame: .zero))
        #expect(child.nextResponder() == nil)
        parent.addChild(child)
        #expect(child.nextResponder() === parent)
        child.removeFromParent()
        #expect(child.nextResponder() == nil)
    }

    // MARK: R3, R4

    @Test("R3 a window's next responder is the application")
    func windowToApp() {
        let scene = TestScene()
        let window = scene.window("w")
        let second = scene.window("second", level: 5)
        #expect(window.nextResponder() === scene.app)
        #expect(second.nextResponder() === scene.app)
    }

    @Test("R4 the application's next responder is the delegate, or nil without one")
    func appToDelegate() {
        let scene = TestScene()
        let window = scene.window("w")
        #expect(scene.app.nextResponder() == nil)
        #expect(chainNames(window) == ["w", "app"])
        let delegate = AppDelegate(name: "appDelegate")
        scene.app.delegate = delegate
        #expect(scene.app.nextResponder() === delegate)
        #expect(delegate.nextResponder() == nil)
        #expect(delegate.application === scene.app)
        #expect(chainNames(window) == ["w", "app", "appDelegate"])
    }

    // MARK: R5

    @Test("R5 a nextResponder override replaces the rule for that responder only")
    func overrideReplacesRule() {
        let (scene, window, container, controller, root, button) = scene()
        scene.record(root, .of(.nextResponder)).nextResponderAnswer = { _ in .answered(window) }
        #expect(chainNames(button) == ["button", "root", "w", "app"])
        // An override answering nil ends the chain there.
        (root.behavior as? RecordingBehavior)?.nextResponderAnswer = { _ in .answered(nil) }
        #expect(chainNames(button) == ["button", "root"])
        // An override that fails to answer falls back to UIKit's rule.
        (root.behavior as? RecordingBehavior)?.nextResponderAnswer = { _ in .failed }
        withExtendedLifetime(controller) {
            #expect(chainNames(button) == ["button", "root", "C", "container", "w", "app"])
        }
        _ = container
    }

    @Test("R5 a nextResponder override is followed by event forwarding")
    func overrideUsedForForwarding() {
        let (scene, _, container, _, root, _) = scene()
        let side = makeView("side", rect(0, 0, 1, 1))
        scene.record(root, .of(.nextResponder)).nextResponderAnswer = { _ in .answered(side) }
        scene.record(side, .touchHandlers)
        scene.record(container, .touchHandlers)
        scene.touch(1, .began, 20, 20)  // button → root → side
        #expect(scene.log.entries == ["side.touchesBegan[1]"])
    }

    @Test("R5 a cycle in the chain is detected: the walk stops and is reported")
    func cycleInWalk() {
        let (scene, _, container, controller, root, button) = scene()
        // container → root: root → C → container → root ...
        scene.record(container, .of(.nextResponder)).nextResponderAnswer = { _ in .answered(root) }
        let chain = withExtendedLifetime(controller) { chainNames(button) }
        #expect(chain == ["button", "root", "C", "container"])
        #expect(scene.tracer.cycles.count == 1)
        #expect(scene.tracer.cycles.first?.at == "container")
        #expect(scene.tracer.cycles.first?.next == "root")
    }

    @Test("R5 a responder that is its own next responder is a cycle too")
    func selfCycle() {
        let scene = TestScene()
        let window = scene.window("w")
        let view = makeView("v", rect(0, 0, 10, 10), in: window)
        scene.record(view, .of(.nextResponder)).nextResponderAnswer = { responder in .answered(responder) }
        #expect(chainNames(view) == ["v"])
        #expect(scene.tracer.cycles.map(\.at) == ["v"])
    }

    @Test("R5 forwarding an event around a cycle stops instead of looping")
    func cycleInForwarding() {
        let scene = TestScene()
        let window = scene.window("w")
        let a = makeView("a", rect(0, 0, 100, 100), in: window)
        let b = makeView("b", rect(0, 0, 50, 50), in: a)
        scene.record(a, .of(.nextResponder)).nextResponderAnswer = { _ in .answered(b) }
        scene.touch(1, .began, 10, 10)  // b → a → b: stop
        #expect(scene.tracer.forwards == ["b>a"])
        #expect(scene.tracer.cycles.count == 1)
        #expect(scene.tracer.cycles.first?.at == "a")
        #expect(scene.tracer.cycles.first?.next == "b")
        // Every kind of forwarded event stops the same way.
        scene.tracer.clear()
        #expect(b.becomeFirstResponder() == false)  // cannot become: the chain starts at the window
        scene.app.sendMotion(.began)
        #expect(scene.tracer.cycles.isEmpty)  // w → app: no cycle from the window
        scene.record(b, .of(.canBecomeFirstResponder))
        #expect(b.becomeFirstResponder())
        scene.app.sendMotion(.began)
        scene.app.sendPress(.select, phase: .began)
        scene.app.beginReceivingRemoteControlEvents()
        scene.app.sendRemoteControl(.remoteControlPlay)
        #expect(scene.tracer.cycles.count == 3)
        #expect(scene.app.sendAction("copy", to: nil, from: nil) == false)
        #expect(scene.tracer.cycles.count == 4)
    }

    @Test("R5 a touch forwarded up a chain of 40 views reaches the end, and a cycle at its far end is still seen")
    func longChainForwarding() {
        // Longer than the storage a delivery's path starts with: the path grows mid-walk.
        let scene = TestScene()
        let window = scene.window("w")
        var views: [View] = []
        var parent: View = window
        for index in 0..<40 {
            let view = makeView("v\(index)", rect(0, 0, 100, 100), in: parent)
            views.append(view)
            parent = view
        }
        scene.touch(1, .began, 10, 10)
        #expect(scene.tracer.forwards.count == 41)  // v39 > ... > v0 > w > app
        #expect(scene.tracer.forwards.last == "w>app")
        #expect(scene.tracer.drops.map(\.at) == ["app"])
        #expect(scene.tracer.cycles.isEmpty)
        // The outermost view's next responder is the innermost: the walk stops on meeting it.
        scene.tracer.clear()
        scene.record(views[0], .of(.nextResponder)).nextResponderAnswer = { _ in .answered(views[39]) }
        scene.touch(1, .ended, 10, 10)
        #expect(scene.tracer.forwards.count == 39)
        #expect(scene.tracer.cycles.first?.at == "v0")
        #expect(scene.tracer.cycles.first?.next == "v39")
    }
}
