import ResponderKit

/// A trace record in the words an iOS engineer uses, and the rule it follows: the line the
/// studio's why panel shows for it ("list holds buy's touch back for 0.15 s to see whether the
/// finger scrolls (S4)").
///
/// The switch over `TraceRecord` is exhaustive, so a new kind of record cannot reach the panel
/// without a sentence; reasons (gesture codes, scroll reasons) that have no words of their own
/// yet are shown as their code, which a test walks the known codes to keep from happening.
public struct TraceSentence: Sendable, Equatable {
    /// The sentence, without the rule.
    public var text: String
    /// The rule id it follows (`"G7"`), when one does.
    public var rule: String?

    public init(_ text: String, rule: String? = nil) {
        self.text = text
        self.rule = rule
    }

    /// The sentence for `record`; nil for the hit-test walk, which the explanation already tells.
    public static func of(_ record: TraceRecord) -> TraceSentence? {
        switch record {
        case .hitTestWindow, .hitTestVisit, .hitTestSkipped, .hitTestResult, .pointInsideAnswered:
            return nil
        case .overrideFailed(let responder, let method):
            return TraceSentence(
                "\(responder.name)'s \(method.name) script failed (an error, or an answer of the wrong type), "
                    + "so UIKit's default behaviour decided")
        case .touchBound(let touch, let view, let delivered, let reason):
            guard let view else {
                return TraceSentence("touch \(touch.id) began where no window takes touches", rule: "H7")
            }
            if !delivered {
                return TraceSentence(
                    "touch \(touch.id) is \(view.name)'s, but \(view.name) does not get it: \(reason ?? "kept back")",
                    rule: "T3")
            }
            return TraceSentence(
                "touch \(touch.id) began on \(view.name), the hit-test view: every later phase of it goes there",
                rule: "T1")
        case .touchDelivery(let responder, let method, let touches):
            let ids = touches.map { String($0.id) }.joined(separator: ", ")
            return TraceSentence("\(method.name) ran on \(responder.name) (touch \(ids))")
        case .delivery(let responder, let method, let ids):
            let which =
                ids.isEmpty
                ? "" : " (\(ids.count == 1 ? "press" : "presses") \(ids.map(String.init).joined(separator: ", ")))"
            return TraceSentence("\(method.name) ran on \(responder.name)\(which)")
        case .forward(let from, let to, let method):
            return TraceSentence(
                "\(from.name) has no \(method.name) of its own, so UIKit's default passed it to its next responder, \(to.name)",
                rule: "T7")
        case .dropped(let at, let method):
            return TraceSentence(
                "\(method.name) reached \(at.name), the end of the responder chain: nobody handled it", rule: "T7")
        case .chainCycle(let at, let next):
            return TraceSentence(
                "\(at.name)'s nextResponder leads back to \(next.name), already passed: the walk stops there",
                rule: "R5")
        case .firstResponderChanged(let window, let from, let to):
            return TraceSentence(
                "first responder of \(window.name): \(from?.name ?? "none") → \(to?.name ?? "none")", rule: "F1")
        case .keyWindowChanged(let from, let to):
            return TraceSentence(
                "\(to.name) became the key window (was \(from?.name ?? "none")): keys, shakes and actions start there",
                rule: "F1")
        case .action(let name, let target, _):
            guard let target else {
                return TraceSentence(
                    "action \(name): no responder from the first responder up the chain performs it", rule: "E3")
            }
            return TraceSentence(
                "action \(name) went to \(target.name), the first responder up the chain that performs it", rule: "E3")
        case .remoteControlIgnored(let subtype):
            return TraceSentence(
                "remote-control \(subtype.rawValue) ignored: the app is not receiving remote-control events", rule: "E2"
            )
        case .gestureState(let recognizer, let from, let to, let reason):
            return gesture(recognizer, from: from, to: to, reason: reason)
        case .gestureTouchRefused(let recognizer, let touch, let reason):
            let why = words(for: reason)
            return TraceSentence(
                "\(recognizer.name) is not offered touch \(touch.id): \(why.text)", rule: why.rule ?? "G2")
        case .touchHeld(let touch, let phase, let reason):
            let why = words(for: reason)
            return TraceSentence(
                "touch \(touch.id)'s \(phase.rawValue) is held back from \(touch.view?.name ?? "its view"): \(why.text)",
                rule: why.rule ?? "G6")
        case .touchReleased(let touch, let phase, let delivered, let reason):
            let why = words(for: reason)
            let view = touch.view?.name ?? "its view"
            return delivered
                ? TraceSentence(
                    "touch \(touch.id)'s \(phase.rawValue) reaches \(view) late: \(why.text)", rule: why.rule ?? "G7")
                : TraceSentence(
                    "touch \(touch.id)'s \(phase.rawValue) never reaches \(view): \(why.text)", rule: why.rule ?? "G6")
        case .touchesCancelledByGesture(let view, let ids, let reason):
            let why = words(for: reason)
            let touches = ids.map(String.init).joined(separator: ", ")
            return TraceSentence(
                "\(view.name) got touchesCancelled (touch \(touches)): \(why.text)", rule: why.rule ?? "G5")
        case .gestureRefusedByView(let recognizer, let view):
            return TraceSentence(
                "\(view.name)'s gestureRecognizerShouldBegin said no, so \(recognizer.name) fails", rule: "G10")
        case .controlEvent(let control, let event):
            return TraceSentence("\(control.name) sent \(event.name)", rule: controlRule(event.name))
        case .controlAction(let control, let action, let target, let receiver):
            let how = target == nil ? "nil-targeted, up the chain from the first responder" : "to its target"
            guard let receiver else {
                return TraceSentence(
                    "\(control.name)'s action \(action) (\(how)): nobody performs it", rule: target == nil ? "E3" : "C5"
                )
            }
            return TraceSentence("\(control.name)'s action \(action) ran on \(receiver.name) (\(how))", rule: "C5")
        case .scroll(let view, let event, let subject, let reason):
            return scroll(view.name, event, subject: subject?.name, reason: reason)
        case .navigation(let navigation, let event, let subject, _, let reason):
            return Self.navigation(navigation.name, event, controller: subject?.name ?? "the top controller", reason)
        case .swipe(let table, let event, let cell, let reason):
            return swipe(table.name, event, row: cell.name, reason: reason)
        case .diagnostic(let message):
            return TraceSentence(message)
        case .editing(let field, let transition, let reason):
            return editing(field.name, transition, reason)
        case .keyboard(let shown, _, let reason):
            return TraceSentence(
                shown ? "the keyboard shows (\(reason))" : "the keyboard hides (\(reason))", rule: "X6")
        case .keyCommand(_, let command, let definer, let performer, let reason):
            guard let performer else {
                return TraceSentence(
                    "\(definer.name)'s key command \(command.summary) (\(command.action)) did not run: \(reason)",
                    rule: "K2")
            }
            return TraceSentence(
                "key command \(command.summary), offered by \(definer.name), ran \(command.action) on \(performer.name) "
                    + "(\(reason))", rule: "K3")
        case .keyText(_, let field, let reason):
            return TraceSentence("\(field.name) took the key as text (\(reason))", rule: "K5")
        case .keyPress(_, let responder, let phase, let reason):
            guard let responder else { return TraceSentence("the key reached nobody (\(reason))", rule: "K6") }
            let method = "presses" + phase.rawValue.prefix(1).uppercased() + phase.rawValue.dropFirst()
            return TraceSentence("\(responder.name) got \(method) for the key (\(reason))", rule: "K6")
        }
    }

    // MARK: - Text fields

    private static func editing(_ field: String, _ transition: EditingTransition, _ reason: String) -> TraceSentence {
        switch transition {
        case .shouldBeginRefused:
            return TraceSentence(
                "\(field) does not begin editing: textFieldShouldBeginEditing said no (\(reason))", rule: "X2")
        case .began: return TraceSentence("\(field) began editing (\(reason))", rule: "X2")
        case .shouldEndRefused:
            return TraceSentence("\(field) keeps editing: textFieldShouldEndEditing said no (\(reason))", rule: "X4")
        case .ended: return TraceSentence("\(field) ended editing (\(reason))", rule: "X4")
        case .changed: return TraceSentence("\(field)'s text changed (\(reason))", rule: "X7")
        case .changeRefused:
            return TraceSentence(
                "\(field)'s text stays: textFieldShouldChangeCharacters said no (\(reason))", rule: "X7")
        case .returned: return TraceSentence("return in \(field) (\(reason))", rule: "X7")
        case .returnRefused:
            return TraceSentence("return in \(field): textFieldShouldReturn said no (\(reason))", rule: "X7")
        }
    }

    // MARK: - Navigation and swipe actions

    private static func navigation(
        _ nav: String, _ event: NavigationEvent, controller: String, _ reason: String
    ) -> TraceSentence {
        switch event {
        case .push: return TraceSentence("\(nav) pushed \(controller) (\(reason))", rule: "N1")
        case .pop:
            return TraceSentence(
                "\(nav) popped \(controller) (\(reason))", rule: reason.contains("interactive") ? "N8" : "N1")
        case .popCancelled:
            return TraceSentence(
                "\(nav)'s back swipe was cancelled and \(controller) stays on top (\(reason))", rule: "N8")
        case .ignoredTouch:
            return TraceSentence(
                "the touch went nowhere: \(nav) is animating a transition, and UIKit ignores touches then", rule: "N8")
        case .frozenAtRoot:
            return TraceSentence(
                "\(nav) let a back swipe begin with one controller on the stack: nothing is popped (\(reason))",
                rule: "N2")
        }
    }

    private static func swipe(_ table: String, _ event: SwipeEvent, row: String, reason: String) -> TraceSentence {
        let why = swipeReasonWords[reason] ?? reason
        switch event {
        case .begin: return TraceSentence("\(row) in \(table) began to swipe: \(why)", rule: "W2")
        case .open: return TraceSentence("\(row) stays open showing its action buttons: \(why)", rule: "W4")
        case .perform:
            return TraceSentence("\(row)'s action runs: \(why)", rule: reason == "tappedAction" ? "W5" : "W4")
        case .close:
            let rule = reason.hasPrefix("completed") ? "W6" : reason == "touchWhileOpen" ? "W5" : "W4"
            return TraceSentence("\(row) closes: \(why)", rule: rule)
        }
    }

    /// The `swipe.*` records' reason codes in words.
    public static let swipeReasonWords: [String: String] = [
        "dragLeft": "the finger moved left, showing the trailing actions",
        "dragRight": "the finger moved right, showing the leading actions",
        "pastHalfOfButtons": "it was dragged past half of its buttons",
        "notPastHalfOfButtons": "it was not dragged past half of its buttons",
        "fullSwipe": "a full swipe performs the first action",
        "tappedAction": "its button was tapped",
        "swipeCancelled": "the swipe was cancelled",
        "touchWhileOpen": "a touch in the table closes the open row first",
        "completed": "its action called complete(true)",
        "completedNotPerformed": "its action called complete(false)",
        "closeSwipeRow": "closeSwipeRow() asked for it",
        "rowRemoved": "the row left the table",
        "newSwipe": "another row began to swipe",
        "closed": "it closed",
    ]

    // MARK: - Gestures

    private static func gesture(
        _ recognizer: GestureRecognizer, from: GestureState, to: GestureState, reason: GestureReason
    ) -> TraceSentence {
        let name = recognizer.name
        let why = words(for: reason)
        switch to {
        case .failed:
            return TraceSentence("\(name) failed: \(why.text)", rule: why.rule)
        case .cancelled:
            return TraceSentence("\(name) was cancelled: \(why.text)", rule: why.rule)
        case .possible:
            return TraceSentence("\(name) is ready for the next gesture (was \(from.rawValue))")
        case .began:
            return TraceSentence("\(name) began: \(why.text)", rule: why.rule ?? "G3")
        case .changed:
            return TraceSentence("\(name) changed: \(why.text)", rule: why.rule ?? "G9")
        case .ended:
            return TraceSentence(
                from == .possible ? "\(name) recognized: \(why.text)" : "\(name) ended: \(why.text)",
                rule: why.rule ?? "G9")
        }
    }

    /// A gesture reason in words, and its rule.
    public static func words(for reason: GestureReason) -> TraceSentence {
        let other = reason.other ?? "another recognizer"
        switch reason.code {
        case "recognized": return TraceSentence("it recognized its gesture")
        case "changed": return TraceSentence("its touches moved")
        case "touchesEnded": return TraceSentence("its touches lifted")
        case "touchCancelled": return TraceSentence("a touch it was reading was cancelled")
        case "movedTooFar": return TraceSentence("the finger moved too far for it")
        case "tooSlow": return TraceSentence("the gesture took too long")
        case "timerExpired": return TraceSentence("the next tap did not come in time")
        case "wrongTouchCount": return TraceSentence("the number of fingers is not the one it needs")
        case "notAtEdge": return TraceSentence("the touch did not start at its screen edge")
        case "script": return TraceSentence("its Lua script set the state")
        case "scriptError": return TraceSentence("its Lua script raised an error")
        case "gestureRecognizerShouldBegin":
            return TraceSentence("its view's gestureRecognizerShouldBegin said no", rule: "G10")
        case "requireToFail": return TraceSentence("it requires \(other) to fail, and \(other) recognized", rule: "G4")
        case "requiredFailed": return TraceSentence("\(other), which it waited for, failed", rule: "G4")
        case "simultaneity":
            return TraceSentence(
                "\(other) recognized first with the same touches, and neither delegate lets both recognize at once",
                rule: "G3")
        case "shouldBegin": return TraceSentence("its delegate's gestureShouldBegin said no", rule: "G8")
        case "shouldReceiveTouch": return TraceSentence("its delegate's gestureShouldReceiveTouch said no", rule: "G2")
        case "attemptOver": return TraceSentence("its touches are up and nothing it waits for is left")
        case "disabled": return TraceSentence("it was disabled mid-gesture")
        case "viewRemoved": return TraceSentence("it, or its view, left the window")
        case "reset": return TraceSentence("back to possible for the next gesture")
        case "delaysTouches":
            return TraceSentence(
                "\(reason.other.map { "\($0), which delays touches," } ?? "a recognizer that delays touches")"
                    + " is still deciding",
                rule: "G6")
        case "cancelsTouches":
            return TraceSentence("\(other) recognized, and it cancels the touches of the views it watches", rule: "G5")
        case "recognizedWhileHeld":
            return TraceSentence("\(other) recognized while this phase was held back", rule: "G6")
        case "noLongerHeld": return TraceSentence("no recognizer holds it back any longer", rule: "G7")
        case "touchFinishedForView": return TraceSentence("the view is already done with this touch", rule: "G5")
        case "failed": return TraceSentence("it decided the touches are not its gesture")
        case "behindHeldPhase":
            return TraceSentence(
                "an earlier phase of this touch is still held back, and phases keep their order", rule: "G6")
        // The scroll view's own recognizers (S3–S8).
        case "delayElapsed":
            return TraceSentence("the finger stayed still for 0.15 s, so the content gets its touch", rule: "S4")
        case "delaysContentTouchesOff":
            return TraceSentence("delaysContentTouches is off, so the content gets its touch at once", rule: "S4")
        case "axisNotScrollable":
            return TraceSentence("the scroll view cannot scroll the way the finger first moved", rule: "S3")
        case "contentKeepsTouch":
            return TraceSentence(
                "the content keeps its touch (canCancelContentTouches or touchesShouldCancel is false)", rule: "S5")
        case "stoppedMotion": return TraceSentence("the touch stopped the scroll view's motion", rule: "S8")
        // The navigation's pops (N3, N4) and a table's swipe actions (W1–W5).
        case "notLeadingToTrailing":
            return TraceSentence(
                "the finger did not first move towards the trailing edge, as a back swipe does", rule: "N3")
        case "horizontalScrollView":
            return TraceSentence("the touch began in a scroll view that scrolls sideways", rule: "N4")
        case "verticalStart": return TraceSentence("the finger first moved vertically", rule: "W2")
        case "notOnRow": return TraceSentence("the touch did not begin on a row", rule: "W2")
        case "noTrailingActions": return TraceSentence("the row has no trailing actions", rule: "W1")
        case "noLeadingActions": return TraceSentence("the row has no leading actions", rule: "W1")
        case "rowOpen": return TraceSentence("a row is open, so this touch closes it first", rule: "W5")
        default: return TraceSentence(reason.other.map { "\(reason.code) (\($0))" } ?? reason.code)
        }
    }

    /// The reason codes ``words(for:)`` has words for: what a test checks every code the core
    /// uses against.
    public static let gestureReasonCodes: [String] = [
        "recognized", "changed", "touchesEnded", "touchCancelled", "movedTooFar", "tooSlow", "timerExpired",
        "wrongTouchCount", "notAtEdge", "script", "scriptError", "gestureRecognizerShouldBegin", "requireToFail",
        "requiredFailed", "simultaneity", "shouldBegin", "shouldReceiveTouch", "attemptOver", "disabled",
        "viewRemoved", "reset", "delaysTouches", "cancelsTouches", "recognizedWhileHeld", "noLongerHeld",
        "touchFinishedForView", "failed", "behindHeldPhase", "delayElapsed", "delaysContentTouchesOff",
        "axisNotScrollable", "contentKeepsTouch", "stoppedMotion", "notLeadingToTrailing", "horizontalScrollView",
        "verticalStart", "notOnRow", "noTrailingActions", "noLeadingActions", "rowOpen",
    ]

    // MARK: - Controls

    private static func controlRule(_ event: String) -> String {
        switch event {
        case "valueChanged": return "C7"
        case "touchDown", "touchDownRepeat", "touchDragInside", "touchDragOutside", "touchDragEnter", "touchDragExit":
            return "C1"
        default: return "C3"
        }
    }

    // MARK: - Scroll views

    private static func scroll(_ sv: String, _ event: ScrollEvent, subject: String?, reason: String) -> TraceSentence {
        let view = subject ?? "the content"
        let detail = scrollReasonWords[reason].map { ": \($0)" } ?? (reason.isEmpty ? "" : " (\(reason))")
        switch event {
        case .contentTouchesHeld:
            return TraceSentence(
                "\(sv) holds \(view)'s touch back for a moment to see whether the finger scrolls (delaysContentTouches)",
                rule: "S4")
        case .contentTouchesReleased:
            return TraceSentence("\(sv) lets \(view) have the touch it held\(detail)", rule: "S4")
        case .contentTouchesRefused:
            return TraceSentence("\(sv)'s touchesShouldBegin said no: \(view) gets none of these touches", rule: "S4")
        case .contentTouchCancelled:
            return TraceSentence(
                "\(sv) starts scrolling and takes the touch from \(view), which gets touchesCancelled (touchesShouldCancel)",
                rule: "S5")
        case .contentTouchKept:
            return TraceSentence(
                "\(view) keeps its touch and \(sv) does not scroll (canCancelContentTouches or touchesShouldCancel is false)",
                rule: "S5")
        case .panRefusedForAxis:
            return TraceSentence("\(sv) cannot scroll the way the finger first moved, so its pan fails", rule: "S3")
        case .stoppedByTouch:
            return TraceSentence(
                "the touch stopped \(sv) where it was; that touch only stops it and reaches no content", rule: "S8")
        case .dragBegan: return TraceSentence("\(sv) began dragging with the finger\(detail)", rule: "S6")
        case .dragEnded: return TraceSentence("\(sv) stopped dragging\(detail)", rule: "S11")
        case .decelerationBegan: return TraceSentence("\(sv) glides on after the finger lifts\(detail)", rule: "S6")
        case .decelerationEnded: return TraceSentence("\(sv) came to rest\(detail)", rule: "S6")
        case .animationBegan: return TraceSentence("\(sv) animates its offset\(detail)", rule: "S7")
        case .animationEnded: return TraceSentence("\(sv) finished animating its offset\(detail)", rule: "S11")
        case .zoomBegan: return TraceSentence("\(sv) began zooming\(detail)", rule: "S10")
        case .zoomEnded: return TraceSentence("\(sv) stopped zooming\(detail)", rule: "S10")
        case .scrollToTop: return TraceSentence("a status-bar tap: \(sv) scrolls to its top\(detail)", rule: "S11")
        case .recursionLimited:
            return TraceSentence(
                "\(sv)'s scrollViewDidScroll set the offset again and again; the host stopped following it", rule: "S11"
            )
        case .rowHighlighted: return TraceSentence("\(sv) highlighted \(view)\(detail)", rule: "L2")
        case .rowUnhighlighted: return TraceSentence("\(sv) cleared \(view)'s highlight\(detail)", rule: "L3")
        case .rowSelected: return TraceSentence("\(sv) selected \(view)\(detail)", rule: "L3")
        case .rowDeselected: return TraceSentence("\(sv) deselected \(view)\(detail)", rule: "L4")
        }
    }

    /// The scroll records' reason codes in words.
    public static let scrollReasonWords: [String: String] = [
        "delaysContentTouches": "it waits to see whether the finger scrolls",
        "delaysContentTouchesOff": "delaysContentTouches is off, so the content gets it at once",
        "delayElapsed": "the finger stayed still long enough (0.15 s)",
        "fingerLifted": "the finger lifted",
        "touchesBegan": "a touch began on the row",
        "touchesEnded": "the touch ended on the row",
        "touchEnded": "the touch ended",
        "touchesCancelled": "the row's touch was cancelled",
        "panBegan": "the finger moved far enough to scroll",
        "dragBegan": "scrolling began",
        "settled": "it settled",
        "stoppedByTouch": "a touch stopped it",
        "setContentOffset": "setContentOffset(animated) asked for it",
        "setZoomScale": "setZoomScale asked for it",
        "pinchBegan": "two fingers began a pinch",
        "pinchEnded": "the pinch ended",
        "statusBarTap": "the status bar was tapped",
        "scrollToTop": "scrolling to the top",
        "didScrollRecursion": "scrollViewDidScroll kept moving the offset",
        "tappedSelected": "the row was tapped while selected",
        "singleSelection": "only one row can be selected",
        "replaced": "another animation replaced it",
        "viewRemoved": "it left the window",
    ]
}
