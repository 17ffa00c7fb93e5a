import LuaVM
import ResponderKit

/// The text-field delegate methods (X2–X7) and the keyboard notifications (X6) as a
/// behaviour's functions. A function the behaviour lacks, one that fails, or an answer that is
/// not a boolean means UIKit's default (true).
extension ScriptedBehaviour: TextFieldDelegate, KeyboardObserver {
    private func askField(_ hook: BehaviourHook, _ field: TextField, _ extra: (LuaStack) -> Int32 = { _ in 0 })
        -> Answer<Bool>
    {
        guard let impl = definition.hook(hook) else { return .failed }
        let host = self.host
        guard
            let value = host.callForBool(
                impl, on: binding, method: hook.name,
                { stack in
                    host.push(field, on: stack)
                    return 1 + extra(stack)
                })
        else { return .failed }
        return .answered(value)
    }

    private func tellField(_ hook: BehaviourHook, _ field: TextField) {
        guard let impl = definition.hook(hook) else { return }
        let host = self.host
        _ = host.call(impl, on: binding, method: hook.name, results: 0) { stack in
            host.push(field, on: stack)
            return 1
        }
    }

    func textFieldShouldBeginEditing(_ field: TextField) -> Answer<Bool> {
        askField(.textFieldShouldBeginEditing, field)
    }
    func textFieldDidBeginEditing(_ field: TextField) { tellField(.textFieldDidBeginEditing, field) }
    func textFieldShouldEndEditing(_ field: TextField) -> Answer<Bool> { askField(.textFieldShouldEndEditing, field) }
    func textFieldDidEndEditing(_ field: TextField) { tellField(.textFieldDidEndEditing, field) }
    func textFieldShouldReturn(_ field: TextField) -> Answer<Bool> { askField(.textFieldShouldReturn, field) }

    func textFieldShouldChangeCharacters(_ field: TextField, range: TextRange, string: String) -> Answer<Bool> {
        askField(.textFieldShouldChangeCharacters, field) { stack in
            stack.newTable()
            stack.pushNumber(Double(range.location))
            stack.rawSet("location", in: -2)
            stack.pushNumber(Double(range.length))
            stack.rawSet("length", in: -2)
            stack.push(string)
            return 2
        }
    }

    func keyboard(_ notification: KeyboardNotification, frame: Rect, responder: Responder) {
        let hook: BehaviourHook =
            switch notification {
            case .willShow: .keyboardWillShow
            case .didShow: .keyboardDidShow
            case .willHide: .keyboardWillHide
            case .didHide: .keyboardDidHide
            }
        guard let impl = definition.hook(hook) else { return }
        let host = self.host
        _ = host.call(impl, on: binding, method: hook.name, results: 0) { stack in
            host.pushRectValue(frame, on: stack)
            return 1
        }
    }
}
