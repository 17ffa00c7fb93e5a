/// A control that edits one line of text (UITextField, rules X1–X7).
///
/// It tracks touches like any control (C1–C5); a touch-up inside while it is not editing begins
/// editing (X2). Editing is being its window's first responder: it begins through
/// `becomeFirstResponder` (asking ``TextFieldDelegate/textFieldShouldBeginEditing(_:)`` first)
/// and ends through `resignFirstResponder` or `endEditing` (asking
/// ``TextFieldDelegate/textFieldShouldEndEditing(_:)`` unless forced, X4, X5). While it edits it
/// takes typed text through ``KeyInput`` (X7) and the system keyboard shows (X6).
public final class TextField: Control, KeyInput {
    public override class var controlKind: String { "textField" }

    /// The field's text. Setting it asks no delegate and sends no `editingChanged` (as UIKit).
    public var text = ""
    /// Shown while the text is empty; no event rule reads it.
    public var placeholder = ""
    /// Empties the text when editing begins, before `textFieldDidBeginEditing` (no delegate call).
    public var clearsOnBeginEditing = false
    /// Whether the field is editing: exactly while it is its window's first responder.
    public private(set) var isEditing = false
    /// Whose behaviour answers the delegate methods (`delegate = NAME`); nil: this field's own.
    public weak var delegateResponder: Responder?

    /// The delegate asked the X2–X7 questions: `delegateResponder`'s behaviour, else this field's.
    public var delegate: (any TextFieldDelegate)? {
        (delegateResponder ?? self).behavior as? any TextFieldDelegate
    }

    /// A text field shows the system keyboard when it becomes first responder (X6).
    public override init(name: String, frame: Rect) {
        super.init(name: name, frame: frame)
        showsKeyboard = true
    }

    /// X1: a field can become first responder while it is enabled.
    override var classCanBecomeFirstResponder: Bool { isEnabled }

    /// X1: like a button, the field's tap beats an ancestor's single-finger single tap.
    public override func controlGestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        !isAncestorSingleTap(recognizer)
    }

    /// X2: a touch-up inside begins editing, after the control's touch-up events.
    override func didSendTouchUpInside(event: Event) {
        guard !isEditing, window != nil else { return }
        let app = application
        guard let app else {
            _ = becomeFirstResponder()
            return
        }
        app.keyboardTransaction("touchUpInside") { _ = becomeFirstResponder() }
    }

    // MARK: - Editing lifecycle (the first-responder hooks)

    override func firstResponderShouldBegin() -> Bool {
        let answer = answer(delegate?.textFieldShouldBeginEditing(self))
        if !answer { trace(.shouldBeginRefused, reason: "textFieldShouldBeginEditing answered false") }
        return answer
    }

    override func firstResponderShouldEnd() -> Bool {
        if application?.keyboardState.takeForcing() == true { return true }
        let answer = answer(delegate?.textFieldShouldEndEditing(self))
        if !answer { trace(.shouldEndRefused, reason: "textFieldShouldEndEditing answered false") }
        return answer
    }

    override func firstResponderDidBegin(in app: Application?) {
        guard !isEditing else { return }
        isEditing = true
        if clearsOnBeginEditing { text = "" }
        trace(.began, reason: app?.keyboardState.cause ?? "becomeFirstResponder", app: app)
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin, with: nil)
    }

    override func firstResponderDidEnd(in app: Application?) {
        guard isEditing else { return }
        isEditing = false
        trace(.ended, reason: app?.keyboardState.cause ?? "resignFirstResponder", app: app)
        delegate?.textFieldDidEndEditing(self)
        sendEditingEvent(.editingDidEnd, app: app)
    }

    // MARK: - Typing (KeyInput, X7)

    public var acceptsKeyInput: Bool { isEditing }
    public var hasText: Bool { !text.isEmpty }

    /// X7: asks `textFieldShouldChangeCharacters` for an insertion at the end, then appends
    /// `text` and sends `editingChanged`. Empty text types nothing.
    public func insertText(_ typed: String) {
        guard isEditing, !typed.isEmpty else { return }
        replaceEnd(TextRange(location: text.utf16.count, length: 0), with: typed, removing: 0)
    }

    /// X7: removes the last character (one grapheme cluster: an emoji, a letter with its
    /// combining marks), asking `textFieldShouldChangeCharacters` for its UTF-16 range.
    public func deleteBackward() {
        guard isEditing, let last = text.last else { return }
        let length = String(last).utf16.count
        replaceEnd(TextRange(location: text.utf16.count - length, length: length), with: "", removing: 1)
    }

    /// X7: `textFieldShouldReturn`; true with `editingDidEndOnExit` actions runs them, then the
    /// field resigns (X4).
    public func insertReturn() {
        guard isEditing else { return }
        guard answer(delegate?.textFieldShouldReturn(self)) else {
            trace(.returnRefused, reason: "textFieldShouldReturn answered false")
            return
        }
        guard targetActions.contains(where: { $0.events.contains(.editingDidEndOnExit) }) else {
            trace(.returned, reason: "no editingDidEndOnExit actions: the field keeps editing")
            return
        }
        trace(.returned, reason: "editingDidEndOnExit actions run, then the field resigns")
        sendActions(for: .editingDidEndOnExit, with: nil)
        guard isEditing else { return }
        guard let app = application else { return }
        app.keyboardTransaction("return (editingDidEndOnExit)") { _ = resignFirstResponder() }
    }

    private func replaceEnd(_ range: TextRange, with string: String, removing characters: Int) {
        guard answer(delegate?.textFieldShouldChangeCharacters(self, range: range, string: string)) else {
            trace(.changeRefused, reason: "textFieldShouldChangeCharacters answered false")
            return
        }
        // The delegate may have ended editing or set `text` itself meanwhile: edit what is there.
        guard isEditing else { return }
        if characters > 0, !text.isEmpty { text.removeLast() }
        text += string
        trace(.changed, reason: string.isEmpty ? "deleteBackward" : "insertText")
        sendActions(for: .editingChanged, with: nil)
    }

    // MARK: - Helpers

    /// A delegate answer, or UIKit's default (true) when there is none or it failed.
    private func answer(_ value: Answer<Bool>?) -> Bool {
        if case .answered(let result)? = value { return result }
        return true
    }

    /// `editingDidEnd` from a field that may have just left its window (F4, X5): the trace goes
    /// to the application it was in.
    private func sendEditingEvent(_ event: ControlEvent, app: Application?) {
        if application == nil { app?.trace(.controlEvent(control: self, event: event)) }
        sendActions(for: event, with: nil)
    }

    private func trace(_ transition: EditingTransition, reason: String, app: Application? = nil) {
        (app ?? application)?.trace(.editing(field: self, transition: transition, reason: reason))
    }
}
