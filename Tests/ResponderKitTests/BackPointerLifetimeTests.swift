import Testing

@testable import ResponderKit

/// The back-pointers (superview, window, view controller, parent controller, a window's,
/// delegate's or event's application) are not weak references: their owners clear them. These
/// check that each reads nil once its target is gone, as a weak reference would, when the
/// object holding it outlives the target (a script can keep any responder alive).
@Suite("Back-pointers outliving their targets")
struct BackPointerLifetimeTests {
    /// A view tree under `parent`: middle > leaf, returned with the parent released by the caller.
    private func subtree(in parent: View) -> (middle: View, leaf: View) {
        let middle = makeView("middle", rect(0, 0, 100, 100), in: parent)
        let leaf = makeView("leaf", rect(0, 0, 10, 10), in: middle)
        return (middle, leaf)
    }

    @Test("a subview outliving its superview has no superview, window or application")
    func subviewOutlivesSuperview() {
        let app = Application()
        var window: Window? = Window(name: "w", frame: rect(0, 0, 390, 844))
        app.addWindow(window!)
        var top: View? = makeView("top", rect(0, 0, 200, 200), in: window!)
        let (middle, leaf) = subtree(in: top!)
        #expect(leaf.window === window && leaf.application === app)
        top!.removeFromSuperview()
        #expect(leaf.window == nil && middle.window == nil && leaf.application == nil)
        window!.addSubview(top!)
        #expect(leaf.window === window && leaf.application === app)
        top!.removeFromSuperview()
        top = nil
        #expect(middle.superview == nil)
        #expect(leaf.superview === middle)
        #expect(middle.window == nil && leaf.window == nil)
        window = nil
        #expect(leaf.nextResponder() === middle && middle.nextResponder() == nil)
    }

    @Test("views outliving their window: no superview, window or application")
    func viewsOutliveWindow() {
        var app: Application? = Application()
        var window: Window? = Window(name: "w", frame: rect(0, 0, 390, 844))
        app!.addWindow(window!)
        let (middle, leaf) = subtree(in: window!)
        #expect(leaf.window === window && middle.window === window)
        #expect(leaf.application === app)
        app = nil
        // The window is the application's: it goes with it.
        window = nil
        #expect(middle.superview == nil && leaf.superview === middle)
        #expect(middle.window == nil && leaf.window == nil && leaf.application == nil)
        #expect(leaf.hitTest(Point(x: 1, y: 1), with: nil) === leaf)
    }

    @Test("a window, delegate or event outliving the application sees none")
    func objectsOutliveApplication() {
        var app: Application? = Application()
        let window = Window(name: "w", frame: rect(0, 0, 390, 844))
        let leaf = makeView("leaf", rect(0, 0, 10, 10), in: window)
        app!.addWindow(window)
        let delegate = AppDelegate()
        app!.delegate = delegate
        let replaced = AppDelegate(name: "old")
        app!.delegate = replaced
        app!.delegate = delegate
        let event = Event(type: .motion, timestamp: 0, application: app)
        #expect(window.application === app && leaf.application === app && window.isKeyWindow)
        #expect(delegate.application === app && replaced.application === app)
        #expect(event.application === app)
        #expect(window.nextResponder() === app)
        app = nil
        #expect(window.application == nil && window.owner == nil && leaf.application == nil)
        #expect(delegate.application == nil && replaced.application == nil && event.application == nil)
        #expect(!window.isKeyWindow && window.nextResponder() == nil)
    }

    @Test("a window added to a second application belongs to it, and to none once it is gone")
    func windowMovesBetweenApplications() {
        let first = Application()
        var second: Application? = Application()
        let window = Window(name: "w", frame: rect(0, 0, 390, 844))
        first.addWindow(window)
        second!.addWindow(window)
        #expect(window.application === second)
        second = nil
        #expect(window.application == nil)
        first.addWindow(window)
        #expect(window.application === first)
    }

    @Test("a root view or child controller outliving its controller has none")
    func controllerGoesAway() {
        let root = View(name: "root", frame: rect(0, 0, 10, 10))
        let childRoot = View(name: "childRoot", frame: rect(0, 0, 10, 10))
        let child = ViewController(name: "child", view: childRoot)
        var controller: ViewController? = ViewController(name: "C", view: root)
        controller!.addChild(child)
        #expect(root.viewController === controller && child.parent === controller)
        #expect(root.nextResponder() === controller)
        controller = nil
        #expect(root.viewController == nil && child.parent == nil)
        #expect(root.nextResponder() == nil)
    }

    @Test("a view given to a second controller keeps it when the first goes away")
    func secondControllerKeepsView() {
        let root = View(name: "root", frame: rect(0, 0, 10, 10))
        var first: ViewController? = ViewController(name: "first", view: root)
        let second = ViewController(name: "second", view: root)
        #expect(root.viewController === second)
        first = nil
        #expect(root.viewController === second)
        withExtendedLifetime(first) {}
    }

    @Test("a child moved to another parent controller outlives the first")
    func childMovesBetweenParents() {
        let child = ViewController(name: "child", view: View(name: "a", frame: .zero))
        var first: ViewController? = ViewController(name: "first", view: View(name: "b", frame: .zero))
        let second = ViewController(name: "second", view: View(name: "c", frame: .zero))
        first!.addChild(child)
        second.addChild(child)
        first = nil
        #expect(child.parent === second && second.children.count == 1)
        child.removeFromParent()
        #expect(child.parent == nil && second.children.isEmpty)
    }

    @Test("a recognizer outliving its view, or moved to another, has the right view")
    func recognizerOutlivesView() {
        let recognizer = TapGestureRecognizer(name: "tap")
        var first: View? = View(name: "first", frame: rect(0, 0, 10, 10))
        let second = View(name: "second", frame: rect(0, 0, 10, 10))
        first!.addGestureRecognizer(recognizer)
        #expect(recognizer.view === first)
        second.addGestureRecognizer(recognizer)
        #expect(recognizer.view === second && first!.gestureRecognizers.isEmpty)
        first!.addGestureRecognizer(recognizer)
        #expect(recognizer.view === first && second.gestureRecognizers.isEmpty)
        first = nil
        #expect(recognizer.view == nil)
        second.addGestureRecognizer(recognizer)
        second.removeGestureRecognizer(recognizer)
        #expect(recognizer.view == nil)
    }

    @Test("window follows every edit: moves between windows, nested windows, detached subtrees")
    func windowFollowsEdits() {
        let scene = TestScene()
        let w1 = scene.window("w1")
        let w2 = scene.window("w2")
        let (middle, leaf) = subtree(in: w1)
        #expect(leaf.window === w1)
        w2.insertSubview(middle, at: 0)
        #expect(middle.window === w2 && leaf.window === w2 && w1.subviews.isEmpty)
        // A window inside a view keeps its own subtree; its views are in it, not the outer one.
        let inner = Window(name: "inner", frame: rect(0, 0, 50, 50))
        let deep = makeView("deep", rect(0, 0, 5, 5), in: inner)
        leaf.addSubview(inner)
        #expect(inner.window === inner && deep.window === inner && inner.superview === leaf)
        w1.addSubview(middle)
        #expect(leaf.window === w1 && deep.window === inner)
        let loose = View(name: "loose", frame: .zero)
        loose.addSubview(middle)
        #expect(middle.window == nil && leaf.window == nil && deep.window === inner)
        w2.addSubview(loose)
        #expect(loose.window === w2 && leaf.window === w2)
        inner.removeFromSuperview()
        #expect(inner.superview == nil && deep.window === inner)
    }
}
