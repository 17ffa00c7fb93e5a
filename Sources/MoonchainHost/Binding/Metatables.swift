import LuaVM

/// The names of the host's userdata metatables.
enum Metatable {
    static let responder = "moonchain.responder"
    static let superProxy = "moonchain.super"
    static let touch = "moonchain.touch"
    static let event = "moonchain.event"
    static let press = "moonchain.press"
    static let gesture = "moonchain.gesture"
}

/// The identities of the metatables that calls check on every message (a responder, a super
/// proxy, touches, the event): found by name once, when the host installs them.
struct HostMetatableIDs {
    var responder = LuaMetatableID.none
    var superProxy = LuaMetatableID.none
    var touch = LuaMetatableID.none
    var event = LuaMetatableID.none

    /// Looks each one up; every one must exist by now.
    init(on stack: LuaStack) {
        responder = stack.metatableID(named: Metatable.responder)
        superProxy = stack.metatableID(named: Metatable.superProxy)
        touch = stack.metatableID(named: Metatable.touch)
        event = stack.metatableID(named: Metatable.event)
        precondition(![responder, superProxy, touch, event].contains(.none), "a host metatable is missing")
    }

    init() {}
}
