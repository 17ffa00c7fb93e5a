import Testing

@testable import ResponderKit

/// Rules N1–N9 on the core alone: the stack, the two pop recognizers in the arena, the
/// decision at lift with its exact edges, transitions on the virtual clock, appearance order.
@Suite("Navigation: N1–N9")
struct NavigationRulesTests {
    // MARK: N1

    @Test("N1 the top controller's root view fills the navigation's view; the others are out of the window")
    func topFills() throws {
        let scene = NavigationScene(stack: 2)
        #expect(scene.detail.view.superview === scene.nav.view)
        #expect(scene.detail.view.frame == rect(0, 0, 390, 844))
        #expect(scene.root.view.window == nil)
        #expect(scene.nav.topViewController === scene.detail)
        #expect(scene.detail.parent === scene.nav && scene.root.parent === scene.nav)
        // The chain: a root view's controller, then the navigation's view, then the navigation.
        #expect(scene.detail.view.responderChain().map(\.name).prefix(4) == ["detailView", "detail", "navView", "nav"])
    }

    @Test("N1 edgePop is on the navigation's view; contentPop only with usesContentPop")
    func recognizersOnView() {
        let plain = NavigationScene()
        #expect(plain.nav.view.gestureRecognizers.map(\.name) == ["nav.edgePop"])
        let ios26 = NavigationScene(contentPop: true)
        #expect(ios26.nav.view.gestureRecognizers.map(\.name) == ["nav.edgePop", "nav.contentPop"])
        ios26.nav.usesContentPop = false
        #expect(ios26.nav.view.gestureRecognizers.map(\.name) == ["nav.edgePop"])
    }

    @Test("N1 the pop recognizers see a touch after the content's own recognizers (G1)")
    func offeredAfterContent() {
        let scene = NavigationScene(contentPop: true)
        let pan = PanGestureRecognizer(name: "contentPan")
        scene.detail.view.addGestureRecognizer(pan)
        scene.touch(1, .began, 5, 400, at: 0)
        let offered = scene.app.activeTouches.first?.gestureRecognizers.map(\.name)
        #expect(offered == ["contentPan", "nav.edgePop", "nav.contentPop"])
    }

    // MARK: N2

    @Test("N2 with one controller on the stack neither pop recognizer begins")
    func rootGuard() {
        let scene = NavigationScene(stack: 1, contentPop: true)
        scene.drag([5, 40, 150])
        #expect(scene.stackNames == ["root"])
        #expect(scene.log.gestures.contains("nav.edgePop: possible->failed shouldBegin"))
        #expect(scene.log.navigation.isEmpty)
        // The content kept its touch: nothing cancelled it.
        #expect(scene.entries.contains("rootView touchesEnded"))
    }

    @Test("N2 a gestureShouldBegin that lets a pop begin at the root pops nothing and warns")
    func rootGuardReplaced() {
        let scene = NavigationScene(stack: 1)
        scene.navBehavior.shouldBegin = true
        scene.drag([5, 40, 300])
        #expect(scene.stackNames == ["root"])
        #expect(scene.log.gestures.contains("nav.edgePop: possible->began recognized"))
        #expect(scene.log.navigation.count == 1)
        #expect(scene.log.navigation.first?.hasPrefix("nav.frozenAtRoot touch 1: nav.edgePop began") == true)
        #expect(!scene.nav.isTransitioning)
    }

    @Test("N2 a gestureShouldBegin that answers false keeps a pop from beginning above the root")
    func shouldBeginFalse() {
        let scene = NavigationScene(stack: 2)
        scene.navBehavior.shouldBegin = false
        scene.drag([5, 40, 300])
        #expect(scene.stackNames == ["root", "detail"])
    }

    // MARK: N3

    @Test("N3 the band is 20 points: a touch at x = 20 may pop, one at x = 20.5 may not")
    func bandEdge() {
        let inside = NavigationScene()
        inside.touch(1, .began, 20, 400, at: 0)
        inside.touch(1, .moved, 30, 400, at: 0.1)
        #expect(inside.nav.edgePop.state == .began)
        let outside = NavigationScene()
        outside.touch(1, .began, 20.5, 400, at: 0)
        #expect(outside.log.gestures.contains("nav.edgePop: possible->failed notAtEdge"))
    }

    @Test("N3 the first movement must be leading→trailing and more horizontal than vertical")
    func firstMovement() {
        for (dx, dy) in [(-10.0, 0.0), (0, 10), (8, 8), (8, -8)] {
            let scene = NavigationScene()
            scene.touch(1, .began, 10, 400, at: 0)
            scene.touch(1, .moved, 10 + dx, 400 + dy, at: 0.1)
            #expect(scene.log.gestures.contains("nav.edgePop: possible->failed notLeadingToTrailing"), "\(dx), \(dy)")
        }
        let scene = NavigationScene()
        scene.touch(1, .began, 10, 400, at: 0)
        scene.touch(1, .moved, 20, 396, at: 0.1)
        #expect(scene.nav.edgePop.state == .began)
    }

    @Test("N3 the pan begins after 10 points, not before")
    func tenPoints() {
        let scene = NavigationScene()
        scene.touch(1, .began, 5, 400, at: 0)
        scene.touch(1, .moved, 14.5, 400, at: 0.1)
        #expect(scene.nav.edgePop.state == .possible)
        scene.touch(1, .moved, 15, 400, at: 0.2)
        #expect(scene.nav.edgePop.state == .began)
    }

    @Test("N3 edgePop cancels the content's touch (G5); a button gets touchCancel (N6)")
    func cancelsContent() {
        let scene = NavigationScene()
        scene.drag([5, 40, 300])
        #expect(scene.entries.contains("detailView touchesCancelled"))
        #expect(!scene.entries.contains("detailView touchesEnded"))
    }

    // MARK: N4

    @Test("N4 contentPop begins for a rightward drag anywhere in the content")
    func contentPopAnywhere() {
        let scene = NavigationScene(contentPop: true)
        scene.touch(1, .began, 200, 400, at: 0)
        scene.touch(1, .moved, 215, 402, at: 0.1)
        #expect(scene.nav.contentPop.state == .began)
        #expect(scene.log.gestures.contains("nav.edgePop: possible->failed notAtEdge"))
    }

    @Test("N4 in the band both try; edgePop, added first, wins and contentPop fails (G3)")
    func edgeBeatsContent() {
        let scene = NavigationScene(contentPop: true)
        scene.touch(1, .began, 5, 400, at: 0)
        scene.touch(1, .moved, 20, 400, at: 0.1)
        #expect(scene.nav.edgePop.state == .began)
        #expect(scene.log.gestures.contains("nav.contentPop: possible->failed simultaneity"))
    }

    @Test("N4 not on a horizontally scrollable scroll view; on a vertical one it pops")
    func contentPopScrollView() {
        for (wide, pops) in [(true, false), (false, true)] {
            let scene = NavigationScene(contentPop: true)
            let sv = ScrollView(name: "sv", frame: rect(0, 100, 390, 300))
            sv.contentSize = wide ? Size(width: 1000, height: 300) : Size(width: 390, height: 900)
            scene.detail.view.addSubview(sv)
            scene.touch(1, .began, 200, 200, at: 0)
            scene.touch(1, .moved, 230, 200, at: 0.1)
            #expect((scene.nav.contentPop.state == .began) == pops, "wide: \(wide)")
            if wide { #expect(scene.log.gestures.contains("nav.contentPop: possible->failed horizontalScrollView")) }
        }
    }

    // MARK: N5

    /// A horizontally scrollable scroll view along the leading edge of the detail screen.
    private func carousel(_ scene: NavigationScene) -> ScrollView {
        let sv = ScrollView(name: "sv", frame: rect(0, 100, 390, 300))
        sv.contentSize = Size(width: 1170, height: 300)
        scene.detail.view.addSubview(sv)
        return sv
    }

    @Test("N5 a horizontal scroll view at the leading edge takes the edge drag: it is deeper (G1)")
    func carouselWins() {
        let scene = NavigationScene()
        let sv = carousel(scene)
        scene.touch(1, .began, 5, 200, at: 0)
        scene.touch(1, .moved, 25, 200, at: 0.1)
        #expect(sv.panGestureRecognizer.state == .began)
        #expect(scene.log.gestures.contains("nav.edgePop: possible->failed simultaneity"))
        scene.touch(1, .ended, 25, 200, at: 0.2)
        #expect(scene.stackNames == ["root", "detail"])
    }

    @Test("N5 with sv.pan requiring edgePop to fail, the edge drag pops and a drag outside the band scrolls")
    func carouselRequiresEdgePop() {
        let scene = NavigationScene()
        let sv = carousel(scene)
        sv.panGestureRecognizer.requiredToFail = [scene.nav.edgePop]
        scene.touch(1, .began, 5, 200, at: 0)
        scene.touch(1, .moved, 25, 200, at: 0.1)
        #expect(scene.nav.edgePop.state == .began)
        #expect(scene.log.gestures.contains("sv.pan: possible->failed requireToFail"))
        scene.touch(1, .moved, 300, 200, at: 0.2)
        scene.touch(1, .ended, 300, 200, at: 0.3)
        #expect(scene.stackNames == ["root"])

        let other = NavigationScene()
        let sv2 = carousel(other)
        sv2.contentOffset = Point(x: 390, y: 0)
        sv2.panGestureRecognizer.requiredToFail = [other.nav.edgePop]
        other.touch(1, .began, 100, 200, at: 0)
        other.touch(1, .moved, 130, 200, at: 0.1)
        #expect(sv2.panGestureRecognizer.state == .began)
        #expect(other.stackNames == ["root", "detail"])
    }

    // MARK: N6

    @Test("N6 a slider refuses both pops (C6): the drag moves the slider and pops nothing")
    func sliderRefuses() {
        let scene = NavigationScene(contentPop: true)
        let slider = Slider(name: "slider", frame: rect(0, 380, 228, 40))
        scene.detail.view.addSubview(slider)
        scene.touch(1, .began, 10, 400, at: 0)
        scene.touch(1, .moved, 30, 400, at: 0.1)
        scene.touch(1, .moved, 110, 400, at: 0.2)
        scene.touch(1, .ended, 110, 400, at: 0.3)
        #expect(scene.stackNames == ["root", "detail"])
        #expect(scene.log.gestures.contains("nav.edgePop: possible->failed gestureRecognizerShouldBegin"))
        #expect(scene.log.gestures.contains("nav.contentPop: possible->failed gestureRecognizerShouldBegin"))
        #expect(slider.value == 0.5)
    }

    @Test("N6 a switch refuses contentPop away from the band too")
    func switchRefuses() {
        let scene = NavigationScene(contentPop: true)
        let toggle = Switch(name: "toggle", frame: rect(200, 380, 51, 31))
        scene.detail.view.addSubview(toggle)
        scene.drag([210, 240, 300])
        #expect(scene.stackNames == ["root", "detail"])
        #expect(scene.log.gestures.contains("nav.contentPop: possible->failed gestureRecognizerShouldBegin"))
    }

    @Test("N6 a button refuses neither: the drag pops and the button gets touchCancel")
    func buttonDoesNotRefuse() {
        let scene = NavigationScene()
        let button = Button(name: "button", frame: rect(0, 380, 100, 40))
        scene.detail.view.addSubview(button)
        scene.drag([5, 40, 300])
        #expect(scene.log.controlEvents == ["button:touchDown", "button:touchCancel"])
        #expect(scene.stackNames == ["root"])
    }

    // MARK: N7

    @Test("N7 a hidden bar or a custom back button disables both pops until enabled is set again")
    func hiddenBar() {
        for hide in [true, false] {
            let scene = NavigationScene(contentPop: true)
            if hide { scene.nav.isNavigationBarHidden = true } else { scene.nav.hasCustomBackButton = true }
            #expect(!scene.nav.edgePop.isEnabled && !scene.nav.contentPop.isEnabled)
            scene.drag([5, 40, 300])
            #expect(scene.stackNames == ["root", "detail"])
            scene.nav.edgePop.isEnabled = true
            scene.drag([5, 40, 300], from: 1)
            #expect(scene.stackNames == ["root"])
        }
    }

    // MARK: N8

    @Test("N8 progress exactly 0.5 with a slow lift is cancelled; just past 0.5 completes")
    func progressEdge() {
        let half = NavigationScene()
        half.touch(1, .began, 5, 400, at: 0)
        half.touch(1, .moved, 20, 400, at: 0.1)
        half.touch(1, .moved, 200, 400, at: 1.0)
        #expect(half.nav.transitionProgress == 0.5)
        half.touch(1, .ended, 200, 400, at: 2.0)
        #expect(half.log.navigation.last?.hasPrefix("nav.popCancelled detail touch 1") == true)
        half.tick(to: 3)
        #expect(half.stackNames == ["root", "detail"])

        let past = NavigationScene()
        past.touch(1, .began, 5, 400, at: 0)
        past.touch(1, .moved, 20, 400, at: 0.1)
        past.touch(1, .moved, 200, 400, at: 1.0)
        past.touch(1, .ended, 200.5, 400, at: 2.0)
        #expect(past.log.navigation.last?.hasPrefix("nav.pop detail touch 1") == true)
        past.tick(to: 3)
        #expect(past.stackNames == ["root"])
    }

    @Test("N8 velocity exactly 500 points/s does not complete a short pop; just above does")
    func velocityEdge() {
        for (liftX, completes) in [(35.0, false), (35.01, true)] {
            let scene = NavigationScene()
            scene.touch(1, .began, 5, 400, at: 0)
            scene.touch(1, .moved, 20, 400, at: 0.1)
            scene.touch(1, .moved, 30, 400, at: 0.2)
            scene.touch(1, .ended, liftX, 400, at: 0.21)
            scene.tick(to: 1)
            #expect(scene.stackNames == (completes ? ["root"] : ["root", "detail"]), "lift at \(liftX)")
        }
    }

    @Test("N8 velocity exactly −500 points/s past half completes; faster back cancels")
    func negativeVelocityEdge() {
        for (liftX, completes) in [(295.0, true), (294.0, false)] {
            let scene = NavigationScene()
            scene.touch(1, .began, 5, 400, at: 0)
            scene.touch(1, .moved, 20, 400, at: 0.1)
            scene.touch(1, .moved, 300, 400, at: 1.0)
            scene.touch(1, .ended, liftX, 400, at: 1.01)
            scene.tick(to: 2)
            #expect(scene.stackNames == (completes ? ["root"] : ["root", "detail"]), "lift at \(liftX)")
        }
    }

    @Test("N8 progress counts from where the touch began, the 10 points before the pan began included")
    func progressFromStart() {
        let scene = NavigationScene()
        scene.touch(1, .began, 0, 400, at: 0)
        scene.touch(1, .moved, 39, 400, at: 0.1)
        #expect(scene.nav.transitionProgress == 0.1)
    }

    @Test("N8 the rest animates 0.25 s; new touches meanwhile go nowhere and are traced")
    func finishIgnoresTouches() {
        let scene = NavigationScene()
        scene.drag([5, 40, 300])  // lifted at 0.2: the rest animates until 0.45
        #expect(scene.nav.isAnimatingTransition)
        let during = scene.entries {
            scene.touch(2, .began, 200, 400, at: 0.3)
            scene.touch(2, .ended, 200, 400, at: 0.32)
        }
        #expect(during.isEmpty)
        #expect(scene.log.navigation.last?.hasPrefix("nav.ignoredTouch") == true)
        #expect(scene.log.navigation.last?.contains("touch 2") == true)
        scene.tick(to: 0.44)
        #expect(scene.nav.isTransitioning)
        scene.tick(to: 0.45)
        #expect(!scene.nav.isTransitioning)
        #expect(scene.root.view.window === scene.window)
        #expect(scene.detail.view.window == nil)
        let after = scene.entries {
            scene.touch(3, .began, 200, 400, at: 0.6)
        }
        #expect(after == ["rootView touchesBegan"])
    }

    @Test("N8 an animated push takes 0.35 s and ignores touches meanwhile; a plain push ignores none")
    func animatedPush() throws {
        let scene = NavigationScene(stack: 1)
        scene.tick(to: 1)
        try scene.nav.push(scene.detail, animated: true)
        #expect(scene.nav.isAnimatingTransition)
        #expect(scene.stackNames == ["root", "detail"])
        scene.touch(1, .began, 200, 400, at: 1.34)
        scene.touch(1, .ended, 200, 400, at: 1.36)
        #expect(!scene.entries.contains { $0.contains("touches") })
        #expect(scene.root.view.window == nil)
        scene.touch(2, .began, 200, 400, at: 1.4)
        #expect(scene.entries.last == "detailView touchesBegan")

        let plain = NavigationScene(stack: 1)
        try plain.nav.push(plain.detail, animated: false)
        #expect(!plain.nav.isTransitioning)
        plain.touch(1, .began, 200, 400, at: 0)
        #expect(plain.entries.last == "detailView touchesBegan")
    }

    @Test("N8 a popped controller leaves the window but lives on; pushing it again brings it back")
    func popAndPushAgain() throws {
        let scene = NavigationScene()
        let popped = scene.nav.pop(animated: false)
        #expect(popped === scene.detail)
        #expect(scene.detail.view.window == nil && scene.detail.parent == nil)
        try scene.nav.push(scene.detail, animated: false)
        #expect(scene.detail.view.window === scene.window)
        #expect(scene.stackNames == ["root", "detail"])
    }

    // MARK: N9

    @Test("N9 a push: will-disappear, will-appear at the start; did-disappear, did-appear at the end")
    func pushOrder() throws {
        let scene = NavigationScene(stack: 1)
        let calls = scene.entries {
            try? scene.nav.push(scene.detail, animated: true)
            scene.tick(to: 0.35)
        }
        #expect(
            calls == [
                "root.viewWillDisappear(true)", "detail.viewWillAppear(true)",
                "root.viewDidDisappear(true)", "detail.viewDidAppear(true)",
            ])
    }

    @Test("N9 an interactive pop starts when its recognizer begins and ends after the 0.25 s")
    func interactiveOrder() {
        let scene = NavigationScene()
        let calls = scene.entries {
            scene.touch(1, .began, 5, 400, at: 0)
            scene.touch(1, .moved, 20, 400, at: 0.1)
            scene.touch(1, .moved, 300, 400, at: 0.2)
            scene.touch(1, .ended, 300, 400, at: 0.3)
            scene.tick(to: 0.55)
        }
        #expect(
            calls == [
                "detailView touchesBegan", "detailView touchesCancelled",
                "detail.viewWillDisappear(true)", "root.viewWillAppear(true)",
                "detail.viewDidDisappear(true)", "root.viewDidAppear(true)",
            ])
    }

    @Test("N9 a cancelled interactive pop runs the four callbacks the other way round when it ends")
    func cancelledOrder() {
        let scene = NavigationScene()
        scene.touch(1, .began, 5, 400, at: 0)
        scene.touch(1, .moved, 20, 400, at: 0.1)
        scene.touch(1, .moved, 30, 400, at: 1.0)
        let calls = scene.entries {
            scene.touch(1, .ended, 30, 400, at: 2.0)
            scene.tick(to: 2.24)
            #expect(scene.root.view.window === scene.window)
            scene.tick(to: 2.25)
        }
        #expect(
            calls == [
                "root.viewWillDisappear(true)", "detail.viewWillAppear(true)",
                "root.viewDidDisappear(true)", "detail.viewDidAppear(true)",
            ])
        #expect(scene.root.view.window == nil)
        #expect(scene.stackNames == ["root", "detail"])
    }

    @Test("N9 at load the top controller appears, not animated")
    func initialAppearance() {
        let scene = NavigationScene()
        scene.nav.sendInitialAppearance()
        #expect(scene.entries == ["detail.viewWillAppear(false)", "detail.viewDidAppear(false)"])
    }
}
