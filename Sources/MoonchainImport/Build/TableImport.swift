/// v3 import: a `UITableView` whose subviews (directly, or inside a `UITableViewWrapperView`)
/// include `UITableViewCell` records becomes a `tableView` of `cell`s, so a tap selects a row as
/// it would in the app (rules L1–L3) instead of landing on plain views.
enum TableImport {
    /// Turns every such table into a `tableView`: its cells become its direct children in order
    /// of y (rows count in that order), each keeping its height; the other subviews (a wrapper
    /// emptied of its cells, separators, headers) stay views at their frames, behind the cells.
    /// Returns a warning for each table whose cells the host's stacking (L1) moves.
    static func makeTables(in nodes: inout [ImportedNode]) -> [ImportWarning] {
        var warnings: [ImportWarning] = []
        for table in nodes.indices where isTable(nodes[table]) {
            // (cell index, y in the table's content) for cells directly in it or in a wrapper.
            var cells: [(index: Int, y: Double)] = []
            var wrappers: [Int] = []
            for child in nodes[table].children {
                if isCell(nodes[child]) {
                    cells.append((child, nodes[child].frame.y))
                } else if classes(nodes[child]).contains("UITableViewWrapperView") {
                    let found = nodes[child].children.filter { isCell(nodes[$0]) }
                    guard !found.isEmpty else { continue }
                    wrappers.append(child)
                    let origin = nodes[child].frame.y - nodes[child].boundsOrigin.y
                    cells += found.map { ($0, origin + nodes[$0].frame.y) }
                }
            }
            guard !cells.isEmpty else { continue }
            // Stable: cells at the same y keep their file order.
            let ordered = cells.enumerated().sorted { ($0.element.y, $0.offset) < ($1.element.y, $1.offset) }
                .map(\.element)
            let moved = Set(ordered.map(\.index))
            for wrapper in wrappers { nodes[wrapper].children.removeAll { moved.contains($0) } }
            let others = nodes[table].children.filter { !moved.contains($0) }
            nodes[table].children = others + ordered.map(\.index)
            nodes[table].kind = .tableView
            if let warning = stackingWarning(table: nodes[table], cells: ordered, nodes: nodes) {
                warnings.append(warning)
            }
            renumber(ordered.map(\.index), in: &nodes)
            // The frame the host gives each cell (L1), so the scene's model is what it loads.
            var y = 0.0
            let width = nodes[table].frame.width
            for cell in ordered {
                nodes[cell.index].kind = .cell
                nodes[cell.index].parent = table
                nodes[cell.index].frame = ImportRect(x: 0, y: y, width: width, height: nodes[cell.index].frame.height)
                y += nodes[cell.index].frame.height
            }
        }
        return warnings
    }

    /// A table stacks its cells from y = 0 at its width (L1): says so when the dump's cells sat
    /// elsewhere (a section header's gap, an inset), naming the first one that moves.
    private static func stackingWarning(table: ImportedNode, cells: [(index: Int, y: Double)], nodes: [ImportedNode])
        -> ImportWarning?
    {
        var y = 0.0
        for cell in cells {
            let node = nodes[cell.index]
            if abs(cell.y - y) > 0.001 || abs(node.frame.width - table.frame.width) > 0.001 {
                return ImportWarning(
                    line: node.line,
                    "\(table.name) stacks its \(cells.count) cell\(cells.count == 1 ? "" : "s") from y = 0 at its "
                        + "width (each keeps its height): \(node.name) was at \(node.frame) in the dump, it is at "
                        + "(0 \(SceneNumber.text(y)); \(SceneNumber.text(table.frame.width)) "
                        + "\(SceneNumber.text(node.frame.height))) in the scene")
            }
            y += node.frame.height
        }
        return nil
    }

    /// Cells named by number (a dump without addresses: `UITableViewCell#N`, counted in file
    /// order) take their numbers in row order instead, so `#1` is the top row as in the app.
    /// The same names are handed out again among the same cells, so they stay unique.
    private static func renumber(_ cells: [Int], in nodes: inout [ImportedNode]) {
        var byClass: [String: [Int]] = [:]
        for cell in cells { byClass[nodes[cell].className ?? "", default: []].append(cell) }
        for group in byClass.values {
            let numbers = group.map { number(in: nodes[$0].name) }
            guard numbers.allSatisfy({ $0 != nil }) else { continue }
            let names = zip(group, numbers).sorted { $0.1! < $1.1! }.map { nodes[$0.0].name }
            for (cell, name) in zip(group, names) { nodes[cell].name = name }
        }
    }

    /// N of a name `CLASS#N`; nil for any other name.
    private static func number(in name: String) -> Int? {
        guard let hash = name.lastIndex(of: "#") else { return nil }
        return Int(name[name.index(after: hash)...])
    }

    private static func classes(_ node: ImportedNode) -> [String] {
        [node.className, node.baseClass].compactMap { $0.map(NodeMapper.plainClass) }
    }

    /// `UITableView` (a search results table too), by class or `baseClass`.
    static func isTable(_ node: ImportedNode) -> Bool {
        classes(node).contains { $0 == "UITableView" || $0 == "UISearchResultsTableView" }
    }

    /// `UITableViewCell`, by class or `baseClass`, or an app's class named `…TableViewCell`.
    static func isCell(_ node: ImportedNode) -> Bool {
        classes(node).contains { $0 == "UITableViewCell" || $0.hasSuffix("TableViewCell") }
    }
}
