import LuaVM

/// A behaviour method, resolved once per (re)load: the function, the behaviour that defines it
/// (where `self.super` continues), and where it is written, for messages and `explain`.
struct MethodImpl {
    let function: LuaRef
    unowned let definer: BehaviourDefinition
    /// `file:line` of the function's definition.
    let location: String
}
