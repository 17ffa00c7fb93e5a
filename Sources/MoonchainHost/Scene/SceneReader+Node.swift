import LuaVM

extension SceneReader {
    /// One constructor's table on the stack, walked once: its kind and place (the tags its
    /// constructor added), its `name`, and which known fields it has.
    struct Node {
        /// The table's absolute stack index (it stays there while the node is read).
        let index: Int32
        let kind: String?
        let place: FileLine
        let name: String?
        /// The known fields the table has.
        private let present: SceneField.Set
        /// String keys that are no field of any constructor (rare: kept only when there are).
        private let others: [String]

        /// The constructor table at `index`, or nil when the value there is not one.
        init?(at index: Int32, on stack: LuaStack, file: String, keys: SceneKeys) {
            guard stack.type(at: index) == .table else { return nil }
            let table = stack.absoluteIndex(index)
            var kind: String?
            var line: Int?
            var where_: String?
            var name: String?
            var present = SceneField.Set()
            var others: [String] = []
            stack.pushNil()
            while stack.next(in: table) {
                defer { stack.pop() }
                guard stack.type(at: -2) == .string else { continue }
                let key = stack.identity(at: -2)
                if let field = keys.field(at: key) {
                    present.insert(field)
                    if field == .name { name = stack.toString(at: -1) }
                } else if key == keys.kindTag {
                    kind = keys.kind(at: -1)
                } else if key == keys.lineTag {
                    line = stack.toInt(at: -1)
                } else if key == keys.fileTag {
                    where_ = keys.file(at: -1)
                } else if let text = stack.toString(at: -2), !text.hasPrefix("__") {
                    others.append(text)
                }
            }
            guard let kind else { return nil }
            self.index = table
            self.kind = kind
            self.place = FileLine(file: where_ ?? file, line: line)
            self.name = name
            self.present = present
            self.others = others
        }

        func has(_ field: SceneField) -> Bool { present.contains(field) }

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

/// The keys a scene constructor adds to its table: its kind and where it was called. The line
/// is a number and the file is kept as Lua interns it, so tagging a table formats no text.
enum ConstructorTag {
    static let kind = "__kind"
    static let line = "__line"
    static let file = "__file"
}
