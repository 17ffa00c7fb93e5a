import Foundation
import LuaVM
import ResponderKit

/// Turns the table a scene file returns into responders, behaviours and recognizers.
/// Every message names the file:line of the constructor it is about.
final class SceneBuilder {
    unowned let host: ScriptHost
    let stack: LuaStack
    let file: String
    /// Names written in the scene, with where, to report duplicates and generate fresh ones.
    private var names: [String: String] = [:]
    private var gestureNames: [String: GestureRecognizer] = [:]
    private var requirements: [(GestureRecognizer, String, String)] = []
    private var generated = 0
    /// Responders in tree order, parents first: the order of `didLoad`.
    private(set) var loadOrder: [Responder] = []
    /// Levels of nesting being built (see `enterLevel`).
    private var depth = 0

    init(host: ScriptHost, file: String) {
        self.host = host
        self.stack = host.vm.main
        self.file = file
    }

    // MARK: - Reading spec tables

    /// The constructor kind of the table at `index` (nil if it is not a constructor's table).
    func kind(at index: Int32) -> String? {
        guard stack.type(at: index) == .table else { return nil }
        stack.rawGet("__kind", from: index)
        defer { stack.pop() }
        return stack.toString(at: -1)
    }

    func place(at index: Int32) -> String {
        stack.rawGet("__where", from: index)
        defer { stack.pop() }
        return stack.toString(at: -1) ?? file
    }

    func describe(_ kind: String, at index: Int32) -> String {
        if let name = string("name", at: index) { return "\(kind) '\(name)'" }
        return kind
    }

    func string(_ key: String, at index: Int32) -> String? {
        stack.rawGet(key, from: index)
        defer { stack.pop() }
        return stack.toString(at: -1)
    }

    func has(_ key: String, at index: Int32) -> Bool {
        stack.rawGet(key, from: index)
        defer { stack.pop() }
        return stack.type(at: -1) != .nil
    }

    /// The number `key` as `rule` takes it (nil when absent); anything else is an error naming
    /// the constructor's file:line, the field and what it takes.
    func number(_ key: String, at index: Int32, of what: String, rule: NumberRule = .anyFinite) throws(SceneError) -> Double? {
        guard let value = try rawNumber(key, at: index, of: what) else { return nil }
        switch rule.checkDouble(value) {
        case .success(let checked): return checked
        case .failure(let problem): throw SceneError("\(place(at: index)): \(what): \(key) \(problem.message)")
        }
    }

    /// The whole number `key` as `rule` takes it (nil when absent; `Int.max` for an allowed
    /// unlimited); anything else is an error naming file:line, the field and what it takes.
    func whole(_ key: String, at index: Int32, of what: String, rule: NumberRule) throws(SceneError) -> Int? {
        guard let value = try rawNumber(key, at: index, of: what) else { return nil }
        switch rule.checkInt(value) {
        case .success(let checked): return checked
        case .failure(let problem): throw SceneError("\(place(at: index)): \(what): \(key) \(problem.message)")
        }
    }

    private func rawNumber(_ key: String, at index: Int32, of what: String) throws(SceneError) -> Double? {
        stack.rawGet(key, from: index)
        defer { stack.pop() }
        switch stack.type(at: -1) {
        case .nil: return nil
        case .number: return stack.toDouble(at: -1)
        case let other:
            if key == "maximumTouches", stack.toString(at: -1) == "inf" { return .infinity }
            throw SceneError("\(place(at: index)): \(what): \(key) must be a number, got \(other.name)")
        }
    }

    func bool(_ key: String, at index: Int32, of what: String) throws(SceneError) -> Bool? {
        stack.rawGet(key, from: index)
        defer { stack.pop() }
        switch stack.type(at: -1) {
        case .nil: return nil
        case .boolean: return stack.toBool(at: -1)
        case let other: throw SceneError("\(place(at: index)): \(what): \(key) must be true or false, got \(other.name)")
        }
    }

    func rect(_ key: String, at index: Int32, of what: String) throws(SceneError) -> Rect? {
        stack.rawGet(key, from: index)
        defer { stack.pop() }
        if stack.type(at: -1) == .nil { return nil }
        guard let rect = host.rect(at: -1, on: stack) else {
            throw SceneError("\(place(at: index)): \(what): \(key) must be {x, y, w, h} (four numbers)")
        }
        guard rect.isFinite else {
            throw SceneError("\(place(at: index)): \(what): \(key) must be {x, y, w, h} (four finite numbers), got {\([rect.x, rect.y, rect.width, rect.height].map(NumberRule.text).joined(separator: ", "))}")
        }
        return rect
    }

    /// The view's `transform = {a, b, c, d, tx, ty}` (or a transform value), if given (rule H8).
    func transform(at index: Int32, of what: String) throws(SceneError) -> Transform? {
        stack.rawGet("transform", from: index)
        defer { stack.pop() }
        if stack.type(at: -1) == .nil { return nil }
        var transform = Transform.identity
        if let problem = host.transformProblem(at: -1, on: stack, into: &transform) {
            throw SceneError("\(place(at: index)): \(what): \(problem)")
        }
        return transform
    }

    func text(_ key: String, at index: Int32, of what: String) throws(SceneError) -> String? {
        stack.rawGet(key, from: index)
        defer { stack.pop() }
        switch stack.type(at: -1) {
        case .nil: return nil
        case .string: return stack.toString(at: -1)
        case let other: throw SceneError("\(place(at: index)): \(what): \(key) must be a string, got \(other.name)")
        }
    }

    /// Reports string keys the constructor does not take (typos would otherwise do nothing).
    func checkFields(at index: Int32, allowed: Set<String>, of what: String) {
        var unknown: [String] = []
        stack.pushNil()
        while stack.next(in: index) {
            if stack.type(at: -2) == .string, let key = stack.toString(at: -2),
               !key.hasPrefix("__"), !allowed.contains(key) {
                unknown.append(key)
            }
            stack.pop()
        }
        for key in unknown.sorted() {
            host.warn("\(place(at: index)): \(what): unknown field '\(key)' ignored (expected one of: \(allowed.sorted().joined(separator: ", ")))")
        }
    }

    /// The number of children in the array part.
    func childCount(at index: Int32) -> Int {
        stack.rawLength(at: index)
    }

    // MARK: - Names

    /// Records every name written in the scene first, so generated names never collide. Also
    /// the first check of the nesting limit, before anything is built: `depth` is the level of
    /// the constructor at `index` (see `nestingLevel`).
    func collectNames(at index: Int32, depth: Int = 0, inController: Bool = false) throws(SceneError) {
        guard let kind = kind(at: index) else { return }
        let index = stack.absoluteIndex(index)
        let depth = Self.nestingLevel(kind: kind, below: depth, inController: inController)
        try checkLevel(depth, at: index, kind: kind)
        if kind != "app", !SceneFields.gestureKinds.contains(kind), let name = string("name", at: index) {
            let here = place(at: index)
            if let first = names[name] {
                throw SceneError("\(here): duplicate name '\(name)' (already used at \(first)); names are unique in a scene")
            }
            if name == "app" || name == "delegate" || name == "inputWindow" {
                throw SceneError("\(here): the name '\(name)' is reserved for the \(name == "app" ? "application" : name == "delegate" ? "app delegate" : "input window")")
            }
            names[name] = here
        }
        for key in ["inputView", "inputAccessoryView"] {
            stack.rawGet(key, from: index)
            try collectNames(at: -1, depth: depth)
            stack.pop()
        }
        for i in 0..<childCount(at: index) {
            stack.rawGet(i + 1, from: index)
            try collectNames(at: -1, depth: depth, inController: kind == "controller")
            stack.pop()
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
    /// Lua stack room one level of building uses (each level keeps its table on the stack).
    func checkLevel(_ level: Int, at index: Int32, kind: String) throws(SceneError) {
        do throws(LuaError) {
            try stack.reserve()
        } catch {
            throw SceneError("\(file): the scene nests too deeply to read: \(error.message)")
        }
        guard level <= View.maximumDepth else {
            throw SceneError("\(place(at: index)): \(describe(kind, at: index)) is nested \(level) levels deep; views, controllers and input views nest at most \(View.maximumDepth) levels below their window")
        }
    }

    /// Enters one level of building (a view or a controller): checks it as `collectNames` did
    /// and counts it; the caller puts `depth` back when the level is built.
    private func enterLevel(at index: Int32, kind: String, inController: Bool) throws(SceneError) {
        let level = Self.nestingLevel(kind: kind, below: depth, inController: inController)
        try checkLevel(level, at: index, kind: kind)
        depth = level
    }

    func name(at index: Int32, kind: String) -> String {
        if let name = string("name", at: index) { return name }
        repeat { generated += 1 } while names["\(kind)\(generated)"] != nil
        let name = "\(kind)\(generated)"
        names[name] = place(at: index)
        return name
    }

    // MARK: - Building

    func build(appAt index: Int32) throws(SceneError) {
        let app = host.application
        checkFields(at: index, allowed: SceneFields.app, of: "app")
        try collectNames(at: index)
        stack.rawGet("screen", from: index)
        if stack.type(at: -1) != .nil {
            stack.rawGet(1, from: -1)
            stack.rawGet(2, from: -2)
            let size = (stack.toDouble(at: -2), stack.toDouble(at: -1))
            stack.pop(2)
            // Bounded, as `hitmap` samples the whole screen.
            let limit = SceneFields.maximumScreenSide
            guard let w = size.0, let h = size.1, w > 0, h > 0, w <= limit, h <= limit else {
                throw SceneError("\(place(at: index)): app: screen must be {w, h} (two numbers above 0 and at most \(NumberRule.text(limit))), got {\(size.0.map(NumberRule.text) ?? "?"), \(size.1.map(NumberRule.text) ?? "?")}")
            }
            app.screenSize = Size(width: w, height: h)
        }
        stack.pop()
        host.register(app)
        loadOrder.append(app)
        if has("delegate", at: index) {
            let delegate = AppDelegate(name: "delegate")
            app.delegate = delegate
            host.register(delegate)
            try attachBehaviour(key: "delegate", from: index, to: delegate, propsKey: nil)
            loadOrder.append(delegate)
        }
        var keyWindow: Window?
        for i in 0..<childCount(at: index) {
            stack.rawGet(i + 1, from: index)
            defer { stack.pop() }
            let child = stack.top
            guard kind(at: child) == "window" else {
                throw SceneError("\(place(at: index)): app { ... } holds windows only; child \(i + 1) is \(kind(at: child) ?? stack.type(at: child).name)")
            }
            let window = try buildWindow(at: child)
            if try bool("key", at: child, of: describe("window", at: child)) == true { keyWindow = window }
        }
        if let keyWindow { app.makeKey(keyWindow) }
        if try bool("remoteControl", at: index, of: "app") == true { app.beginReceivingRemoteControlEvents() }
        for (recognizer, required, where_) in requirements {
            guard let other = gestureNames[required] else {
                throw SceneError("\(where_): requireToFail = '\(required)': no gesture recognizer has that name")
            }
            recognizer.requiredToFail.append(other)
        }
    }

    private func buildWindow(at index: Int32) throws(SceneError) -> Window {
        let what = describe("window", at: index)
        checkFields(at: index, allowed: SceneFields.window, of: what)
        let screen = Rect(origin: .zero, size: host.application.screenSize)
        let window = Window(name: name(at: index, kind: "window"), frame: try rect("frame", at: index, of: what) ?? screen)
        window.level = try number("level", at: index, of: what) ?? 0
        // A window is a view (UIWindow is a UIView): it takes every view field, same meaning.
        try applyViewFields(to: window, at: index, of: what)
        host.application.addWindow(window)
        host.register(window)
        try attachBehaviour(key: "behaviour", from: index, to: window, propsKey: "props")
        loadOrder.append(window)
        try fillView(window, at: index, controller: nil)
        return window
    }

    private func buildChildren(at index: Int32, into parent: View, controller: ViewController?) throws(SceneError) {
        for i in 0..<childCount(at: index) {
            stack.rawGet(i + 1, from: index)
            defer { stack.pop() }
            let child = stack.top
            switch kind(at: child) {
            case "view":
                parent.addSubview(try buildView(at: child, controller: controller))
            case "controller":
                try buildController(at: child, in: parent, enclosing: controller)
            case let other:
                throw SceneError("\(place(at: index)): child \(i + 1) of '\(parent.name)' must be a view { ... } or controller { ... }, got \(other ?? stack.type(at: child).name)")
            }
        }
    }

    private func buildController(at index: Int32, in parent: View, enclosing: ViewController?) throws(SceneError) {
        let outer = depth
        try enterLevel(at: index, kind: "controller", inController: false)
        defer { depth = outer }
        let what = describe("controller", at: index)
        checkFields(at: index, allowed: SceneFields.controller, of: what)
        guard childCount(at: index) == 1 else {
            throw SceneError("\(place(at: index)): \(what) holds exactly one view { ... }, its root view; it has \(childCount(at: index))")
        }
        stack.rawGet(1, from: index)
        defer { stack.pop() }
        let rootSpec = stack.top
        guard kind(at: rootSpec) == "view" else {
            throw SceneError("\(place(at: index)): \(what) holds a view { ... } as its root view, got \(kind(at: rootSpec) ?? stack.type(at: rootSpec).name)")
        }
        // The controller exists before its root view's subtree is built, so controllers nested
        // in it become its children; it loads before its root view, its parent in the chain.
        let rootView = try makeView(at: rootSpec)
        let controller = ViewController(name: name(at: index, kind: "controller"), view: rootView)
        enclosing?.addChild(controller)
        if let window = parent as? Window, window.rootViewController == nil { window.rootViewController = controller }
        host.register(controller)
        try attachBehaviour(key: "behaviour", from: index, to: controller, propsKey: "props")
        loadOrder.append(controller)
        loadOrder.append(rootView)
        try fillView(rootView, at: rootSpec, controller: controller)
        parent.addSubview(rootView)
    }

    private func buildView(at index: Int32, controller: ViewController?) throws(SceneError) -> View {
        let outer = depth
        try enterLevel(at: index, kind: "view", inController: false)
        defer { depth = outer }
        let view = try makeView(at: index)
        loadOrder.append(view)
        try fillView(view, at: index, controller: controller)
        return view
    }

    /// The view a `view { ... }` describes, with its fields and behaviour, but no subviews yet.
    private func makeView(at index: Int32) throws(SceneError) -> View {
        let what = describe("view", at: index)
        checkFields(at: index, allowed: SceneFields.view, of: what)
        let frame = try rect("frame", at: index, of: what)
        if frame == nil {
            host.warn("\(place(at: index)): \(what) has no frame = {x, y, w, h}; it is empty and takes no touches")
        }
        let view = View(name: name(at: index, kind: "view"), frame: frame ?? .zero)
        try applyViewFields(to: view, at: index, of: what)
        host.register(view)
        try attachBehaviour(key: "behaviour", from: index, to: view, propsKey: "props")
        return view
    }

    /// Sets the view fields a `view { ... }` or `window { ... }` gives, apart from `frame`.
    private func applyViewFields(to view: View, at index: Int32, of what: String) throws(SceneError) {
        if let bounds = try rect("bounds", at: index, of: what) { view.bounds = bounds }
        if let transform = try transform(at: index, of: what) { view.transform = transform }
        view.isHidden = try bool("hidden", at: index, of: what) ?? false
        view.alpha = try number("alpha", at: index, of: what) ?? 1
        view.isUserInteractionEnabled = try bool("userInteractionEnabled", at: index, of: what) ?? true
        view.isMultipleTouchEnabled = try bool("multipleTouchEnabled", at: index, of: what) ?? false
        view.isExclusiveTouch = try bool("exclusiveTouch", at: index, of: what) ?? false
        view.clipsToBounds = try bool("clipsToBounds", at: index, of: what) ?? false
    }

    /// Adds what a `view { ... }` or `window { ... }` holds: its recognizers, children and
    /// input views.
    private func fillView(_ view: View, at index: Int32, controller: ViewController?) throws(SceneError) {
        let what = describe(view.kind.rawValue, at: index)
        try buildGestures(at: index, on: view, what: what)
        try buildChildren(at: index, into: view, controller: controller)
        for key in ["inputView", "inputAccessoryView"] {
            stack.rawGet(key, from: index)
            defer { stack.pop() }
            guard stack.type(at: -1) != .nil else { continue }
            guard kind(at: -1) == "view" else {
                throw SceneError("\(place(at: index)): \(what): \(key) must be a view { ... }")
            }
            let input = try buildView(at: stack.top, controller: nil)
            if key == "inputView" { view.inputView = input } else { view.inputAccessoryView = input }
        }
    }

    // MARK: - Behaviours

    /// Attaches the behaviour named or given by `key` (and the props) to `responder`.
    private func attachBehaviour(key: String, from index: Int32, to responder: Responder, propsKey: String?) throws(SceneError) {
        let binding = host.binding(for: responder)
        if let propsKey {
            stack.rawGet(propsKey, from: index)
            switch stack.type(at: -1) {
            case .nil: stack.pop()
            case .table:
                stack.unref(binding.props)
                binding.props = stack.ref()
            case let other:
                stack.pop()
                throw SceneError("\(place(at: index)): \(describe(responder.kind.rawValue, at: index)): props must be a table, got \(other.name)")
            }
        }
        guard let definition = try behaviourDefinition(key: key, at: index, of: describe(responder.kind.rawValue, at: index)) else { return }
        let behavior = ScriptedBehavior(host: host, binding: binding, definition: definition)
        binding.behavior = behavior
        responder.behavior = behavior
    }

    func behaviourDefinition(key: String, at index: Int32, of what: String) throws(SceneError) -> BehaviourDefinition? {
        stack.rawGet(key, from: index)
        defer { stack.pop() }
        let type = stack.type(at: -1)
        guard type == .nil || type == .string || type == .table else {
            throw SceneError("\(place(at: index)): \(what): \(key) must be a behaviour name or a table of methods, got \(type.name)")
        }
        do throws(BehaviourError) {
            switch type {
            case .string: return try host.library.module(named: stack.toString(at: -1) ?? "")
            case .table: return try host.library.inline(tableAt: -1, place: place(at: index))
            default: return nil
            }
        } catch {
            throw SceneError("\(place(at: index)): \(what): \(error.message)")
        }
    }

    // MARK: - Gestures

    private func buildGestures(at index: Int32, on view: View, what: String) throws(SceneError) {
        stack.rawGet("gestures", from: index)
        defer { stack.pop() }
        guard stack.type(at: -1) != .nil else { return }
        let list = stack.top
        guard stack.type(at: list) == .table else { throw SceneError("\(place(at: index)): \(what): gestures must be a list { tap { ... }, ... }") }
        for i in 0..<stack.rawLength(at: list) {
            stack.rawGet(i + 1, from: list)
            defer { stack.pop() }
            let spec = stack.top
            guard let kind = kind(at: spec), SceneFields.gestureKinds.contains(kind) else {
                throw SceneError("\(place(at: index)): \(what): gestures[\(i + 1)] must be one of \(SceneFields.gestureKinds.map { "\($0){...}" }.joined(separator: ", "))")
            }
            let recognizer = try buildGesture(kind, at: spec)
            view.addGestureRecognizer(recognizer)
            host.lintGestureAction(of: recognizer, on: view, at: place(at: spec))
        }
    }

    private func buildGesture(_ kind: String, at index: Int32) throws(SceneError) -> GestureRecognizer {
        let what = describe(kind, at: index)
        checkFields(at: index, allowed: SceneFields.gesture(kind), of: what)
        var name = string("name", at: index) ?? ""
        if name.isEmpty {
            var n = 1
            while gestureNames["\(kind)\(n)"] != nil { n += 1 }
            name = "\(kind)\(n)"
        }
        guard gestureNames[name] == nil else { throw SceneError("\(place(at: index)): duplicate gesture name '\(name)'") }
        let recognizer: GestureRecognizer
        switch kind {
        case "tap":
            let tap = TapGestureRecognizer(name: name)
            tap.numberOfTapsRequired = try whole("taps", at: index, of: what, rule: SceneFields.tapCount) ?? 1
            tap.numberOfTouchesRequired = try whole("touches", at: index, of: what, rule: SceneFields.touchCount) ?? 1
            recognizer = tap
        case "longPress":
            let press = LongPressGestureRecognizer(name: name)
            press.minimumPressDuration = try number("minimumDuration", at: index, of: what, rule: SceneFields.duration) ?? 0.5
            press.allowableMovement = try number("allowableMovement", at: index, of: what, rule: SceneFields.distance) ?? 10
            press.numberOfTouchesRequired = try whole("touches", at: index, of: what, rule: SceneFields.touchCount) ?? 1
            recognizer = press
        case "pan", "screenEdgePan":
            let pan: PanGestureRecognizer
            if kind == "screenEdgePan" {
                let edgePan = ScreenEdgePanGestureRecognizer(name: name)
                let edge = try text("edges", at: index, of: what) ?? "left"
                guard let edges = ScreenEdge(rawValue: edge) else {
                    throw SceneError("\(place(at: index)): \(what): edges must be \"left\", \"right\", \"top\" or \"bottom\", got \"\(edge)\"")
                }
                edgePan.edges = edges
                pan = edgePan
            } else {
                pan = PanGestureRecognizer(name: name)
            }
            pan.minimumNumberOfTouches = try whole("minimumTouches", at: index, of: what, rule: SceneFields.touchCount) ?? 1
            pan.maximumNumberOfTouches = try whole("maximumTouches", at: index, of: what, rule: SceneFields.touchLimit) ?? Int.max
            recognizer = pan
        case "swipe":
            let swipe = SwipeGestureRecognizer(name: name)
            let direction = try text("direction", at: index, of: what) ?? "right"
            guard let value = SwipeDirection(rawValue: direction) else {
                throw SceneError("\(place(at: index)): \(what): direction must be \"right\", \"left\", \"up\" or \"down\", got \"\(direction)\"")
            }
            swipe.direction = value
            swipe.numberOfTouchesRequired = try whole("touches", at: index, of: what, rule: SceneFields.touchCount) ?? 1
            recognizer = swipe
        case "pinch":
            recognizer = PinchGestureRecognizer(name: name)
        case "rotation":
            recognizer = RotationGestureRecognizer(name: name)
        default:
            let scripted = ScriptedGestureRecognizer(name: name)
            guard let definition = try behaviourDefinition(key: "script", at: index, of: what) else {
                throw SceneError("\(place(at: index)): \(what): gesture { script = BEHAVIOUR } needs a script (a behaviour name or table)")
            }
            let binding = host.binding(for: scripted)
            binding.script = definition
            scripted.script = LuaGestureScript(host: host, binding: binding)
            stack.rawGet("props", from: index)
            if stack.type(at: -1) == .table {
                stack.push(binding.state)
                stack.pushValue(at: -2)
                stack.rawSet("props", in: -2)
                stack.pop()
            }
            stack.pop()
            recognizer = scripted
        }
        recognizer.action = try text("action", at: index, of: what)
        recognizer.cancelsTouchesInView = try bool("cancelsTouchesInView", at: index, of: what) ?? true
        recognizer.delaysTouchesBegan = try bool("delaysTouchesBegan", at: index, of: what) ?? false
        recognizer.delaysTouchesEnded = try bool("delaysTouchesEnded", at: index, of: what) ?? true
        recognizer.isEnabled = try bool("enabled", at: index, of: what) ?? true
        stack.rawGet("allowedTouchTypes", from: index)
        if stack.type(at: -1) != .nil {
            switch host.touchTypes(at: -1, on: stack) {
            case let .success(types): recognizer.allowedTouchTypes = types
            case let .failure(error):
                stack.pop()
                throw SceneError("\(place(at: index)): \(what): allowedTouchTypes: \(error.message)")
            }
        }
        stack.pop()
        if let required = try text("requireToFail", at: index, of: what) {
            requirements.append((recognizer, required, place(at: index)))
        }
        gestureNames[name] = recognizer
        host.binding(for: recognizer)
        return recognizer
    }
}
