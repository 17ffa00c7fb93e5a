import LuaVM
import ResponderKit

extension SceneReader {
    /// One constructor's table on the stack, walked once: its kind and place (the tags its
    /// constructor added), its `name`, and which known fields it has.
    struct Node {
        /// The table's absolute stack index (it stays there while the node is read).
        let index: Int32
        let kind: String?
        let place: FileLine
        let name: String?
        /// `behaviour` when it is a string (a module's name), read on the walk.
        let behaviourName: String?
        /// `frame` when it is a rect table (the reader's own reading of one), read on the walk.
        let frame: Rect?
        /// The known fields the table has.
        private let present: SceneField.Set
        /// String keys that are no field of any constructor (rare: kept only when there are).
        private let others: [String]

        /// The constructor table at `index`, or nil when the value there is not one.
        init?(at index: Int32, on stack: LuaStack, file: String, keys: SceneKeys) {
            guard stack.type(at: index) == .table else { return nil }
            let table = stack.absoluteIndex(index)
            let scan = keys.scanned.withUnsafeBufferPointer { known in
                stack.scanKeys(
                    of: table, against: known, valueKey: SceneField.name.rawValue,
                    secondValueKey: SceneField.behaviour.rawValue, rectKey: SceneField.frame.rawValue,
                    tagKey: SceneField.allCases.count)
            }
            guard scan.hastag != 0, let kind = keys.kind(number: Int(scan.tag & 31)) else { return nil }
            let line = Int(scan.tag >> 5)
            let present = SceneField.Set(bits: scan.present)
            var where_: String?
            if let bytes = scan.file {
                where_ = keys.file(id: scan.fileid, bytes: UnsafeRawBufferPointer(start: bytes, count: scan.filelength))
            }
            self.index = table
            self.kind = kind
            // Untagged with a line, the table's place is the scene file's (as Lua names it
            // when tagged with one: the constructor was called from the scene file).
            self.place = FileLine(file: where_ ?? (line == 0 ? file : keys.sceneFile), line: line == 0 ? nil : line)
            self.name =
                present.contains(.name)
                ? scan.value.map {
                    String(decoding: UnsafeRawBufferPointer(start: $0, count: scan.valuelength), as: UTF8.self)
                } : nil
            self.behaviourName = scan.value2.map {
                String(decoding: UnsafeRawBufferPointer(start: $0, count: scan.value2length), as: UTF8.self)
            }
            self.frame =
                scan.hasrect != 0 ? Rect(x: scan.rect.0, y: scan.rect.1, width: scan.rect.2, height: scan.rect.3) : nil
            self.present = present
            // Keys that are no field (rare): a second walk, in Swift, to say which.
            self.others = scan.others == 0 ? [] : Self.otherKeys(of: table, on: stack, keys: keys)
        }

        /// The string keys of the table at `table` that are no field and not the host's own
        /// (`__`), as written.
        private static func otherKeys(of table: Int32, on stack: LuaStack, keys: SceneKeys) -> [String] {
            var others: [String] = []
            stack.pushNil()
            while stack.next(in: table) {
                defer { stack.pop() }
                guard stack.type(at: -2) == .string else { continue }
                let key = stack.identity(at: -2)
                if keys.field(at: key) == nil, key != keys.tag, key != keys.fileTag,
                    let text = stack.toString(at: -2), !text.hasPrefix("__")
                {
                    others.append(text)
                }
            }
            return others
        }

        func has(_ field: SceneField) -> Bool { present.contains(field) }

        /// Whether the table has any of `fields`.
        func hasAny(of fields: SceneField.Set) -> Bool { present.bits & fields.bits != 0 }

        /// How messages name it: `view 'card'`, or the bare kind when it has no name.
        func describe(_ kind: String) -> String { Subject(kind: kind, name: name).description }

        /// The string keys that `allowed` does not take, as written.
        func unknownKeys(allowed: SceneField.Set) -> [String] {
            var unknown = others
            if !present.subtracting(allowed).isEmpty {
                unknown += SceneField.allCases.filter { present.contains($0) && !allowed.contains($0) }.map(\.name)
            }
            return unknown
        }
    }
}

/// What a scene constructor adds to its table: one integer, its kind and the line it was
/// called at (`line * 32 + kind`, line 0 when no Lua code called it), and the caller's file
/// only when that is not the scene file. One key instead of three: a view's table with three
/// fields still fits the hash part Lua's constructor gave it, and reading it walks fewer keys.
/// Written by `LuaStack.tagConstructor` alone (the constructors and data-only files both).
package enum ConstructorTag {
    package static let key = LuaStack.constructorTagKeys.tag
    package static let file = LuaStack.constructorTagKeys.file
    /// The constructor kinds, by their number in the tag.
    package static let kinds =
        ["app", "window", "controller", "view"] + ConstructorFields.gestureKinds + ConstructorFields.controlKinds
        + ConstructorFields.scrollClasses
        + ["navigation"]

    /// The number of `kind` in a tag.
    package static func number(of kind: String) -> Int { kinds.firstIndex(of: kind)! }
}
