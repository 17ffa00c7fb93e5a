import LuaVM

/// The Lua strings a scene's constructor tables are keyed by — every ``SceneField``, the
/// ``ConstructorTag`` keys — by address (see `LuaStack.identity`),
/// so reading a table matches its keys with integer compares instead of copying and hashing
/// each key. The strings are kept alive in a table of their own while the reader lives.
final class SceneKeys {
    private let stack: LuaStack
    private let anchor: LuaRef
    /// Field addresses, by `SceneField.rawValue`.
    private let fields: [UInt]
    let tag: UInt
    let fileTag: UInt
    /// The fields' addresses, then the tag's and the file tag's: what `LuaStack.scanKeys`
    /// matches a table's keys against.
    let scanned: [UInt]
    /// The scene file as Lua names it in debug information (the file of a tag with no file).
    let sceneFile: String
    /// The last `__file` value seen, to give every table of one file the same `String`.
    private var lastFile: (address: UInt, name: String) = (0, "")

    init(stack: LuaStack, sceneFile path: String) {
        self.stack = stack
        sceneFile = stack.shortSource(ofFile: path)
        stack.newTable()
        var slot = 0
        func intern(_ text: String) -> UInt {
            stack.push(text)
            let address = stack.identity(at: -1)
            slot += 1
            stack.rawSet(slot, in: -2)
            return address
        }
        fields = SceneField.allCases.map { intern($0.name) }
        tag = intern(ConstructorTag.key)
        fileTag = intern(ConstructorTag.file)
        scanned = fields + [tag, fileTag]
        anchor = stack.ref()
    }

    deinit { stack.unref(anchor) }

    /// The field whose name is the string at `address`, if any.
    func field(at address: UInt) -> SceneField? {
        for (index, candidate) in fields.enumerated() where candidate == address {
            return SceneField(rawValue: index)
        }
        return nil
    }

    /// The constructor kind numbered `number` in a tag.
    func kind(number: Int) -> String? {
        number < ConstructorTag.kinds.count ? ConstructorTag.kinds[number] : nil
    }

    /// The file a `__file` key's string names, given its address and bytes (as
    /// `LuaStack.scanKeys` reports them).
    func file(id address: UInt, bytes: UnsafeRawBufferPointer) -> String {
        if address != 0, address == lastFile.address { return lastFile.name }
        let name = String(decoding: bytes, as: UTF8.self)
        lastFile = (address, name)
        return name
    }
}
