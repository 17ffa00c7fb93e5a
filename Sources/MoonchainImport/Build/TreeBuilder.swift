/// Builds the tree from records by depth, without recursion (a paste may nest thousands deep):
/// a record's superview is the nearest record before it with a smaller depth. The first
/// record's depth is the root's, whatever it is (fragments start deep); a later record at that
/// depth or less starts another tree, which is not imported.
struct TreeBuilder {
    /// How many levels of records a scene file can hold: Lua's compiler runs out of registers
    /// ("function or expression needs too many registers") at about 125 nested constructors,
    /// and `app`, a window the importer may add and the fields' own tables take some.
    static let maximumLevels = 100

    /// The records of the first tree, each with the index of its superview among them.
    struct Tree {
        var records: [DumpRecord] = []
        var parents: [Int?] = []
    }

    static func build(_ records: [DumpRecord], warnings: inout [ImportWarning], statistics: inout ImportStatistics)
        -> Tree
    {
        var tree = Tree()
        guard let root = records.first else { return tree }
        tree.records.append(root)
        tree.parents.append(nil)
        // (depth, index in tree.records) of the open ancestors, the root first.
        var open: [(depth: Int, index: Int)] = [(root.depth, 0)]
        var jumpWarned = false
        var tooDeepWarned = false
        for (position, record) in records.enumerated().dropFirst() {
            if record.depth <= root.depth {
                statistics.recordsAfterFirstTree = records.count - position
                warnings.append(
                    ImportWarning(
                        line: record.line,
                        "another tree begins here (\(record.className) at depth \(record.depth), the first tree's root was at depth \(root.depth)); only the first tree (line \(root.line) on) was imported, \(records.count - position) record\(records.count - position == 1 ? "" : "s") left out"
                    ))
                break
            }
            while let last = open.last, last.depth >= record.depth { open.removeLast() }
            guard let parent = open.last else { break }
            if open.count > maximumLevels {
                statistics.recordsTooDeep += 1
                if !tooDeepWarned {
                    tooDeepWarned = true
                    warnings.append(
                        ImportWarning(
                            line: record.line,
                            "views nest deeper than \(maximumLevels) levels, the most a scene file can hold (Lua's compiler limits nested constructors); this record and every record deeper than that are left out"
                        ))
                }
                continue
            }
            if record.depth > parent.depth + 1, !jumpWarned {
                jumpWarned = true
                warnings.append(
                    ImportWarning(
                        line: record.line,
                        "the depth jumps from \(parent.depth) to \(record.depth) (part of the hierarchy was left out of the paste?); \(record.className) is placed in the nearest shallower view, line \(tree.records[parent.index].line)"
                    ))
            }
            tree.records.append(record)
            tree.parents.append(parent.index)
            open.append((record.depth, tree.records.count - 1))
        }
        return tree
    }
}
