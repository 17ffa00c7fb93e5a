/// A responder that takes typed text when it is first responder (UIKeyInput).
///
/// The hardware keyboard's routing (K5) asks the first responder whether it takes text before it
/// looks for key commands or delivers presses; a text field adopts this protocol. It is the one
/// seam between key routing (`ResponderKit/Keys`) and text editing (`ResponderKit/Text`), so
/// neither needs the other's types.
public protocol KeyInput: AnyObject {
    /// Whether this responder takes text now (a text field: while it is editing).
    var acceptsKeyInput: Bool { get }
    /// Whether there is text to delete (UIKeyInput.hasText).
    var hasText: Bool { get }
    /// Types `text` at the end, as one keystroke or one `text` line (X5).
    func insertText(_ text: String)
    /// Deletes the character before the end (UIKeyInput.deleteBackward).
    func deleteBackward()
    /// The return key (X7): asks the delegate, sends `editingDidEndOnExit` when it answers true.
    func insertReturn()
}
