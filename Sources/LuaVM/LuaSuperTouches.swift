import CLua
import CMoonchainLua

/// What the C answer of `self.super:touchesX(touches, event)` needs (`moonchain_lua.h`,
/// `moon_supertouches`): the call host, the `self.super` proxies' metatable, the touches table
/// handed out last (its address, its touches' userdata blocks, its metatable), the touch event's
/// userdata block, and the host's default (`deliver`, with its `owner`). The host owns one and
/// keeps it up to date; ``LuaStack/push(superTouches:for:)`` makes the functions that read it.
public typealias LuaSuperTouches = moon_supertouches

extension LuaSuperTouches {
    /// The type of `deliver`: the owner, the responder's binding index and the touch method's
    /// number; it answers 0.
    public typealias Deliver = @convention(c) (UnsafeMutableRawPointer?, Int32, Int32) -> Int32
}

extension LuaStack {
    /// A zeroed ``LuaSuperTouches`` in a userdata of this state's, kept for the state's life,
    /// so that functions a script keeps never read freed memory: its owner clears `table` when
    /// it goes (calls then take the Swift function, which says the host is gone).
    public func makeSuperTouches() -> UnsafeMutablePointer<LuaSuperTouches> {
        moon_newsupertouches(pointer)
    }

    /// Pushes `self.super:NAME` for a touch method: `function` (as ``push(cFunction:upvalues:)``
    /// pushes it, with the top two values, the name and the method's number, as its upvalues 1
    /// and 2) behind a test in C that answers a handler passing on its own `(touches, event)`,
    /// with no behaviour left above its definer, by calling `superTouches`' `deliver` directly.
    public func push(
        superTouches function: @escaping @convention(c) (OpaquePointer?) -> Int32,
        for superTouches: UnsafeMutablePointer<LuaSuperTouches>
    ) {
        moon_pushsupertouches(pointer, function, superTouches)
    }
}
