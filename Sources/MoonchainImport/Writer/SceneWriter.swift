/// Writes an ``ImportedScene`` as a scene file for people: a header saying what was imported,
/// what was left out and every warning; then one line per view, indented like the tree, with
/// the dump's class, address and line in `props`.
public struct SceneWriter {
    /// Where the dump came from, for the header (`-` for standard input).
    public var source: String

    public init(source: String) {
        self.source = source
    }

    /// The scene file's text.
    public func write(_ scene: ImportedScene) -> String {
        var out = header(scene)
        out +=
            "return app { screen = {\(SceneNumber.text(scene.screen.width)), \(SceneNumber.text(scene.screen.height))},\n"
        // Depth-first without recursion; each line closes the views whose last descendant it is.
        var stack: [(index: Int, level: Int)] = [(0, 1)]
        while let (index, level) = stack.popLast() {
            let node = scene.nodes[index]
            out += String(repeating: "  ", count: level)
            out += line(for: node, isRoot: index == 0)
            if node.children.isEmpty {
                out += " }"
                var closing = index
                while let parent = scene.nodes[closing].parent, scene.nodes[parent].children.last == closing {
                    out += " }"
                    closing = parent
                }
                out += ",\n"
            } else {
                out += ",\n"
                for child in node.children.reversed() { stack.append((child, level + 1)) }
            }
        }
        out += "}\n"
        return out
    }

    /// `kind { name = …, frame = …, …` without the closing brace.
    func line(for node: ImportedNode, isRoot: Bool) -> String {
        let kind = node.kind.rawValue
        var fields = ["name = \(LuaString.quoted(node.name))"]
        // v3: a controller gives only its name (its root view is its child); a navigation its
        // frame and props (the contract's fields: no view fields of its own).
        switch node.kind {
        case .controller: return "controller { " + fields.joined(separator: ", ")
        case .navigation:
            fields.append("frame = \(rect(node.frame))")
            if let props = props(node) { fields.append(props) }
            return "navigation { " + fields.joined(separator: ", ")
        default: break
        }
        // A cell's frame is its table's to set (rule L1): it keeps the dump's height.
        if node.kind == .cell {
            fields.append("height = \(SceneNumber.text(node.frame.height))")
        } else {
            fields.append("frame = \(rect(node.frame))")
        }
        if isRoot { fields.append("key = true") }
        if let t = node.transform {
            fields.append("transform = {" + t.values.map(SceneNumber.text).joined(separator: ", ") + "}")
        }
        let scrolls = node.kind == .scrollView || node.kind == .tableView
        if scrolls, let offset = node.contentOffset {
            fields.append("contentOffset = {\(SceneNumber.text(offset.x)), \(SceneNumber.text(offset.y))}")
        }
        if scrolls, let size = node.contentSize {
            fields.append("contentSize = {\(SceneNumber.text(size.width)), \(SceneNumber.text(size.height))}")
        }
        if node.hidden { fields.append("hidden = true") }
        if node.alpha != 1 { fields.append("alpha = \(SceneNumber.text(node.alpha))") }
        if !node.userInteractionEnabled { fields.append("userInteractionEnabled = false") }
        if scrolls {
            // A scene's scroll view clips unless told.
            if !node.clipsToBounds { fields.append("clipsToBounds = false") }
        } else if node.clipsToBounds {
            fields.append("clipsToBounds = true")
        }
        if node.kind == .slider, let value = node.value {
            fields.append("value = \(SceneNumber.text(value))")
            if value > 1 || value < 0 {
                fields.append(
                    "minimumValue = \(SceneNumber.text(min(value, 0))), maximumValue = \(SceneNumber.text(max(value, 1)))"
                )
            }
        }
        if node.kind == .textField, let text = node.text { fields.append("text = \(LuaString.quoted(text))") }
        if let colour = node.backgroundColor { fields.append("backgroundColor = \"\(colour.hex)\"") }
        if let props = props(node) { fields.append(props) }
        return "\(kind) { " + fields.joined(separator: ", ")
    }

    /// `props = { class = …, address = …, line = …, tag = …, text = … }`, or nil for the added window.
    func props(_ node: ImportedNode) -> String? {
        guard let className = node.className, let line = node.line else { return nil }
        var parts = ["class = \(LuaString.quoted(className))"]
        if let address = node.address { parts.append("address = \(LuaString.quoted(address))") }
        parts.append("line = \(line)")
        if let tag = node.tag { parts.append("tag = \(tag)") }
        if let text = node.text { parts.append("text = \(LuaString.quoted(text))") }
        return "props = { " + parts.joined(separator: ", ") + " }"
    }

    func rect(_ r: ImportRect) -> String {
        "{\([r.x, r.y, r.width, r.height].map(SceneNumber.text).joined(separator: ", "))}"
    }
}
