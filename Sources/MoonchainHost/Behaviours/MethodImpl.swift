import LuaVM
import ResponderKit

/// A behaviour method, resolved once per (re)load: the function and the behaviour that defines
/// it (where `self.super` continues). Two words, copied on every call without reference
/// counting; where it is written is read from the function only when a message needs it.
struct MethodImpl {
    let function: LuaRef
    /// Unretained (Performance.md#unretained-references): the library keeps every definition
    /// for the host's life.
    let unretainedDefiner: Unretained<BehaviourDefinition>
    var definer: BehaviourDefinition { unretainedDefiner.unsafelyUnwrapped }

    init(function: LuaRef, definer: BehaviourDefinition) {
        self.function = function
        unretainedDefiner = Unretained(definer)
    }

    /// `file:line` of the function's definition.
    func location(on stack: LuaStack) -> String {
        stack.push(function)
        defer { stack.pop() }
        return BehaviourDefinition.location(ofFunctionAt: -1, on: stack)
    }
}
