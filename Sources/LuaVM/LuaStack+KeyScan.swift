import CMoonchainLua

/// What ``LuaStack/scanKeys(of:against:valueKey:secondValueKey:rectKey:tagKey:)`` found in a
/// table: which of the known keys it has (`present`, a bit each), the string values of two of
/// them (`value`, `valuelength`; `value2`, `value2length`), the rect one of them holds (`rect`,
/// x, y, width, height, when `hasrect` is 1, read as ``LuaStack/rectTable(at:)`` reads one), an
/// integer tag (`tag` when `hastag` is 1), a string beside the tag (`file`,
/// `filelength`, and its address `fileid`) and how many other string keys it has (`others`,
/// leaving out those starting `__`). The strings point into the table's own values: read them
/// while the table is alive and unchanged.
public typealias LuaKeyScan = moon_keyscan

extension LuaStack {
    /// Walks the keys of the table at `table` once, in C (`tablescan.c`), matching each string
    /// key by address (``identity(at:)``) against `keys`: `keys[0 ..< tagKey]` are the known
    /// keys (at most 64), `keys[tagKey]` is an integer tag and `keys[tagKey + 1]` a string.
    /// The strings in `keys` must be kept alive by the caller. `valueKey`, `secondValueKey` and
    /// `rectKey` (-1: none) name known keys whose values are read on the way. Leaves the stack
    /// as it was.
    ///
    /// One crossing a table, where a walk in Swift crossed four times for each key.
    public func scanKeys(
        of table: Int32, against keys: UnsafeBufferPointer<UInt>, valueKey: Int,
        secondValueKey: Int = -1, rectKey: Int = -1, tagKey: Int
    ) -> LuaKeyScan {
        precondition(
            tagKey <= 64 && tagKey + 2 <= keys.count, "scanKeys: at most 64 known keys, then the tag and its string")
        var scan = LuaKeyScan()
        moon_scankeys(
            pointer, table, keys.baseAddress, Int32(keys.count), Int32(valueKey), Int32(secondValueKey),
            Int32(rectKey), Int32(tagKey), &scan)
        return scan
    }
}
