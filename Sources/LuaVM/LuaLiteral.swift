import CMoonchainLua

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lua values described as operations, built by ``LuaStack/build(_:)``
/// without compiling any Lua: what a reader of a data-only file writes, so that the tables come
/// out as Lua's own compiler and virtual machine would have made them (the same presizing,
/// the same insertion order; see `literal.c`).
///
/// Strings are constants, spans of the source text or of the program's own `extra` bytes, each
/// made into a Lua string once however often it is used. The source must stay alive and
/// unchanged from the program's creation to its build.
public struct LuaLiteral {
    /// The operation stream (`MOON_LIT_*` codes, each followed by its operands).
    /// (Usable from inline: the operations below are inlined into the reader that writes a
    /// scene's million of them, each otherwise a call across modules.)
    @usableFromInline private(set) var ops: [Int64] = []
    /// (offset, length) pairs: an offset below zero is into `extra`, at -1-offset.
    private(set) var constants: [Int64] = []
    /// Bytes of constants that are not in the source (the tag keys, the kinds).
    private(set) var extra: [UInt8] = []
    /// How many tables the program tags as scene constructors (see ``tag(kind:line:)``).
    public private(set) var tags = 0
    private let source: UnsafeBufferPointer<UInt8>
    /// The source, for the build.
    var sourceBase: UnsafeBufferPointer<UInt8> { source }
    /// Open-addressing table of constants by the hash of their bytes: each slot holds the
    /// hash's high 32 bits above the constant's number + 1 (0: empty). A probe compares the
    /// stored bits first, so a name seen for the first time (most of a large scene's: every
    /// view has its own) is refused without reading the constant's offset or its bytes, two
    /// memory reads far apart in a table of 100,000 names.
    private var slots: [UInt64]
    private var mask: Int
    private static let tagBits: UInt64 = 0xFFFF_FFFF_0000_0000
    /// Short constants of the source met lately, by their bytes read as two words (256 slots,
    /// the last one to land in a slot kept): a scene repeats a few keys and values (`name`,
    /// `frame`, `behaviour`, a behaviour's name, the constructors' names) on every line, and
    /// one found here needs no hash, no probe of the table and no compare of bytes.
    private var recent: [(first: UInt64, second: UInt64, length: Int32, constant: Int32)] =
        Array(repeating: (0, 0, -1, 0), count: 256)

    /// A program whose string constants are spans of `source`.
    public init(source: UnsafeBufferPointer<UInt8>) {
        self.source = source
        // Sized for the source at once, as for a distinct constant every 128 bytes or so (a
        // written-out scene of named views has one a line, ~110 bytes): each regrowth rehashes
        // every constant so far, reading its bytes again, while a larger table is more zeroed
        // pages for a file of few names. A denser file still grows it.
        var count = 1024
        while count < source.count / 64 && count < 1 << 30 { count *= 2 }
        slots = Array(repeating: 0, count: count)
        mask = count - 1
        // A written-out scene takes about a third of a word of operations a byte (a `view
        // { ... }` line of 110 bytes, 37 words): half a word a byte is reserved, as reserved
        // pages cost nothing until they are written, while a regrowth copies everything so far.
        ops.reserveCapacity(max(64, source.count / 2))
    }

    // MARK: - Constants

    /// The constant whose bytes are `source[start ..< end]` (the same number for equal bytes).
    public mutating func constant(from start: Int, to end: Int) -> Int {
        let length = end - start
        // Up to 16 bytes, with two whole words readable from `start`: the bytes themselves,
        // as two words, are the key of the recent-constants cache.
        guard length <= 16, start + 16 <= source.count, let base = source.baseAddress.map(UnsafeRawPointer.init) else {
            return intern(bytes: UnsafeBufferPointer(rebasing: source[start..<end]), offset: Int64(start))
        }
        var first = base.loadUnaligned(fromByteOffset: start, as: UInt64.self)
        var second = base.loadUnaligned(fromByteOffset: start + 8, as: UInt64.self)
        if length < 8 {
            first &= (1 << (8 * UInt64(length))) &- 1
            second = 0
        } else if length < 16 {
            second &= (1 << (8 * UInt64(length - 8))) &- 1
        }
        let slot = Int(
            truncatingIfNeeded: ((first ^ (second &* 0xc2b2_ae3d_27d4_eb4f) ^ UInt64(length)) &* 0x9e37_79b9_7f4a_7c15)
                >> 56)
        let cached = recent[slot]
        if cached.length == length, cached.first == first, cached.second == second { return Int(cached.constant) }
        let constant = intern(bytes: UnsafeBufferPointer(rebasing: source[start..<end]), offset: Int64(start))
        recent[slot] = (first, second, Int32(length), Int32(truncatingIfNeeded: constant))
        return constant
    }

    /// The constant whose bytes are `text`'s UTF-8.
    public mutating func constant(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            let hash = Self.hash(bytes)
            if let found = lookup(bytes, hash: hash) { return found }
            let offset = -1 - Int64(extra.count)
            extra.append(contentsOf: bytes)
            return add(bytes.count, hash: hash, offset: offset)
        }
    }

    /// The hash of constant `constant`'s bytes.
    private func hash(of constant: Int) -> Int {
        let offset = constants[2 * constant]
        let length = Int(constants[2 * constant + 1])
        if offset >= 0 { return Self.hash(UnsafeBufferPointer(rebasing: source[Int(offset)..<Int(offset) + length])) }
        return extra.withUnsafeBufferPointer { all in
            Self.hash(UnsafeBufferPointer(rebasing: all[Int(-1 - offset)..<Int(-1 - offset) + length]))
        }
    }

    /// A hash of `bytes` read a word at a time (the first and last words overlap when the
    /// length is no multiple of one): a scene interns a name or string for nearly every other
    /// token, most of them 4 to 16 bytes, where a byte-at-a-time hash was a twentieth of reading
    /// the file.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let count = bytes.count
        var h = UInt64(truncatingIfNeeded: count) &* 0x9e37_79b9_7f4a_7c15
        guard let base = bytes.baseAddress.map(UnsafeRawPointer.init) else { return Int(truncatingIfNeeded: h) }
        func mix(_ word: UInt64) {
            h = (h ^ word) &* 0xff51_afd7_ed55_8ccd
            h ^= h >> 32
        }
        if count >= 8 {
            var offset = 0
            while offset + 8 <= count {
                mix(base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            if offset < count { mix(base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) }
        } else if count >= 4 {
            let first = UInt64(base.loadUnaligned(as: UInt32.self))
            let last = UInt64(base.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
            mix(first | last << 32)
        } else {
            var word: UInt64 = 0
            for index in 0..<count { word |= UInt64(bytes[index]) << (8 * UInt64(index)) }
            mix(word)
        }
        // MurmurHash3's finalizer: the table takes the low bits, which a multiply leaves to
        // depend on the low bits of the words alone.
        h ^= h >> 33
        h &*= 0xc4ce_b9fe_1a85_ec53
        h ^= h >> 33
        return Int(truncatingIfNeeded: h)
    }

    private func lookup(_ bytes: UnsafeBufferPointer<UInt8>, hash: Int) -> Int? {
        let tag = UInt64(UInt(bitPattern: hash)) & Self.tagBits
        return slots.withUnsafeBufferPointer { slots in
            var slot = hash & mask
            while true {
                let entry = slots[slot]
                if entry == 0 { return nil }
                if entry & Self.tagBits == tag {
                    let candidate = Int(truncatingIfNeeded: entry & ~Self.tagBits) - 1
                    if equal(candidate, bytes) { return candidate }
                }
                slot = (slot + 1) & mask
            }
        }
    }

    private func equal(_ constant: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let offset = constants[2 * constant]
        let length = Int(constants[2 * constant + 1])
        guard length == bytes.count else { return false }
        if length == 0 { return true }
        if offset >= 0 {
            return memcmp(source.baseAddress! + Int(offset), bytes.baseAddress!, length) == 0
        }
        return extra.withUnsafeBufferPointer { all in
            memcmp(all.baseAddress! + Int(-1 - offset), bytes.baseAddress!, length) == 0
        }
    }

    private mutating func intern(bytes: UnsafeBufferPointer<UInt8>, offset: Int64) -> Int {
        let hash = Self.hash(bytes)
        if let found = lookup(bytes, hash: hash) { return found }
        return add(bytes.count, hash: hash, offset: offset)
    }

    private mutating func add(_ length: Int, hash: Int, offset: Int64) -> Int {
        let number = constants.count / 2
        constants.append(offset)
        constants.append(Int64(length))
        if (number + 1) * 2 > slots.count { grow() }
        place(number, hash: hash)
        return number
    }

    /// Puts constant `number`, whose bytes hash to `hash`, in the first free slot from its own.
    private mutating func place(_ number: Int, hash: Int) {
        let entry = UInt64(UInt(bitPattern: hash)) & Self.tagBits | UInt64(number + 1)
        let mask = self.mask
        slots.withUnsafeMutableBufferPointer { slots in
            var slot = hash & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }

    private mutating func grow() {
        let count = slots.count * 2
        slots = Array(repeating: 0, count: count)
        mask = count - 1
        for number in 0..<constants.count / 2 { place(number, hash: hash(of: number)) }
    }

    // MARK: - Operations

    /// Pushes nil, true or false.
    @inlinable
    public mutating func push(_ value: Bool?) {
        ops.append(Int64(value == nil ? MOON_LIT_NIL : value! ? MOON_LIT_TRUE : MOON_LIT_FALSE))
    }

    /// Pushes an integer.
    @inlinable
    public mutating func push(integer: Int64) {
        ops.append(Int64(MOON_LIT_INT))
        ops.append(integer)
    }

    /// Pushes a float.
    @inlinable
    public mutating func push(float: Double) {
        ops.append(Int64(MOON_LIT_FLOAT))
        ops.append(Int64(bitPattern: float.bitPattern))
    }

    /// Pushes string constant `constant`.
    @inlinable
    public mutating func push(constant: Int) {
        ops.append(Int64(MOON_LIT_STRING))
        ops.append(Int64(constant))
    }

    /// Pushes a new table; returns where to give its sizes (``sizeTable(at:array:hash:)``)
    /// once its constructor has been read.
    @inlinable
    public mutating func newTable() -> Int {
        ops.append(Int64(MOON_LIT_TABLE))
        ops.append(0)
        ops.append(0)
        return ops.count - 2
    }

    /// Gives the table made at `mark` the array and hash sizes Lua's compiler gives it.
    @inlinable
    public mutating func sizeTable(at mark: Int, array: Int, hash: Int) {
        ops[mark] = Int64(array)
        ops[mark + 1] = Int64(hash)
    }

    /// Pops a value into the table below it, at string constant `key` (a record field).
    @inlinable
    public mutating func setField(_ key: Int) {
        ops.append(Int64(MOON_LIT_FIELD))
        ops.append(Int64(key))
    }

    /// Pops a value into the table below it at `position` (a positional item).
    @inlinable
    public mutating func setItem(_ position: Int) {
        ops.append(Int64(MOON_LIT_ITEM))
        ops.append(Int64(position))
    }

    /// Pops a call's result into the table below it as its last positional item, `position`,
    /// growing the array as Lua's `OP_SETLIST` does for a multiple-result last item; `hash` is
    /// the table's record-field count.
    public mutating func setLastCall(_ position: Int, hash: Int) {
        ops.append(Int64(MOON_LIT_LASTCALL))
        ops.append(Int64(position))
        ops.append(Int64(hash))
    }

    /// Tags the table on top as a scene constructor's of kind number `kind`, called at `line`
    /// from the file itself (see ``LuaStack/tagConstructor(at:kind:line:file:)``).
    public mutating func tag(kind: Int, line: Int) {
        tags += 1
        ops.append(Int64(MOON_LIT_TAG))
        ops.append(Int64(kind))
        ops.append(Int64(line))
    }
}
