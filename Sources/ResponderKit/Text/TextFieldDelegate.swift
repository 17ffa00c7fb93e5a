/// A range of a text field's text in UTF-16 code units, 0-based, as UIKit's `NSRange` counts.
public struct TextRange: Equatable, Sendable {
    public var location: Int
    public var length: Int
    public init(location: Int, length: Int) {
        self.location = location
        self.length = length
    }
}

/// UITextFieldDelegate: asked of the behaviour of the field's `delegateResponder`, else of its
/// own behaviour (Moonchain's `delegate = NAME`). Like ``ScrollViewDelegate`` these are not
/// ``ResponderMethod``s: they are asked of a delegate. A `failed` answer means UIKit's default
/// (true for every question).
public protocol TextFieldDelegate: AnyObject {
    /// Rule X2: false keeps the field from editing.
    func textFieldShouldBeginEditing(_ field: TextField) -> Answer<Bool>
    func textFieldDidBeginEditing(_ field: TextField)
    /// Rule X4: false keeps the field editing (skipped when the end is forced, X5).
    func textFieldShouldEndEditing(_ field: TextField) -> Answer<Bool>
    func textFieldDidEndEditing(_ field: TextField)
    /// Rule X7: replacing `range` (UTF-16 units) of the text with `string`; false changes nothing.
    func textFieldShouldChangeCharacters(_ field: TextField, range: TextRange, string: String) -> Answer<Bool>
    /// Rule X7: the return key.
    func textFieldShouldReturn(_ field: TextField) -> Answer<Bool>
}

extension TextFieldDelegate {
    public func textFieldShouldBeginEditing(_ field: TextField) -> Answer<Bool> { .failed }
    public func textFieldDidBeginEditing(_ field: TextField) {}
    public func textFieldShouldEndEditing(_ field: TextField) -> Answer<Bool> { .failed }
    public func textFieldDidEndEditing(_ field: TextField) {}
    public func textFieldShouldChangeCharacters(_ field: TextField, range: TextRange, string: String) -> Answer<Bool> {
        .failed
    }
    public func textFieldShouldReturn(_ field: TextField) -> Answer<Bool> { .failed }
}

/// One of the keyboard's notifications (rule X6), named as a behaviour's method.
public enum KeyboardNotification: String, CaseIterable, Sendable {
    case willShow = "keyboardWillShow"
    case didShow = "keyboardDidShow"
    case willHide = "keyboardWillHide"
    case didHide = "keyboardDidHide"
}

/// A behaviour that may take the keyboard's notifications (rule X6). The core offers each
/// notification to every responder of the scene whose behaviour adopts this; the behaviour
/// runs its method of that name when it defines one.
public protocol KeyboardObserver: AnyObject {
    /// `frame`: the keyboard's, in screen coordinates (the shown frame, or the one it leaves).
    func keyboard(_ notification: KeyboardNotification, frame: Rect, responder: Responder)
}

/// A text field's editing step, as the trace names it (X2–X7).
public enum EditingTransition: String, Sendable {
    case shouldBeginRefused, began, shouldEndRefused, ended, changed, changeRefused, returned, returnRefused
}
