import Testing

@testable import ResponderKit

/// The contract's bad input and edge cases of the stack: a pop of the root, a controller
/// pushed twice, a push while a pop animates, a navigation removed mid-transition.
@Suite("Navigation: the stack's edge cases")
struct NavigationStackTests {
    @Test("N8 pop of the root does nothing and returns nil")
    func popRoot() {
        let scene = NavigationScene(stack: 1)
        #expect(scene.nav.pop(animated: true) == nil)
        #expect(scene.nav.popToRoot(animated: true).isEmpty)
        #expect(scene.stackNames == ["root"] && !scene.nav.isTransitioning)
        #expect(scene.entries.isEmpty)
    }

    @Test("N1 a view over the stack (an imported navigation bar) stays above a pushed screen and after a pop")
    func viewAboveStack() throws {
        let scene = NavigationScene(stack: 1)
        let bar = View(name: "bar", frame: rect(0, 0, 390, 44))
        scene.nav.view.addSubview(bar)
        let next = ViewController(name: "next", view: View(name: "nextView", frame: .zero))
        try scene.nav.push(next, animated: false)
        #expect(scene.nav.view.subviews.map(\.name) == ["nextView", "bar"])
        scene.nav.pop(animated: false)
        #expect(scene.nav.view.subviews.map(\.name) == ["rootView", "bar"])
    }

    @Test("N8 a controller pushed twice, or the navigation itself, is refused and the stack is unchanged")
    func pushTwice() {
        let scene = NavigationScene()
        #expect(throws: NavigationPushError.alreadyOnStack(controller: "detail", navigation: "nav")) {
            try scene.nav.push(scene.detail, animated: false)
        }
        #expect(throws: NavigationPushError.alreadyOnStack(controller: "root", navigation: "nav")) {
            try scene.nav.push(scene.root, animated: false)
        }
        #expect(throws: NavigationPushError.pushingAncestor(controller: "nav")) {
            try scene.nav.push(scene.nav, animated: false)
        }
        #expect(scene.stackNames == ["root", "detail"])
        let other = NavigationController(name: "other", view: View(name: "otherView", frame: rect(0, 0, 10, 10)))
        #expect(throws: NavigationPushError.alreadyOnStack(controller: "detail", navigation: "nav")) {
            try other.push(scene.detail, animated: false)
        }
    }

    @Test("N8 a push while a pop animates finishes the pop first (its end callbacks run), then pushes")
    func pushDuringPop() throws {
        let scene = NavigationScene(stack: 2)
        scene.nav.pop(animated: true)
        let calls = scene.entries {
            try? scene.nav.push(scene.third, animated: true)
        }
        #expect(
            calls == [
                "detail.viewDidDisappear(true)", "root.viewDidAppear(true)",
                "root.viewWillDisappear(true)", "third.viewWillAppear(true)",
            ])
        #expect(scene.stackNames == ["root", "third"])
        // The popped controller is free again once its pop finished.
        scene.tick(to: 1)
        try scene.nav.push(scene.detail, animated: false)
        #expect(scene.stackNames == ["root", "third", "detail"])
    }

    @Test("N8 popToRoot: only the top and the root get callbacks; the middle leaves at once")
    func popToRoot() {
        let scene = NavigationScene(stack: 3)
        let calls = scene.entries {
            let popped = scene.nav.popToRoot(animated: false)
            #expect(popped.map(\.name) == ["detail", "third"])
        }
        #expect(
            calls == [
                "third.viewWillDisappear(false)", "root.viewWillAppear(false)",
                "third.viewDidDisappear(false)", "root.viewDidAppear(false)",
            ])
        #expect(scene.detail.parent == nil && scene.third.parent == nil)
    }

    @Test("N8 a navigation removed mid-transition finishes it at once")
    func removedMidTransition() throws {
        let scene = NavigationScene(stack: 1)
        try scene.nav.push(scene.detail, animated: true)
        scene.nav.view.removeFromSuperview()
        #expect(!scene.nav.isTransitioning)
        #expect(scene.entries.suffix(2) == ["root.viewDidDisappear(true)", "detail.viewDidAppear(true)"])
        #expect(scene.app.navigationsInTransition.isEmpty)
    }

    @Test("N8 a navigation removed during an interactive pop cancels it at once")
    func removedDuringInteractivePop() {
        let scene = NavigationScene()
        scene.touch(1, .began, 5, 400, at: 0)
        scene.touch(1, .moved, 200, 400, at: 0.1)
        #expect(scene.nav.isTransitioning)
        scene.nav.view.removeFromSuperview()
        #expect(!scene.nav.isTransitioning)
        #expect(scene.stackNames == ["root", "detail"])
        #expect(scene.log.navigation.last?.hasPrefix("nav.popCancelled") == true)
        scene.touch(1, .ended, 200, 400, at: 0.2)
        #expect(scene.app.navigationsInTransition.isEmpty)
    }

    @Test("N8 push and pop are traced with a reason")
    func traced() throws {
        let scene = NavigationScene(stack: 1)
        try scene.nav.push(scene.detail, animated: false)
        scene.nav.pop(animated: true)
        #expect(
            scene.log.navigation == [
                "nav.push detail: push, not animated", "nav.pop detail: pop, animated 0.35 s",
            ])
    }
}
