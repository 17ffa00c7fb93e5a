import LuaVM
import ResponderKit

/// Reading and writing ``ScrollField``s: a scroll view's fields as its scene gives them
/// (writable), its state (read-only) and a cell's row state.
extension ScriptHost {
    /// Whether `field` applies to `responder` (else it is the responder's own instance state).
    func scrollFieldApplies(_ field: ScrollField, to responder: Responder) -> Bool {
        if field.isCellField { return responder is Cell }
        switch field {
        case .rowHeight, .allowsSelection, .allowsMultipleSelection, .cells, .editing, .swipeActions:
            return responder is TableView
        // A text field's delegate too (X2–X7): the same field, the same values.
        case .delegate: return responder is ScrollView || responder is TextField
        default: return responder is ScrollView
        }
    }

    /// Pushes `field` of `responder` (one value).
    func pushScrollField(_ field: ScrollField, of responder: Responder, on stack: LuaStack) -> Int32 {
        if let cell = responder as? Cell {
            switch field {
            case .row: stack.push(cell.row)
            case .selected: stack.push(cell.isSelected)
            case .highlighted: stack.push(cell.isHighlighted)
            case .height: stack.pushNumber(cell.frame.height)
            case .swipeOffset: stack.pushNumber((cell.superview as? TableView)?.swipeOffset(of: cell) ?? 0)
            default: stack.pushNil()
            }
            return 1
        }
        guard let view = responder as? ScrollView else {
            if field == .delegate, let textField = responder as? TextField {
                push(textField.delegateResponder, on: stack)
            } else {
                stack.pushNil()
            }
            return 1
        }
        let table = view as? TableView
        switch field {
        case .contentSize:
            pushPair(view.contentSize.width, view.contentSize.height, names: ("width", "height"), on: stack)
        case .contentOffset: push(view.contentOffset, on: stack)
        case .contentInset:
            let inset = view.contentInset
            stack.newTable(array: 4, hash: 4)
            for (i, (key, value)) in [
                ("top", inset.top), ("left", inset.left), ("bottom", inset.bottom), ("right", inset.right),
            ].enumerated() {
                stack.pushNumber(value)
                stack.rawSet(i + 1, in: -2)
                stack.pushNumber(value)
                stack.rawSet(key, in: -2)
            }
        case .scrollEnabled: stack.push(view.isScrollEnabled)
        case .pagingEnabled: stack.push(view.isPagingEnabled)
        case .bounces: stack.push(view.bounces)
        case .alwaysBounceVertical: stack.push(view.alwaysBounceVertical)
        case .alwaysBounceHorizontal: stack.push(view.alwaysBounceHorizontal)
        case .directionalLockEnabled: stack.push(view.isDirectionalLockEnabled)
        case .delaysContentTouches: stack.push(view.delaysContentTouches)
        case .canCancelContentTouches: stack.push(view.canCancelContentTouches)
        case .decelerationRate: stack.pushNumber(view.decelerationRate)
        case .minimumZoomScale: stack.pushNumber(view.minimumZoomScale)
        case .maximumZoomScale: stack.pushNumber(view.maximumZoomScale)
        case .zoomScale: stack.pushNumber(view.zoomScale)
        case .scrollsToTop: stack.push(view.scrollsToTop)
        case .delegate: push(view.delegateResponder, on: stack)
        case .tracking: stack.push(view.isTracking)
        case .dragging: stack.push(view.isDragging)
        case .decelerating: stack.push(view.isDecelerating)
        case .zooming: stack.push(view.isZooming)
        case .panGestureRecognizer: push(view.panGestureRecognizer, on: stack)
        case .pinchGestureRecognizer: push(view.zoomingView == nil ? nil : view.pinchGestureRecognizer, on: stack)
        case .rowHeight: if let table { stack.pushNumber(table.rowHeight) } else { stack.pushNil() }
        case .allowsSelection: if let table { stack.push(table.allowsSelection) } else { stack.pushNil() }
        case .allowsMultipleSelection:
            if let table { stack.push(table.allowsMultipleSelection) } else { stack.pushNil() }
        case .cells: pushList(table?.cells ?? [], on: stack)
        case .editing: if let table { stack.push(table.isEditing) } else { stack.pushNil() }
        case .swipeActions: push(table?.swipeActionsGestureRecognizer, on: stack)
        case .keyboardDismissMode: stack.push(view.keyboardDismissMode.rawValue)
        case .row, .selected, .highlighted, .height, .swipeOffset: stack.pushNil()
        }
        return 1
    }

    private func pushPair(_ a: Double, _ b: Double, names: (String, String), on stack: LuaStack) {
        stack.newTable(array: 2, hash: 2)
        stack.pushNumber(a)
        stack.rawSet(1, in: -2)
        stack.pushNumber(b)
        stack.rawSet(2, in: -2)
        stack.pushNumber(a)
        stack.rawSet(names.0, in: -2)
        stack.pushNumber(b)
        stack.rawSet(names.1, in: -2)
    }

    /// Pushes `views` as a list.
    func pushList(_ views: [View], on stack: LuaStack) {
        stack.newTable(array: Int32(views.count))
        for (i, view) in views.enumerated() {
            push(view, on: stack)
            stack.rawSet(i + 1, in: -2)
        }
        markList(on: stack)
    }

    /// Assigns `field` from the value at index 3; returns an error message when it cannot.
    func setScrollField(_ field: ScrollField, of responder: Responder, on stack: LuaStack) -> String? {
        guard field.isWritable else { return "'\(field.key)' is read-only" }
        if let cell = responder as? Cell {
            guard let height = stack.toDouble(at: 3), height.isFinite, height >= 0 else {
                return "height must be a finite number ≥ 0, got \(typeName(at: 3, on: stack))"
            }
            cell.cellHeight = height
            return nil
        }
        if field == .delegate, let textField = responder as? TextField {
            switch delegate(at: 3, on: stack) {
            case .success(let delegate): textField.delegateResponder = delegate
            case .failure(let problem): return problem.message
            }
            return nil
        }
        guard let view = responder as? ScrollView else { return "'\(field.key)' is a scroll view field" }
        switch field {
        case .contentSize:
            guard let size = numbers(at: 3, count: 2, on: stack), size.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
                return "contentSize must be {w, h} (two finite numbers ≥ 0)"
            }
            if let table = view as? TableView {
                table.explicitContentSize = Size(width: size[0], height: size[1])
            } else {
                view.contentSize = Size(width: size[0], height: size[1])
            }
        case .contentOffset:
            guard let offset = point(at: 3, on: stack), offset.x.isFinite, offset.y.isFinite else {
                return "contentOffset must be a point with finite coordinates, got \(typeName(at: 3, on: stack))"
            }
            view.setContentOffset(offset, animated: false)
        case .contentInset:
            guard let v = numbers(at: 3, count: 4, on: stack), v.allSatisfy(\.isFinite) else {
                return "contentInset must be {top, left, bottom, right} (four finite numbers)"
            }
            view.contentInset = EdgeInsets(top: v[0], left: v[1], bottom: v[2], right: v[3])
        case .decelerationRate:
            let rate: Double?
            switch stack.type(at: 3) {
            case .string:
                rate =
                    stack.toString(at: 3) == "normal"
                    ? ScrollPhysics.normalRate : stack.toString(at: 3) == "fast" ? ScrollPhysics.fastRate : nil
            case .number: rate = stack.toDouble(at: 3).flatMap(ScrollPhysics.validRate)
            default: rate = nil
            }
            guard let rate else {
                return "decelerationRate must be \"normal\", \"fast\" or a number between 0 and 1 (exclusive)"
            }
            view.decelerationRate = rate
        case .minimumZoomScale, .maximumZoomScale, .zoomScale, .rowHeight:
            guard let value = stack.toDouble(at: 3), value.isFinite, field == .rowHeight ? value >= 0 : value > 0 else {
                return
                    "\(field.key) must be a finite number \(field == .rowHeight ? "≥ 0" : "above 0"), got \(typeName(at: 3, on: stack))"
            }
            switch field {
            case .minimumZoomScale: view.minimumZoomScale = value
            case .maximumZoomScale: view.maximumZoomScale = value
            case .zoomScale: view.setZoomScale(value, animated: false)
            default: (view as? TableView)?.rowHeight = value
            }
        case .keyboardDismissMode:
            let text = stack.type(at: 3) == .string ? stack.toString(at: 3) : nil
            guard let text, let mode = KeyboardDismissMode(rawValue: text) else {
                return "keyboardDismissMode must be \(KeyboardDismissMode.choices), got "
                    + (text.map { "\"\($0)\"" } ?? typeName(at: 3, on: stack))
            }
            view.keyboardDismissMode = mode
        case .delegate:
            switch delegate(at: 3, on: stack) {
            case .success(let delegate): view.delegateResponder = delegate
            case .failure(let problem): return problem.message
            }
        default:
            guard stack.type(at: 3) == .boolean else {
                return "\(field.key) must be a boolean, got \(typeName(at: 3, on: stack))"
            }
            let on = stack.toBool(at: 3)
            switch field {
            case .scrollEnabled: view.isScrollEnabled = on
            case .pagingEnabled: view.isPagingEnabled = on
            case .bounces: view.bounces = on
            case .alwaysBounceVertical: view.alwaysBounceVertical = on
            case .alwaysBounceHorizontal: view.alwaysBounceHorizontal = on
            case .directionalLockEnabled: view.isDirectionalLockEnabled = on
            case .delaysContentTouches: view.delaysContentTouches = on
            case .canCancelContentTouches: view.canCancelContentTouches = on
            case .scrollsToTop: view.scrollsToTop = on
            case .allowsSelection: (view as? TableView)?.allowsSelection = on
            case .allowsMultipleSelection: (view as? TableView)?.allowsMultipleSelection = on
            default: return "'\(field.key)' is read-only"
            }
        }
        return nil
    }

    /// A `delegate = ...` value: a responder, its name, or nil (none); else what is wrong.
    private func delegate(at index: Int32, on stack: LuaStack) -> Result<Responder?, FieldProblem> {
        if stack.type(at: index) == .nil { return .success(nil) }
        if stack.type(at: index) == .string, let name = stack.toString(at: index) {
            guard let responder = self.responder(named: name) else {
                return .failure(FieldProblem(message: "delegate = '\(name)': no responder has that name"))
            }
            return .success(responder)
        }
        guard let responder = self.responder(at: index, on: stack) else {
            return .failure(FieldProblem(message: "delegate must be a responder, its name, or nil"))
        }
        return .success(responder)
    }

    /// The first `count` numbers of the table (or point) at `index`.
    private func numbers(at index: Int32, count: Int, on stack: LuaStack) -> [Double]? {
        if count == 2, let p = point(at: index, on: stack) { return [p.x, p.y] }
        guard stack.type(at: index) == .table else { return nil }
        let table = stack.absoluteIndex(index)
        var values: [Double] = []
        for i in 1...count {
            stack.rawGet(i, from: table)
            defer { stack.pop() }
            guard stack.type(at: -1) == .number, let value = stack.toDouble(at: -1) else { return nil }
            values.append(value)
        }
        return values
    }

    /// `setContentOffset`, `scrollRectToVisible`, `setZoomScale`; a table's `selectedCells`,
    /// `selectRow`, `deselectRow`.
    func installScrollMethods(into members: Int32, on main: LuaStack) {
        func scrollView(_ binding: ResponderBinding, _ method: String, _ stack: LuaStack) -> ScrollView? {
            binding.responder as? ScrollView
        }
        addMethod("setContentOffset", into: members, on: main) { host, stack, binding in
            guard let view = binding.responder as? ScrollView else {
                return stack.error(
                    "setContentOffset is a scroll view method; \(binding.responder.name) is a \(binding.responder.kind.rawValue)"
                )
            }
            guard let offset = host.point(at: 2, on: stack), offset.x.isFinite, offset.y.isFinite else {
                return stack.error(
                    "setContentOffset expects a point with finite coordinates, got \(host.typeName(at: 2, on: stack))")
            }
            view.setContentOffset(offset, animated: stack.toBool(at: 3))
            return 0
        }
        addMethod("scrollRectToVisible", into: members, on: main) { host, stack, binding in
            guard let view = binding.responder as? ScrollView else {
                return stack.error(
                    "scrollRectToVisible is a scroll view method; \(binding.responder.name) is a \(binding.responder.kind.rawValue)"
                )
            }
            guard let rect = host.rect(at: 2, on: stack), rect.isFinite else {
                return stack.error(
                    "scrollRectToVisible expects a rect of finite numbers, got \(host.typeName(at: 2, on: stack))")
            }
            view.scrollRectToVisible(rect, animated: stack.toBool(at: 3))
            return 0
        }
        addMethod("setZoomScale", into: members, on: main) { host, stack, binding in
            guard let view = binding.responder as? ScrollView else {
                return stack.error(
                    "setZoomScale is a scroll view method; \(binding.responder.name) is a \(binding.responder.kind.rawValue)"
                )
            }
            guard stack.type(at: 2) == .number, let scale = stack.toDouble(at: 2), scale.isFinite else {
                return stack.error("setZoomScale expects a finite number, got \(host.typeName(at: 2, on: stack))")
            }
            view.setZoomScale(scale, animated: stack.toBool(at: 3))
            return 0
        }
        addMethod("selectedCells", into: members, on: main) { host, stack, binding in
            guard let table = binding.responder as? TableView else {
                return stack.error(
                    "selectedCells is a table method; \(binding.responder.name) is a \(binding.responder.kind.rawValue)"
                )
            }
            host.pushList(table.selectedCells(), on: stack)
            return 1
        }
        for name in ["selectRow", "deselectRow"] {
            addMethod(name, into: members, on: main) { host, stack, binding in
                guard let table = binding.responder as? TableView else {
                    return stack.error(
                        "\(name) is a table method; \(binding.responder.name) is a \(binding.responder.kind.rawValue)")
                }
                guard let cell = host.view(at: 2, on: stack) as? Cell, cell.superview === table else {
                    return stack.error(
                        "\(name) expects a cell of '\(table.name)', got \(host.typeName(at: 2, on: stack))")
                }
                if name == "selectRow" { table.selectRow(cell) } else { table.deselectRow(cell) }
                return 0
            }
        }
    }
}

/// Why a field cannot take the value a script writes.
struct FieldProblem: Error {
    let message: String
}
