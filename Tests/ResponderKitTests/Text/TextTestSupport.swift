@testable import ResponderKit

/// A text field's (or any responder's) behaviour that logs the delegate questions and the
/// keyboard notifications, and answers as the test sets.
final class TextRecorder: ResponderBehavior, TextFieldDelegate, KeyboardObserver, GestureRecognizerDelegate {
    var overrides: ResponderMethods = []
    let log: EventLog
    var shouldBegin: Answer<Bool> = .failed
    var shouldEnd: Answer<Bool> = .failed
    var shouldChange: Answer<Bool> = .failed
    var shouldReturn: Answer<Bool> = .failed
    var observesKeyboard = false
    var actions: Set<String> = []
    var onAction: ((String) -> Void)?
    var onDidEnd: ((TextField) -> Void)?

    init(log: EventLog) { self.log = log }

    func textFieldShouldBeginEditing(_ field: TextField) -> Answer<Bool> {
        log.append("\(field.name) shouldBegin")
        return shouldBegin
    }
    func textFieldDidBeginEditing(_ field: TextField) { log.append("\(field.name) didBegin") }
    func textFieldShouldEndEditing(_ field: TextField) -> Answer<Bool> {
        log.append("\(field.name) shouldEnd")
        return shouldEnd
    }
    func textFieldDidEndEditing(_ field: TextField) {
        log.append("\(field.name) didEnd")
        onDidEnd?(field)
    }
    func textFieldShouldChangeCharacters(_ field: TextField, range: TextRange, string: String) -> Answer<Bool> {
        log.append("\(field.name) shouldChange \(range.location),\(range.length) '\(string)'")
        return shouldChange
    }
    func textFieldShouldReturn(_ field: TextField) -> Answer<Bool> {
        log.append("\(field.name) shouldReturn")
        return shouldReturn
    }
    func keyboard(_ notification: KeyboardNotification, frame: Rect, responder: Responder) {
        guard observesKeyboard else { return }
        log.append("\(responder.name) \(notification.rawValue) \(frame.minY)")
    }

    func performGestureAction(_ action: String, recognizer: GestureRecognizer) {
        log.append("\(recognizer.view?.name ?? "nil").\(action)")
        onAction?(action)
    }

    func respondsToAction(_ action: String) -> Bool { actions.contains(action) }
    func performAction(_ action: String, sender: Responder?, event: Event?, responder: Responder) {
        log.append("\(responder.name).\(action)")
        onAction?(action)
    }
}

/// A full-screen window with a container and two fields, each with a recording behaviour that
/// also logs its editing control events (as target-actions on the container).
final class FieldScene {
    let scene = TestScene()
    let window: Window
    let container: View
    let a: TextField
    let b: TextField
    let aDelegate: TextRecorder
    let bDelegate: TextRecorder
    let containerBehavior: TextRecorder
    var log: EventLog { scene.log }
    var app: Application { scene.app }

    init() {
        window = scene.window("w")
        container = makeView("container", rect(0, 0, 390, 844), in: window)
        a = TextField(name: "a", frame: rect(20, 100, 300, 40))
        b = TextField(name: "b", frame: rect(20, 200, 300, 40))
        container.addSubview(a)
        container.addSubview(b)
        aDelegate = TextRecorder(log: scene.log)
        bDelegate = TextRecorder(log: scene.log)
        containerBehavior = TextRecorder(log: scene.log)
        a.behavior = aDelegate
        b.behavior = bDelegate
        container.behavior = containerBehavior
        for field in [a, b] {
            for event in [ControlEvent.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit] {
                let action = "\(field.name)_\(event.name)"
                containerBehavior.actions.insert(action)
                field.addTarget(container, action: action, for: ControlEvents(event))
            }
        }
    }

    /// The log, emptied.
    func take() -> [String] {
        defer { log.clear() }
        return log.entries
    }

    /// The keyboard's show/hide trace records, as "show"/"hide".
    var keyboardChanges: [String] {
        scene.tracer.records.compactMap {
            if case .keyboard(let shown, _, _) = $0 { return shown ? "show" : "hide" }
            return nil
        }
    }
}
