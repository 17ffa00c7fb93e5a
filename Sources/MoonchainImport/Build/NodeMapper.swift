/// Reads a record's fields into a node (the contract's mapping: kinds, fields, transform solve)
/// and notes what it could not carry over.
struct NodeMapper {
    /// Fields the importer reads; every other key is counted as not modelled.
    static let modelled: Set<String> = [
        "baseClass", "frame", "text", "transform", "alpha", "clipsToBounds", "hidden", "userInteractionEnabled",
        "tag", "gestureRecognizers", "backgroundColor", "contentOffset", "contentSize", "value", "layer",
    ]
    static let windowClasses: Set<String> = [
        "UIWindow", "UITextEffectsWindow", "UIRemoteKeyboardWindow", "UIStatusBarWindow",
    ]
    static let controlClasses: Set<String> = [
        "UIControl", "UISegmentedControl", "UITextField", "UIStepper", "UIPageControl", "UIDatePicker",
        "UIColorWell", "UIRefreshControl",
    ]

    var warnings: [ImportWarning] = []
    var statistics = ImportStatistics()

    /// The class without a module prefix (`UIKit.UIButton` → `UIButton`).
    static func plainClass(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    /// The kind a record becomes, from its class, `baseClass` and fields.
    static func kind(of record: DumpRecord) -> ImportedNode.Kind {
        let classes = [plainClass(record.className)] + (record.value("baseClass").map { [plainClass($0)] } ?? [])
        if classes.contains(where: windowClasses.contains) { return .window }
        if record.value("contentOffset") != nil { return .scrollView }
        if classes.contains("UIButton") { return .button }
        if classes.contains("UISwitch") { return .switch }
        if classes.contains("UISlider") { return .slider }
        if classes.contains("UITextField") { return .textField }
        if classes.contains(where: controlClasses.contains) { return .control }
        return .view
    }

    /// The node for `record` (named later).
    mutating func node(for record: DumpRecord) -> ImportedNode {
        let line = record.line
        var printed = ImportRect.zero
        if let text = record.value("frame") {
            if let n = FieldValues.numbers(text, count: 4), n.allSatisfy(\.isFinite) {
                printed = ImportRect(x: n[0], y: n[1], width: max(n[2], 0), height: max(n[3], 0))
            } else {
                warn(
                    line,
                    "\(record.className): frame \(text) is not four finite numbers; the view is imported as an empty rectangle at (0, 0), which no touch can hit"
                )
            }
        } else {
            warn(
                line,
                "\(record.className) has no frame; imported as an empty rectangle at (0, 0), which no touch can hit")
        }
        var node = ImportedNode(kind: Self.kind(of: record), name: "", frame: printed)
        node.className = record.className
        node.baseClass = record.value("baseClass")
        node.address = record.address
        node.line = line
        node.printedFrame = printed
        for field in record.fields { read(field, into: &node, record: record) }
        solveTransform(&node, line: line)
        return node
    }

    private mutating func read(_ field: DumpRecord.Field, into node: inout ImportedNode, record: DumpRecord) {
        let line = record.line
        switch field.key {
        case "hidden": node.hidden = field.value == "YES"
        case "userInteractionEnabled": node.userInteractionEnabled = field.value != "NO"
        case "clipsToBounds": node.clipsToBounds = field.value == "YES"
        case "alpha":
            if let alpha = FieldValues.number(field.value), alpha.isFinite {
                node.alpha = min(max(alpha, 0), 1)
            } else {
                warn(line, "alpha \(field.value) is not a number; taken as 1")
            }
        case "tag":
            if let tag = Int(field.value) {
                node.tag = tag
            } else {
                warn(line, "tag \(field.value) is not a whole number; left out")
            }
        case "text": node.text = FieldValues.text(field.value)
        case "gestureRecognizers": node.hasGestureRecognizers = true
        case "backgroundColor":
            if let colour = FieldValues.colour(field.value) {
                node.backgroundColor = colour
            } else {
                count("backgroundColor (not a plain colour)")
            }
        case "contentOffset":
            if let n = FieldValues.numbers(field.value, count: 2), n.allSatisfy(\.isFinite) {
                node.contentOffset = (n[0], n[1])
                node.boundsOrigin = (n[0], n[1])
            } else {
                warn(line, "contentOffset \(field.value) is not two finite numbers; taken as {0, 0}")
            }
        case "contentSize":
            if let n = FieldValues.numbers(field.value, count: 2), n.allSatisfy({ $0.isFinite && $0 >= 0 }) {
                node.contentSize = (n[0], n[1])
            } else {
                warn(line, "contentSize \(field.value) is not two finite sizes; left out")
            }
        case "value":
            if let value = FieldValues.number(field.value), value.isFinite {
                node.value = value
            } else {
                count("value")
            }
        case "transform":
            if let n = FieldValues.numbers(field.value, count: 6), n.allSatisfy(\.isFinite) {
                let transform = ImportTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
                node.transform = transform.isIdentity ? nil : transform
            } else {
                warn(line, "transform \(field.value) is not six finite numbers; the view is imported untransformed")
            }
        case "layer": statistics.layerFields += 1
        case "baseClass", "frame": break
        default: count(field.key)
        }
    }

    /// Turns the printed bounding box into the scene's untransformed frame (see ``TransformSolve``).
    private mutating func solveTransform(_ node: inout ImportedNode, line: Int) {
        guard let transform = node.transform else { return }
        let box = node.printedFrame
        let size = TransformSolve.boundsSize(box: box, transform: transform)
        let center = TransformSolve.center(box: box, transform: transform)
        let scale = max(abs(box.x), abs(box.y), box.width, box.height)
        let width = TransformSolve.snap(size.width, scale: scale)
        let height = TransformSolve.snap(size.height, scale: scale)
        let frame = ImportRect(
            x: TransformSolve.snap(center.x - width / 2, scale: scale),
            y: TransformSolve.snap(center.y - height / 2, scale: scale), width: width, height: height)
        guard frame.isFinite else {
            warn(
                line,
                "transform \(transform.values) on frame \(box) gives no finite bounds; the view is imported untransformed"
            )
            node.transform = nil
            return
        }
        node.frame = frame
        if transform.determinant == 0 {
            warn(
                line,
                "transform \(format(transform.values)) has a zero determinant: it squashes the view flat, so no touch can hit it (its bounds size is unknown; taken as a \(format([width])) square)"
            )
        } else if size.assumedSquare {
            warn(
                line,
                "transform \(format(transform.values)) turns the view by 45° (or squashes it) so the printed frame does not determine its bounds size: assumed square, \(format([width])) × \(format([height]))"
            )
        }
    }

    private func format(_ values: [Double]) -> String {
        "[" + values.map(SceneNumber.text).joined(separator: ", ") + "]"
    }

    mutating func warn(_ line: Int?, _ message: String) {
        warnings.append(ImportWarning(line: line, message))
    }

    private mutating func count(_ key: String) {
        statistics.fieldsNotModelled[key, default: 0] += 1
    }
}

extension ImportRect: CustomStringConvertible {
    /// `(x y; w h)`, as a dump prints a frame.
    public var description: String {
        "(\(SceneNumber.text(x)) \(SceneNumber.text(y)); \(SceneNumber.text(width)) \(SceneNumber.text(height)))"
    }
}
