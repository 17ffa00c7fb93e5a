import LuaVM
import ResponderKit

/// Reads the tables a scene file's constructors return into a ``SceneSpec``: every field's
/// type and range is checked here, with the constructor's file:line, and unknown fields are
/// warned about. Nothing is built and no behaviour is loaded.
///
/// Each constructor's table is walked once (`next`), which finds its tag, its name and which
/// fields it has; a field the table does not have costs nothing more, so a scene of many small
/// `view { ... }`s reads in one pass over what it wrote.
package final class SceneReader {
    let stack: LuaStack
    /// The scene file's path, for problems with no constructor to point at.
    let file: String
    /// How the host reads rects, transforms and touch-type lists everywhere (one meaning).
    unowned let host: any SceneReaderHost
    private var spec: SceneSpec
    /// The keys and kinds of constructor tables, matched by address.
    let keys: SceneKeys
    /// Levels of nesting being read (see `SceneReader.nestingLevel`).
    private var depth = 0
    /// Whether an unknown field is an error rather than a warning (see ``readController()``).
    private var unknownFieldsAreErrors = false

    /// The most names a reader makes room for before it has read them. Beyond this a scene
    /// still reads; its table of names grows as it goes.
    static let reservedNamesLimit = 1 << 20

    /// A reader of the scene file `file` (its tables on `stack`) whose loading made
    /// `constructors` constructor tables:
    /// nearly every one of a large scene's is a named view, so the table of names is made that
    /// large at once instead of doubling (and rehashing every name) some seventeen times for
    /// 100,000 views. A script that made and dropped many more tables than it returns is held
    /// to ``reservedNamesLimit``.
    package init(host: any SceneReaderHost, stack: LuaStack, file: String, constructors: Int = 0) {
        self.host = host
        self.stack = stack
        self.file = file
        keys = SceneKeys(stack: stack, sceneFile: file)
        spec = SceneSpec(place: FileLine(file: file, line: nil))
        spec.names.reserveCapacity(min(max(0, constructors), Self.reservedNamesLimit))
    }

    /// The scene the value at the top of the stack describes (it must be `app { ... }`).
    package func read() throws(SourceError) -> SceneSpec {
        let index = stack.top
        guard let app = Node(at: index, on: stack, file: file, keys: keys), app.kind == "app" else {
            let got = Node(at: index, on: stack, file: file, keys: keys)?.kind ?? stack.type(at: index).name
            throw SourceError(file: file, line: nil, "a scene must return app { ... }, got \(got)")
        }
        do {
            try readApp(app)
        } catch {
            // A problem of the scene's shape anywhere is reported first (see `preflight`).
            var names: [String: FileLine] = [:]
            try preflight(at: app.index, names: &names)
            throw error
        }
        return spec
    }

    /// A `controller { ... }` made at run time (a timeline `lua` line or a behaviour, to push:
    /// N8): the value at the top of the stack, read and checked as a scene's controller is,
    /// except that an unknown field is an error. Returns it with the names it gives.
    package func readController() throws(SourceError) -> (controller: ControllerSpec, names: [String: FileLine]) {
        unknownFieldsAreErrors = true
        guard let node = Node(at: stack.top, on: stack, file: file, keys: keys), node.kind == "controller" else {
            let got = stack.type(at: stack.top).name
            throw SourceError(file: file, line: nil, "expected controller { ... }, got \(got)")
        }
        let controller = try readController(node)
        return (controller, spec.names)
    }

    // MARK: - Constructors

    private func readApp(_ app: Node) throws(SourceError) {
        spec.place = app.place
        try warnUnknown(app, allowed: .app, of: Subject(kind: "app", name: nil))
        try checkLevel(0, node: app, kind: "app")
        if app.has(.screen) {
            stack.rawGet("screen", from: app.index)
            // Only a table has elements: lua_rawgeti on anything else reads through a bad pointer.
            if stack.type(at: -1) == .table {
                stack.rawGet(1, from: -1)
                stack.rawGet(2, from: -2)
            } else {
                stack.pushNil()
                stack.pushNil()
            }
            let size = (stack.toDouble(at: -2), stack.toDouble(at: -1))
            stack.pop(3)
            // Bounded, as `hitmap` samples the whole screen.
            let limit = ConstructorFields.maximumScreenSide
            guard let w = size.0, let h = size.1, w > 0, h > 0, w <= limit, h <= limit else {
                throw SourceError(
                    at: app.place,
                    "app: screen must be {w, h} (two numbers above 0 and at most \(NumberRule.text(limit))), got {\(size.0.map(NumberRule.text) ?? "?"), \(size.1.map(NumberRule.text) ?? "?")}"
                )
            }
            spec.screen = Size(width: w, height: h)
        }
        if app.has(.delegate) {
            spec.delegate = try behaviour(.delegate, of: app, what: Subject(kind: "delegate", name: app.name))
        }
        for i in 0..<stack.rawLength(at: app.index) {
            stack.rawGet(i + 1, from: app.index)
            defer { stack.pop() }
            guard let window = Node(at: stack.top, on: stack, file: file, keys: keys), window.kind == "window" else {
                let got = Node(at: stack.top, on: stack, file: file, keys: keys)?.kind ?? stack.type(at: stack.top).name
                throw SourceError(at: app.place, "app { ... } holds windows only; child \(i + 1) is \(got)")
            }
            spec.windows.append(try readWindow(window))
        }
        spec.remoteControl = try bool(.remoteControl, of: app, what: Subject(kind: "app", name: nil))
        spec.keyCommandsFirst = try bool(.keyCommandsFirst, of: app, what: Subject(kind: "app", name: nil))
    }

    private func readWindow(_ node: Node) throws(SourceError) -> WindowSpec {
        let what = Subject(kind: "window", name: node.name)
        try checkLevel(0, node: node, kind: "window")
        depth = 0
        try warnUnknown(node, allowed: .window, of: what)
        try SceneNames.note(node.name, at: node.place, into: &spec.names)
        var view = ViewSpec(place: node.place)
        view.name = node.name
        view.frame = try rect(.frame, of: node, what: what)
        let level = try number(.level, of: node, what: what)
        // A window is a view (UIWindow is a UIView): it takes every view field, same meaning.
        try readViewFields(node, into: &view, what: what)
        let key = try bool(.key, of: node, what: what)
        try readContents(node, into: &view, what: what)
        return WindowSpec(view: view, level: level, key: key)
    }

    /// A `view { ... }` nested at one level below `depth` (or at `depth` for a controller's
    /// root view).
    private func readView(_ node: Node, level: Int) throws(SourceError) -> ViewSpec {
        var view = ViewSpec(place: node.place)
        try readView(node, level: level, into: &view)
        return view
    }

    /// ``readView(_:level:)`` into `view` (made with the node's place), for a caller that puts
    /// it straight into a parent's children: returned, the whole value was copied once more
    /// (every reference in it retained, then released) on its way out.
    private func readView(_ node: Node, level: Int, into view: inout ViewSpec) throws(SourceError) {
        try checkLevel(level, node: node, kind: "view")
        let outer = depth
        depth = level
        defer { depth = outer }
        let kind = node.kind ?? "view"
        // A scroll view, table or cell is a view with more fields (SceneReader+Scrolling).
        let viewClass = ConstructorFields.scrollClasses.contains(kind) ? kind : nil
        let what = Subject(kind: kind, name: node.name)
        try warnUnknown(
            node, allowed: kind == "view" || viewClass != nil ? .view : .control(kind),
            also: viewClass.map(ConstructorFields.scrollFields) ?? [], of: what)
        try SceneNames.note(node.name, at: node.place, into: &spec.names)
        view.name = node.name
        view.frame = try rect(.frame, of: node, what: what)
        // v3: a cell's frame places it (its table's cells all give one, or none: checked below).
        if view.frame == nil, viewClass != "cell" {
            host.warn("\(node.place): \(what) has no frame = {x, y, w, h}; it is empty and takes no touches")
        }
        if let viewClass { view.scroll = try readScroll(node, viewClass: viewClass, what: what) }
        try readViewFields(node, into: &view, what: what)
        if kind != "view" { view.control = try readControl(kind, node, what: what) }
        try readContents(node, into: &view, what: what)
    }

    /// v3: a table places its cells at their frames when every cell gives one, else stacks
    /// them (L1); some framed and some not is an error at the first cell that differs. Checked
    /// as each cell is read (`first` keeps the table's first cell), so a 10,000-row table is
    /// not walked and copied a second time, and the message is only written when it is needed.
    private func checkCellFrame(_ cell: ViewSpec, first: inout ViewSpec?, what: Subject) throws(SourceError) {
        guard let seen = first else {
            first = cell
            return
        }
        guard (seen.frame == nil) != (cell.frame == nil) else { return }
        func label(_ spec: ViewSpec) -> String { spec.name.map { "'\($0)'" } ?? "at \(spec.place)" }
        let (framed, bare) = seen.frame != nil ? (seen, cell) : (cell, seen)
        throw SourceError(
            at: cell.place,
            "\(what): cell \(label(bare)) gives no frame but cell \(label(framed)) does; a table places its cells "
                + "at their frames only when every cell gives one (else it stacks them, and no cell gives one)")
    }

    private func readController(_ node: Node) throws(SourceError) -> ControllerSpec {
        let level = Self.nestingLevel(kind: "controller", below: depth, inController: false)
        try checkLevel(level, node: node, kind: "controller")
        let outer = depth
        depth = level
        defer { depth = outer }
        let what = Subject(kind: "controller", name: node.name)
        try warnUnknown(node, allowed: .controller, of: what)
        try SceneNames.note(node.name, at: node.place, into: &spec.names)
        let count = stack.rawLength(at: node.index)
        guard count == 1 else {
            throw SourceError(at: node.place, "\(what) holds exactly one view { ... }, its root view; it has \(count)")
        }
        stack.rawGet(1, from: node.index)
        defer { stack.pop() }
        guard let root = Node(at: stack.top, on: stack, file: file, keys: keys), root.kind == "view" else {
            let got = Node(at: stack.top, on: stack, file: file, keys: keys)?.kind ?? stack.type(at: stack.top).name
            throw SourceError(at: node.place, "\(what) holds a view { ... } as its root view, got \(got)")
        }
        // The controller's fields are read (and its behaviour checked) before its root view's.
        let props = try self.props(.props, of: node, what: what)
        let behaviour = try self.behaviour(.behaviour, of: node, what: what)
        let rootView = try readView(root, level: Self.nestingLevel(kind: "view", below: level, inController: true))
        return ControllerSpec(place: node.place, name: node.name, behaviour: behaviour, props: props, root: rootView)
    }

    /// A `navigation { ... }`: its fields, then its controllers, the stack bottom first (N1).
    private func readNavigation(_ node: Node) throws(SourceError) -> NavigationSpec {
        let level = Self.nestingLevel(kind: "navigation", below: depth, inController: false)
        try checkLevel(level, node: node, kind: "navigation")
        let outer = depth
        depth = level
        defer { depth = outer }
        let what = Subject(kind: "navigation", name: node.name)
        try warnUnknown(node, allowed: .navigation, of: what)
        try SceneNames.note(node.name, at: node.place, into: &spec.names)
        var navigation = NavigationSpec(place: node.place, name: node.name)
        navigation.frame = try rect(.frame, of: node, what: what)
        navigation.contentPop = try bool(.contentPop, of: node, what: what)
        navigation.navigationBarHidden = try bool(.navigationBarHidden, of: node, what: what)
        navigation.customBack = try bool(.customBack, of: node, what: what)
        navigation.props = try props(.props, of: node, what: what)
        navigation.behaviour = try behaviour(.behaviour, of: node, what: what)
        let count = stack.rawLength(at: node.index)
        for i in 0..<count {
            stack.rawGet(i + 1, from: node.index)
            defer { stack.pop() }
            let child = Node(at: stack.top, on: stack, file: file, keys: keys)
            if let child, child.kind == "controller" {
                navigation.controllers.append(try readController(child))
                continue
            }
            // v3 import: a view child (an imported navigation bar) sits in the navigation's
            // view above the stack.
            if let child, let kind = child.kind, Self.navigationViewKinds.contains(kind) {
                navigation.views.append(try readView(child, level: depth + 1))
                continue
            }
            let got = child?.kind ?? stack.type(at: stack.top).name
            throw SourceError(
                at: node.place,
                "\(what) holds controller { ... } children (its stack) and views above it; child \(i + 1) is \(got)")
        }
        return navigation
    }

    /// The view fields a `view { ... }` or `window { ... }` gives, apart from `frame`, then its
    /// props and behaviour.
    private func readViewFields(_ node: Node, into view: inout ViewSpec, what: Subject) throws(SourceError) {
        // Most views give none of these: one test of the node's fields passes them all by
        // (each absent field would read as nil, in this order, anyway).
        if node.hasAny(of: Self.seldomViewFields) { try readSeldomViewFields(node, into: &view, what: what) }
        view.behaviour = try behaviour(.behaviour, of: node, what: what)
    }

    /// The view fields apart from `frame` and `behaviour`.
    private static let seldomViewFields = SceneField.Set(fields: [
        .bounds, .transform, .hidden, .alpha, .userInteractionEnabled, .multipleTouchEnabled, .exclusiveTouch,
        .clipsToBounds, .props, .backgroundColor, .keyboard,
    ])

    private func readSeldomViewFields(_ node: Node, into view: inout ViewSpec, what: Subject) throws(SourceError) {
        view.bounds = try rect(.bounds, of: node, what: what)
        if node.has(.transform) { view.transform = try transform(of: node, what: what) }
        view.hidden = try bool(.hidden, of: node, what: what)
        view.alpha = try number(.alpha, of: node, what: what)
        view.userInteractionEnabled = try bool(.userInteractionEnabled, of: node, what: what)
        view.multipleTouchEnabled = try bool(.multipleTouchEnabled, of: node, what: what)
        view.exclusiveTouch = try bool(.exclusiveTouch, of: node, what: what)
        view.clipsToBounds = try bool(.clipsToBounds, of: node, what: what)
        view.props = try props(.props, of: node, what: what)
        view.backgroundColor = try color(.backgroundColor, of: node, what: what)
        view.keyboard = try bool(.keyboard, of: node, what: what)
    }

    /// What a view or window holds: its recognizers, input views and children (input views
    /// first, so names are noted in the order the shape check has always used).
    private func readContents(_ node: Node, into view: inout ViewSpec, what: Subject) throws(SourceError) {
        if node.has(.gestures) { view.gestures = try readGestures(node, what: what) }
        if node.hasAny(of: Self.inputViewFields) { try readInputViews(node, into: &view, what: what) }
        let count = stack.rawLength(at: node.index)
        if count > 0 { view.children.reserveCapacity(count) }
        let isTable = view.scroll?.viewClass == "tableView"
        var firstCell: ViewSpec?
        for i in 0..<count {
            stack.rawGet(i + 1, from: node.index)
            defer { stack.pop() }
            let child = Node(at: stack.top, on: stack, file: file, keys: keys)
            switch child?.kind {
            case "view", "control", "button", "switch", "slider", "textField", "scrollView", "tableView", "cell":
                var childView = ViewSpec(place: child!.place)
                try readView(child!, level: depth + 1, into: &childView)
                if isTable, childView.scroll?.viewClass == "cell" {
                    try checkCellFrame(childView, first: &firstCell, what: what)
                }
                view.children.append(.view(childView))
            case "controller":
                view.children.append(.controller(try readController(child!)))
            case "navigation":
                view.children.append(.navigation(try readNavigation(child!)))
            case let other:
                // Reported when built: the message names the parent, whose name may be generated.
                view.children.append(.invalid(position: i + 1, got: other ?? stack.type(at: stack.top).name))
                return
            }
        }
    }

    /// The views a `navigation` may hold above its stack.
    private static let navigationViewKinds: Set<String> = [
        "view", "control", "button", "switch", "slider", "textField", "scrollView", "tableView",
    ]

    private static let inputViewFields = SceneField.Set(fields: [.inputView, .inputAccessoryView])

    /// A view's `inputView` and `inputAccessoryView`, in that order.
    private func readInputViews(_ node: Node, into view: inout ViewSpec, what: Subject) throws(SourceError) {
        let slots: [(InputViewSpec.Slot, SceneField)] = [
            (.inputView, .inputView), (.inputAccessoryView, .inputAccessoryView),
        ]
        for (slot, field) in slots where node.has(field) {
            stack.rawGet(slot.rawValue, from: node.index)
            defer { stack.pop() }
            guard let input = Node(at: stack.top, on: stack, file: file, keys: keys), input.kind == "view" else {
                throw SourceError(at: node.place, "\(what): \(slot.rawValue) must be a view { ... }")
            }
            view.inputViews.append(InputViewSpec(slot: slot, view: try readView(input, level: depth + 1)))
        }
    }

    // MARK: - Nesting

    /// The level of a `kind` constructor nested in one at level `parent`: one more, except for
    /// a controller's root view, which shares its controller's level (a window and the app are
    /// level 0). So a scene's views are never more than `View.maximumDepth` below their window,
    /// the limit `addSubview` keeps to later.
    static func nestingLevel(kind: String, below parent: Int, inController: Bool) -> Int {
        switch kind {
        case "app", "window": return 0
        case "view" where inController: return parent
        default: return parent + 1
        }
    }

    /// Refuses a constructor nested deeper than `View.maximumDepth`, and makes sure of the
    /// Lua stack room one level of reading uses (each level keeps its table on the stack).
    func checkLevel(_ level: Int, node: Node, kind: String) throws(SourceError) {
        do throws(LuaError) {
            try stack.reserve()
        } catch {
            throw SourceError(file: file, line: nil, "the scene nests too deeply to read: \(error.message)")
        }
        guard level <= View.maximumDepth else {
            throw SourceError(
                at: node.place,
                "\(node.describe(kind)) is nested \(level) levels deep; views, controllers and input views nest at most \(View.maximumDepth) levels below their window"
            )
        }
    }

    // MARK: - Fields

    /// Warns about string keys the constructor does not take (typos would otherwise do nothing).
    /// With ``unknownFieldsAreErrors`` the first one is an error instead (a controller made at
    /// run time: a Lua error at the call is where a typo is seen).
    func warnUnknown(_ node: Node, allowed: SceneField.Set, also extra: Set<String> = [], of what: Subject)
        throws(SourceError)
    {
        let unknown = node.unknownKeys(allowed: allowed).filter { !extra.contains($0) }
        guard !unknown.isEmpty else { return }
        let expected = (allowed.names + extra).sorted().joined(separator: ", ")
        for key in unknown.sorted() {
            if unknownFieldsAreErrors {
                throw SourceError(at: node.place, "\(what): unknown field '\(key)' (expected one of: \(expected))")
            }
            host.warn("\(node.place): \(what): unknown field '\(key)' ignored (expected one of: \(expected))")
        }
    }

    /// Reads `field` of the constructor at `node`: nil when it is absent or nil; what `read`
    /// makes of the value on the stack top (given its type) otherwise, where nil means a type
    /// the field does not take, reported at the constructor as "must be `expected`".
    func value<T>(
        _ field: SceneField, of node: Node, what: Subject, expected: String,
        _ read: (LuaType) -> T?
    ) throws(SourceError) -> T? {
        guard node.has(field) else { return nil }
        stack.rawGet(field.name, from: node.index)
        defer { stack.pop() }
        let type = stack.type(at: -1)
        if type == .nil { return nil }
        if let value = read(type) { return value }
        throw SourceError(at: node.place, "\(what): \(field.name) must be \(expected), got \(type.name)")
    }

    func bool(_ field: SceneField, of node: Node, what: Subject) throws(SourceError) -> Bool? {
        try value(field, of: node, what: what, expected: "true or false") { [stack] type in
            type == .boolean ? stack.toBool(at: -1) : nil
        }
    }

    func text(_ field: SceneField, of node: Node, what: Subject) throws(SourceError) -> String? {
        try value(field, of: node, what: what, expected: "a string") { [stack] type in
            type == .string ? stack.toString(at: -1) : nil
        }
    }

    /// The number as `rule` takes it (nil when absent); anything else names the constructor's
    /// file:line, the field and what it takes.
    func number(_ field: SceneField, of node: Node, what: Subject, rule: NumberRule = .anyFinite) throws(SourceError)
        -> Double?
    {
        guard let value = try rawNumber(field, of: node, what: what) else { return nil }
        switch rule.checkDouble(value) {
        case .success(let checked): return checked
        case .failure(let problem): throw SourceError(at: node.place, "\(what): \(field.name) \(problem.message)")
        }
    }

    /// The whole number as `rule` takes it (nil when absent; `Int.max` for an allowed unlimited).
    func whole(_ field: SceneField, of node: Node, what: Subject, rule: NumberRule) throws(SourceError) -> Int? {
        guard let value = try rawNumber(field, of: node, what: what) else { return nil }
        switch rule.checkInt(value) {
        case .success(let checked): return checked
        case .failure(let problem): throw SourceError(at: node.place, "\(what): \(field.name) \(problem.message)")
        }
    }

    func rawNumber(_ field: SceneField, of node: Node, what: Subject) throws(SourceError) -> Double? {
        try value(field, of: node, what: what, expected: "a number") { [stack] type in
            if type == .number { return stack.toDouble(at: -1) }
            // A pan's `maximumTouches = "inf"`: no limit, as UIKit's default is.
            return field == .maximumTouches && stack.toString(at: -1) == "inf" ? .infinity : nil
        }
    }

    func rect(_ field: SceneField, of node: Node, what: Subject) throws(SourceError) -> Rect? {
        guard node.has(field) else { return nil }
        // A frame read on the node's walk (the same reading as `host.rect`).
        if field == .frame, let frame = node.frame { return try finite(frame, field, of: node, what: what) }
        stack.rawGet(field.name, from: node.index)
        defer { stack.pop() }
        if stack.type(at: -1) == .nil { return nil }
        guard let rect = host.rect(at: -1, on: stack) else {
            throw SourceError(at: node.place, "\(what): \(field.name) must be {x, y, w, h} (four numbers)")
        }
        return try finite(rect, field, of: node, what: what)
    }

    func finite(_ rect: Rect, _ field: SceneField, of node: Node, what: Subject) throws(SourceError) -> Rect {
        guard rect.isFinite else {
            throw SourceError(
                at: node.place,
                "\(what): \(field.name) must be {x, y, w, h} (four finite numbers), got {\([rect.x, rect.y, rect.width, rect.height].map(NumberRule.text).joined(separator: ", "))}"
            )
        }
        return rect
    }

    /// The view's `transform = {a, b, c, d, tx, ty}` (or a transform value), if given (rule H8).
    func transform(of node: Node, what: Subject) throws(SourceError) -> Transform? {
        stack.rawGet("transform", from: node.index)
        defer { stack.pop() }
        if stack.type(at: -1) == .nil { return nil }
        var transform = Transform.identity
        if let problem = host.transformProblem(at: -1, on: stack, into: &transform) {
            throw SourceError(at: node.place, "\(what): \(problem)")
        }
        return transform
    }

    /// A `props` table, kept as a registry reference the builder takes over.
    func props(_ field: SceneField, of node: Node, what: Subject) throws(SourceError) -> LuaRef? {
        guard node.has(field) else { return nil }
        stack.rawGet(field.name, from: node.index)
        switch stack.type(at: -1) {
        case .nil:
            stack.pop()
            return nil
        case .table:
            return stack.ref()
        case let other:
            stack.pop()
            throw SourceError(at: node.place, "\(what): props must be a table, got \(other.name)")
        }
    }

    /// A behaviour given by name or as a table of methods; the table is kept as a registry
    /// reference, and neither is loaded yet.
    func behaviour(_ field: SceneField, of node: Node, what: Subject) throws(SourceError) -> BehaviourSpec? {
        guard node.has(field) else { return nil }
        // A module's name read on the node's walk.
        if field == .behaviour, let name = node.behaviourName { return .module(name) }
        stack.rawGet(field.name, from: node.index)
        switch stack.type(at: -1) {
        case .nil:
            stack.pop()
            return nil
        case .string:
            defer { stack.pop() }
            return .module(stack.toString(at: -1) ?? "")
        case .table:
            return .inline(stack.ref())
        case let type:
            stack.pop()
            throw SourceError(
                at: node.place,
                "\(what): \(field.name) must be a behaviour name or a table of methods, got \(type.name)")
        }
    }
}

extension SceneReader {
    /// How a message names the constructor being read: `view 'card'`, or the bare kind when
    /// it has no name (as `Node.describe`). Kept as its parts and written out only when a
    /// message is: reading a scene makes no text for the constructors it has no word about.
    struct Subject: CustomStringConvertible {
        let kind: String
        let name: String?

        var description: String { name.map { "\(kind) '\($0)'" } ?? kind }
    }
}
