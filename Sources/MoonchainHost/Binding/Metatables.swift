/// The names of the host's userdata metatables.
enum Metatable {
    static let responder = "moonchain.responder"
    static let superProxy = "moonchain.super"
    static let touch = "moonchain.touch"
    static let event = "moonchain.event"
    static let press = "moonchain.press"
    static let gesture = "moonchain.gesture"
}
