import LuaVM
import ResponderKit

/// Reading `scrollView { ... }`, `tableView { ... }` and `cell { ... }`: every view field, plus
/// the fields of ``ConstructorFields/scrollFields(_:)``.
extension SceneReader {
    /// The scroll fields of the table at `node`, checked, with the constructor's file:line in
    /// every message.
    func readScroll(_ node: Node, viewClass: String, what: Subject) throws(SourceError) -> ScrollSpec {
        let spec = ScrollSpec(viewClass: viewClass)
        func fail(_ message: String) -> SourceError { SourceError(at: node.place, "\(what): \(message)") }
        if viewClass == "cell" {
            if let height = try number("height", node, fail) {
                guard height.isFinite, height >= 0 else {
                    throw fail("height must be a finite number ≥ 0, got \(NumberRule.text(height))")
                }
                spec.height = height
            }
            spec.selected = try bool("selected", node, fail)
            return spec
        }
        if let size = try pair("contentSize", node, fail) {
            guard size.0.isFinite, size.1.isFinite, size.0 >= 0, size.1 >= 0 else {
                throw fail(
                    "contentSize must be {w, h} (two finite numbers ≥ 0), got {\(NumberRule.text(size.0)), \(NumberRule.text(size.1))}"
                )
            }
            spec.contentSize = Size(width: size.0, height: size.1)
        }
        if let offset = try pair("contentOffset", node, fail) {
            guard offset.0.isFinite, offset.1.isFinite else {
                throw fail("contentOffset must be {x, y} (two finite numbers)")
            }
            spec.contentOffset = Point(x: offset.0, y: offset.1)
        }
        spec.contentInset = try insets(node, fail)
        for name in ConstructorFields.scrollBools {
            if let value = try bool(name, node, fail) { spec.flags[name] = value }
        }
        spec.decelerationRate = try rate(node, fail)
        for name in ["minimumZoomScale", "maximumZoomScale", "zoomScale"] {
            guard let value = try number(name, node, fail) else { continue }
            guard value.isFinite, value > 0 else {
                throw fail("\(name) must be a finite number above 0, got \(NumberRule.text(value))")
            }
            switch name {
            case "minimumZoomScale": spec.minimumZoomScale = value
            case "maximumZoomScale": spec.maximumZoomScale = value
            default: spec.zoomScale = value
            }
        }
        spec.delegate = try string("delegate", node, fail)
        spec.keyboardDismissMode = try dismissMode(node, fail)
        if viewClass == "tableView" {
            if let height = try number("rowHeight", node, fail) {
                guard height.isFinite, height >= 0 else {
                    throw fail("rowHeight must be a finite number ≥ 0, got \(NumberRule.text(height))")
                }
                spec.rowHeight = height
            }
            if let value = try bool("allowsSelection", node, fail) { spec.flags["allowsSelection"] = value }
            if let value = try bool("allowsMultipleSelection", node, fail) {
                spec.flags["allowsMultipleSelection"] = value
            }
        }
        return spec
    }

    // MARK: - Values

    /// Pushes field `name` and reads it with `read`; nil when absent.
    private func field<T>(_ name: String, _ node: Node, _ read: (LuaType) throws(SourceError) -> T) throws(SourceError)
        -> T?
    {
        stack.rawGet(name, from: node.index)
        defer { stack.pop() }
        let type = stack.type(at: -1)
        if type == .nil { return nil }
        return try read(type)
    }

    private func number(_ name: String, _ node: Node, _ fail: (String) -> SourceError) throws(SourceError) -> Double? {
        try field(name, node) { [stack] type throws(SourceError) in
            guard type == .number, let value = stack.toDouble(at: -1) else {
                throw fail("\(name) must be a number, got \(type.name)")
            }
            return value
        }
    }

    private func bool(_ name: String, _ node: Node, _ fail: (String) -> SourceError) throws(SourceError) -> Bool? {
        try field(name, node) { [stack] type throws(SourceError) in
            guard type == .boolean else { throw fail("\(name) must be true or false, got \(type.name)") }
            return stack.toBool(at: -1)
        }
    }

    private func string(_ name: String, _ node: Node, _ fail: (String) -> SourceError) throws(SourceError) -> String? {
        try field(name, node) { [stack] type throws(SourceError) in
            guard type == .string, let value = stack.toString(at: -1) else {
                throw fail("\(name) must be a responder's name (a string), got \(type.name)")
            }
            return value
        }
    }

    /// `{a, b}`: two numbers.
    private func pair(_ name: String, _ node: Node, _ fail: (String) -> SourceError) throws(SourceError) -> (
        Double, Double
    )? {
        try field(name, node) { [stack] type throws(SourceError) in
            let values = stack.type(at: -1) == .table ? numbers(count: 2) : nil
            guard let values else { throw fail("\(name) must be a table of two numbers {a, b}, got \(type.name)") }
            return (values[0], values[1])
        }
    }

    /// `contentInset = {top, left, bottom, right}`.
    private func insets(_ node: Node, _ fail: (String) -> SourceError) throws(SourceError) -> EdgeInsets? {
        try field("contentInset", node) { type throws(SourceError) in
            guard type == .table, let v = numbers(count: 4), v.allSatisfy(\.isFinite) else {
                throw fail("contentInset must be {top, left, bottom, right} (four finite numbers)")
            }
            return EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
        }
    }

    /// `decelerationRate = "normal" | "fast" | NUMBER` with 0 < NUMBER < 1.
    private func rate(_ node: Node, _ fail: (String) -> SourceError) throws(SourceError) -> Double? {
        try field("decelerationRate", node) { [stack] type throws(SourceError) in
            if type == .string {
                switch stack.toString(at: -1) {
                case "normal": return ScrollPhysics.normalRate
                case "fast": return ScrollPhysics.fastRate
                case let other:
                    throw fail(
                        "decelerationRate must be \"normal\", \"fast\" or a number between 0 and 1, got \"\(other ?? "")\""
                    )
                }
            }
            guard type == .number, let value = stack.toDouble(at: -1), let valid = ScrollPhysics.validRate(value) else {
                let got = type == .number ? NumberRule.text(stack.toDouble(at: -1) ?? .nan) : type.name
                throw fail(
                    "decelerationRate must be \"normal\", \"fast\" or a number between 0 and 1 (exclusive; 1 or more never stops, 0 or less never moves), got \(got)"
                )
            }
            return valid
        }
    }

    /// `keyboardDismissMode = "none" | "onDrag" | "interactive"` (X9).
    private func dismissMode(_ node: Node, _ fail: (String) -> SourceError) throws(SourceError)
        -> KeyboardDismissMode?
    {
        try field("keyboardDismissMode", node) { [stack] type throws(SourceError) in
            let text = type == .string ? stack.toString(at: -1) : nil
            guard let text, let mode = KeyboardDismissMode(rawValue: text) else {
                throw fail(
                    "keyboardDismissMode must be \(KeyboardDismissMode.choices), got "
                        + (text.map { "\"\($0)\"" } ?? type.name))
            }
            return mode
        }
    }

    /// The first `count` elements of the table on the stack top, when all are numbers.
    private func numbers(count: Int) -> [Double]? {
        var values: [Double] = []
        for i in 1...count {
            stack.rawGet(i, from: -1)
            defer { stack.pop() }
            guard stack.type(at: -1) == .number, let value = stack.toDouble(at: -1) else { return nil }
            values.append(value)
        }
        return values
    }
}
