import LuaVM
import ResponderKit

/// The touches table handed to a touch handler last, and what it held then (see
/// `TouchObjects.pushSet`).
struct TouchSet {
    /// Keeps the table alive; `.nil` before the first touch handler.
    var ref: LuaRef = .nil
    /// The table's address, to know it when a script passes it on (`self.super:touchesMoved(touches, event)`).
    var table: UnsafeRawPointer?
    /// The touches it held, in order.
    var touches: [Touch] = []
    /// Their userdata blocks, in order (`touches.count` of them), in storage of its own that C
    /// reads at every call (`TouchObjects` allocates, grows and frees it): no array is retained
    /// around the crossing.
    var blocks: UnsafeMutablePointer<UnsafeRawPointer?>?
    var blockCapacity = 0
    /// The VM epoch at which the table was last seen to hold exactly `touches` and nothing
    /// else. While the epoch is unchanged no Lua code has run, so it still does.
    var checkedAt: UInt64 = .max

    /// The blocks as a buffer, for C.
    @inline(__always)
    var blockBuffer: UnsafeBufferPointer<UnsafeRawPointer?> {
        UnsafeBufferPointer(start: blocks, count: blocks == nil ? 0 : touches.count)
    }

    /// Whether it held exactly `other`, in order, when last made or checked.
    @inline(__always)
    func held(_ other: TouchList) -> Bool {
        guard touches.count == other.count else { return false }
        var index = other.startIndex
        for touch in touches {
            if touch !== other[index] { return false }
            index = other.index(after: index)
        }
        return true
    }
}
