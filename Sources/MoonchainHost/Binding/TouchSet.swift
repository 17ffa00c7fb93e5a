import LuaVM
import ResponderKit

/// The touches table handed to a touch handler last, and what it held then (see
/// `TouchObjects.pushSet`).
struct TouchSet {
    /// Keeps the table alive; `.nil` before the first touch handler.
    var ref: LuaRef = .nil
    /// The table's address, to know it when a script passes it on (`self.super:touchesMoved(touches, event)`).
    var table: UnsafeRawPointer?
    /// The touches it held, in order (``replace(with:blockOf:)`` sets them).
    private(set) var touches: [Touch] = []
    /// Their userdata blocks, in order (`touches.count` of them), in storage of its own that C
    /// reads at every call: no array is retained around the crossing. Grown by
    /// ``replace(with:blockOf:)``, never shrunk; freed by ``freeBlocks()``.
    private var blocks: UnsafeMutablePointer<UnsafeRawPointer?>?
    private var blockCapacity = 0
    /// The VM epoch at which the table was last seen to hold exactly `touches` and nothing
    /// else. While the epoch is unchanged no Lua code has run, so it still does.
    var checkedAt: UInt64 = .max

    /// The blocks as a buffer, for C.
    @inline(__always)
    var blockBuffer: UnsafeBufferPointer<UnsafeRawPointer?> {
        UnsafeBufferPointer(start: blocks, count: blocks == nil ? 0 : touches.count)
    }

    /// Records that the table now holds `touches`, whose userdata blocks `blockOf` gives.
    mutating func replace(with touches: TouchList, blockOf: (Touch) -> UnsafeRawPointer?) {
        if blockCapacity < touches.count {
            // Grown, never shrunk: a hand's worth of touches.
            blocks?.deallocate()
            blockCapacity = max(4, touches.count)
            blocks = .allocate(capacity: blockCapacity)
        }
        // Emptied one by one: `removeAll(keepingCapacity:)` goes through `replaceSubrange`,
        // dearer for a hand's worth of touches.
        while !self.touches.isEmpty { self.touches.removeLast() }
        for touch in touches {
            blocks.unsafelyUnwrapped[self.touches.count] = blockOf(touch)
            self.touches.append(touch)
        }
    }

    /// Frees the blocks' storage: the owner calls it once, when it goes.
    mutating func freeBlocks() {
        blocks?.deallocate()
        blocks = nil
        blockCapacity = 0
        touches.removeAll()
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
