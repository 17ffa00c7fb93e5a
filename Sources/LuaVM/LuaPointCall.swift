import CLua
import CMoonchainLua

/// What every call made from C with no Swift frame shares, one per host (`moonchain_lua.h`,
/// `moon_callhost`): `thread`, the thread scripts run on now; the message handler kept on the
/// main thread's stack (`main`, `handler`); and `event`/`eventref`, the touch event whose
/// userdata has a registry reference. Made with ``LuaStack/keepMessageHandler(for:)``.
public typealias LuaCallHost = moon_callhost

/// One behaviour's `pointInside` called from C (`moonchain_lua.h`, `moon_pointcall`): the
/// function and receiver references, where `self.super` starts while it runs (`start`) and its
/// proxy once known (`superref`, 0 until then), and the host's `fallback` with its `owner`.
/// `LuaPointCall.run` makes the call.
public typealias LuaPointCall = moon_pointcall

extension LuaPointCall {
    /// The C function making a whole `pointInside` call from a ``LuaPointCall`` (its first
    /// argument), the point and an event (nil: none): `moon_pointcall_run`. It answers
    /// ``outside``, ``inside``, ``failed`` or ``notOverridden``.
    public static var run: Function { moon_pointcall_run }

    /// The type of `run`: the call, the point's x and y, and the event.
    public typealias Function =
        @convention(c) (UnsafeMutableRawPointer?, Double, Double, UnsafeMutableRawPointer?) -> Int32

    /// The script answered false.
    public static var outside: Int32 { MOON_POINT_OUTSIDE }
    /// The script answered true.
    public static var inside: Int32 { MOON_POINT_INSIDE }
    /// The call could not answer; the fallback reported why.
    public static var failed: Int32 { MOON_POINT_FAILED }
    /// The behaviour does not override `pointInside` (`fnref` is 0).
    public static var notOverridden: Int32 { MOON_POINT_NOTOVERRIDDEN }

    /// The fallback's `why` when the stack could not grow: nothing was pushed; the host makes
    /// the whole call (and reports that it has no room).
    public static var noRoom: Int32 { MOON_NOROOM }
    /// The fallback's `why` when the script answered something other than a boolean (on top of
    /// the stack, to report).
    public static var wrongAnswer: Int32 { LUA_OK }
    /// The fallback's `why` when the event is not the touch event the call host knows: the host
    /// makes the whole call.
    public static var otherEvent: Int32 { MOON_POINT_OTHEREVENT }
}

extension LuaStack {
    /// Pushes the message handler to stay on this thread's stack, below everything pushed
    /// later, and fills `host` for this thread (which must be the state's main thread). Nothing
    /// may pop it for the host's life: calls made at the top level use it in place.
    public func keepMessageHandler(for host: UnsafeMutablePointer<LuaCallHost>) {
        moon_callhost_init(host, pointer)
    }

    /// The error of a call that ended with `status`, from the value on top of the stack, which
    /// stays there.
    public func topError(status: Int32) -> LuaError {
        errorOnTop(status: status)
    }
}
