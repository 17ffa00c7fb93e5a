import LuaVM
import MoonchainFormats
import ResponderKit

/// Turns a ``SceneSpec`` into responders, behaviours and recognizers. The spec is already
/// checked field by field; what is left to fail here is what needs the host: loading a
/// behaviour, a gesture name used twice, a `requireToFail` naming no recognizer. Every message
/// names the file:line of the constructor it is about.
///
/// A field the spec leaves unset keeps the responder's own value: UIKit's defaults live in
/// ResponderKit, once.
final class SceneBuilder {
    unowned let host: ScriptHost
    let stack: LuaStack
    /// Names written in the scene (see ``SceneNames``) and generated ones, to keep generated
    /// names fresh.
    private var names: [String: FileLine]
    private var gestureNames: [String: GestureRecognizer] = [:]
    private var requirements: [(GestureRecognizer, String, FileLine)] = []
    /// Controls' actions, added once every responder exists (a target may come later in the scene).
    var pendingActions: [(Control, ActionSpec)] = []
    /// Scroll views whose `delegate = NAME` is resolved once every responder exists.
    var scrollDelegates: [(ScrollView, String, FileLine)] = []
    /// `delegate = NAME` of the text fields, resolved once every responder exists (X2–X7).
    var textDelegates: [(TextField, String, FileLine)] = []
    private var generated = 0
    /// The behaviour module the builder looked up last, by the name the scene gives.
    private var lastModule: (name: String, definition: BehaviourDefinition)?
    /// The bindings of the responders in tree order, parents first: the order of `didLoad`
    /// (kept as bindings, so calling it needs no lookup by identity).
    private(set) var loadOrder: [ResponderBinding] = []

    /// Whether this builds into a running scene (a controller made at run time): made-up names
    /// and recognizer names then also avoid the scene's, and `requireToFail` may name its recognizers.
    private let intoRunningScene: Bool

    init(host: ScriptHost, names: [String: FileLine], intoRunningScene: Bool = false) {
        self.host = host
        self.stack = host.vm.main
        self.names = names
        self.intoRunningScene = intoRunningScene
    }

    private func name(_ written: String?, kind: String, at place: FileLine) -> String {
        if let written { return written }
        func taken(_ name: String) -> Bool {
            names[name] != nil || (intoRunningScene && host.registry.responder(named: name) != nil)
        }
        repeat { generated += 1 } while taken("\(kind)\(generated)")
        let name = "\(kind)\(generated)"
        names[name] = place
        host.sceneLoading.noteGenerated(name)
        return name
    }

    // MARK: - Building

    func build(_ spec: SceneSpec) throws(SourceError) {
        let app = host.application
        // Every named responder gets a binding: most of a large scene's responders are named.
        host.registry.reserve(responders: spec.names.count)
        if let screen = spec.screen { app.screenSize = screen }
        loadOrder.append(host.register(app))
        if let behaviour = spec.delegate {
            let delegate = AppDelegate(name: "delegate")
            app.delegate = delegate
            let binding = host.register(delegate)
            try attach(behaviour, props: nil, to: binding, at: spec.place, what: "delegate")
            loadOrder.append(binding)
        }
        var keyWindow: Window?
        for window in spec.windows {
            let built = try buildWindow(window)
            if window.key == true { keyWindow = built }
        }
        if let keyWindow { app.makeKey(keyWindow) }
        if spec.remoteControl == true { app.beginReceivingRemoteControlEvents() }
        if spec.keyCommandsFirst == true { app.keyCommandsFirst = true }
        try resolvePending()
    }

    /// A `controller { ... }` made at run time (N8: to push), built as a scene's controller is
    /// but in no window yet. Its names must not be the running scene's.
    func buildController(_ spec: ControllerSpec) throws(SourceError) -> ViewController {
        for (name, place) in names.sorted(by: { $0.key < $1.key }) where host.registry.responder(named: name) != nil {
            throw SourceError(at: place, "the name '\(name)' is already used in the scene; names are unique")
        }
        let controller = try buildController(spec, in: nil, enclosing: nil)
        try resolvePending()
        return controller
    }

    /// What waits until every responder the build makes exists: `requireToFail` by name,
    /// actions' targets and delegates.
    private func resolvePending() throws(SourceError) {
        for (recognizer, required, place) in requirements {
            guard let other = gestureNames[required] ?? (intoRunningScene ? host.recognizer(named: required) : nil)
            else {
                throw SourceError(at: place, "requireToFail = '\(required)': no gesture recognizer has that name")
            }
            recognizer.requiredToFail.append(other)
        }
        try addPendingActions()
        try resolveScrollDelegates()
        try resolveTextDelegates()
    }

    private func buildWindow(_ spec: WindowSpec) throws(SourceError) -> Window {
        let view = spec.view
        let screen = Rect(origin: .zero, size: host.application.screenSize)
        let window = Window(name: name(view.name, kind: "window", at: view.place), frame: view.frame ?? screen)
        if let level = spec.level { window.level = level }
        apply(view, to: window)
        host.application.addWindow(window)
        let binding = host.registry.register(new: window, scripted: view.behaviour != nil)
        try attach(view.behaviour, props: view.props, to: binding, at: view.place, what: view.describe("window"))
        loadOrder.append(binding)
        try fill(window, from: view, controller: nil)
        return window
    }

    @discardableResult
    private func buildController(
        _ spec: ControllerSpec, in parent: View?, enclosing: ViewController?
    ) throws(SourceError) -> ViewController {
        // The controller exists before its root view's subtree is built, so controllers nested
        // in it become its children; it loads before its root view, its parent in the chain.
        let (rootView, rootBinding) = try makeView(spec.root)
        let controller = ViewController(name: name(spec.name, kind: "controller", at: spec.place), view: rootView)
        enclosing?.addChild(controller)
        if let window = parent as? Window, window.rootViewController == nil { window.rootViewController = controller }
        let binding = host.registry.register(new: controller, scripted: spec.behaviour != nil)
        try attach(spec.behaviour, props: spec.props, to: binding, at: spec.place, what: spec.describe())
        loadOrder.append(binding)
        loadOrder.append(rootBinding)
        try fill(rootView, from: spec.root, controller: controller)
        parent?.addSubview(rootView)
        return controller
    }

    // Navigation (rules N1–N10).
    /// A `navigation { ... }`: its view fills `parent` unless it gives a frame; its controllers
    /// are the stack (N1), and its recognizers are named `NAME.edgePop` and `NAME.contentPop`
    /// for `requireToFail`.
    private func buildNavigation(_ spec: NavigationSpec, in parent: View, enclosing: ViewController?)
        throws(SourceError)
    {
        let name = name(spec.name, kind: "navigation", at: spec.place)
        let frame = spec.frame ?? Rect(origin: .zero, size: parent.bounds.size)
        let navigationView = View(name: "\(name).view", frame: frame)
        let navigation = NavigationController(name: name, view: navigationView)
        enclosing?.addChild(navigation)
        if let window = parent as? Window, window.rootViewController == nil { window.rootViewController = navigation }
        let binding = host.registry.register(new: navigation, scripted: spec.behaviour != nil)
        try attach(spec.behaviour, props: spec.props, to: binding, at: spec.place, what: spec.describe())
        loadOrder.append(binding)
        loadOrder.append(host.registry.register(new: navigationView, scripted: false))
        if let contentPop = spec.contentPop { navigation.usesContentPop = contentPop }
        if spec.navigationBarHidden == true { navigation.isNavigationBarHidden = true }
        if spec.customBack == true { navigation.hasCustomBackButton = true }
        parent.addSubview(navigationView)
        var stack: [ViewController] = []
        for controller in spec.controllers {
            stack.append(try buildController(controller, in: nil, enclosing: nil))
        }
        do {
            try navigation.setViewControllers(stack)
        } catch {
            throw SourceError(at: spec.place, "\(spec.describe()): \(error)")
        }
        for view in spec.views { navigationView.addSubview(try buildView(view, controller: nil)) }
        for recognizer in [navigation.edgePop, navigation.contentPop] {
            gestureNames[recognizer.name] = recognizer
            host.binding(for: recognizer)
        }
        host.sceneLoading.noteNavigation(navigation)
    }

    private func buildView(_ spec: ViewSpec, controller: ViewController?) throws(SourceError) -> View {
        let (view, binding) = try makeView(spec)
        loadOrder.append(binding)
        try fill(view, from: spec, controller: controller)
        return view
    }

    /// The view a `view { ... }` describes, with its fields and behaviour, but no subviews
    /// yet, and its binding.
    private func makeView(_ spec: ViewSpec) throws(SourceError) -> (View, ResponderBinding) {
        let view: View
        if let scroll = spec.scroll {
            view = makeScrollClass(
                scroll, name: name(spec.name, kind: scroll.viewClass, at: spec.place), frame: spec.frame ?? .zero)
        } else {
            view = makeBareView(spec, name: name(spec.name, kind: spec.control?.kind ?? "view", at: spec.place))
        }
        apply(spec, to: view)
        if let cell = view as? Cell, let frame = spec.frame {
            cell.placedFrame = frame
            cell.frame = frame
        }
        let binding = host.registry.register(new: view, scripted: spec.behaviour != nil)
        try attach(
            spec.behaviour, props: spec.props, to: binding, at: spec.place,
            what: spec.describe(spec.scroll?.viewClass ?? spec.control?.kind ?? "view"))
        return (view, binding)
    }

    /// Sets the view fields the scene gives, apart from `frame`; the others keep ResponderKit's
    /// defaults.
    private func apply(_ spec: ViewSpec, to view: View) {
        if let bounds = spec.bounds { view.bounds = bounds }
        if let transform = spec.transform { view.transform = transform }
        if let hidden = spec.hidden { view.isHidden = hidden }
        if let alpha = spec.alpha { view.alpha = alpha }
        if let enabled = spec.userInteractionEnabled { view.isUserInteractionEnabled = enabled }
        if let enabled = spec.multipleTouchEnabled { view.isMultipleTouchEnabled = enabled }
        if let exclusive = spec.exclusiveTouch { view.isExclusiveTouch = exclusive }
        if let clips = spec.clipsToBounds { view.clipsToBounds = clips }
        if let keyboard = spec.keyboard { view.showsKeyboard = keyboard }
        if let color = spec.backgroundColor { view.backgroundColor = color }
    }

    /// Adds what a view or window holds: its recognizers, children and input views.
    private func fill(_ view: View, from spec: ViewSpec, controller: ViewController?) throws(SourceError) {
        for gesture in spec.gestures {
            let recognizer = try buildGesture(gesture)
            view.addGestureRecognizer(recognizer)
            host.lintGestureAction(of: recognizer, on: view, at: gesture.place.description)
        }
        for child in spec.children {
            switch child {
            case .view(let child):
                view.addSubview(try buildView(child, controller: controller))
            case .controller(let child):
                try buildController(child, in: view, enclosing: controller)
            case .navigation(let child):
                try buildNavigation(child, in: view, enclosing: controller)
            case .invalid(let position, let got):
                throw SourceError(
                    at: spec.place,
                    "child \(position) of '\(view.name)' must be a view { ... } or controller { ... }, got \(got)")
            }
        }
        if let scroll = spec.scroll, let scrollView = view as? ScrollView {
            finish(scrollView, from: scroll, at: spec.place)
        }
        for input in spec.inputViews {
            let built = try buildView(input.view, controller: nil)
            switch input.slot {
            case .inputView: view.inputView = built
            case .inputAccessoryView: view.inputAccessoryView = built
            }
        }
    }

    // MARK: - Behaviours

    /// Attaches `behaviour` (and `props`, whose reference the binding takes over) to the
    /// responder of `binding`. `what` names the responder in a message, so it is made only for one.
    private func attach(
        _ behaviour: BehaviourSpec?, props: LuaRef?, to binding: ResponderBinding, at place: FileLine,
        what: @autoclosure () -> String
    ) throws(SourceError) {
        if let props {
            stack.unref(binding.props)
            binding.props = props
        }
        guard let behaviour else { return }
        let definition = try self.definition(of: behaviour, at: place, what: what())
        let scripted = ScriptedBehaviour(host: host, binding: binding, definition: definition)
        binding.behaviour = scripted
        binding.responder.behavior = scripted
    }

    /// Loads the behaviour a scene names or gives inline (once per module or table).
    private func definition(of behaviour: BehaviourSpec, at place: FileLine, what: @autoclosure () -> String)
        throws(SourceError) -> BehaviourDefinition
    {
        do throws(SourceError) {
            switch behaviour {
            case .module(let name):
                // A large scene names the same behaviour view after view: compare the name
                // with the last one's before a dictionary lookup (a hash of the name each time).
                if let last = lastModule, last.name == name { return last.definition }
                let definition = try host.library.module(named: name)
                lastModule = (name, definition)
                return definition
            case .inline(let table):
                stack.push(table)
                defer {
                    stack.pop()
                    stack.unref(table)
                }
                return try host.library.inline(tableAt: -1, place: place.description)
            }
        } catch {
            throw SourceError(at: place, "\(what()): \(error.description)")
        }
    }

    // MARK: - Gestures

    private func buildGesture(_ spec: GestureSpec) throws(SourceError) -> GestureRecognizer {
        let kind = spec.kind
        var name = spec.name ?? ""
        if name.isEmpty {
            var n = 1
            while gestureNames["\(kind)\(n)"] != nil { n += 1 }
            name = "\(kind)\(n)"
        }
        if spec.name?.isEmpty ?? true, intoRunningScene {
            var n = 1
            while gestureNames["\(kind)\(n)"] != nil || host.recognizer(named: "\(kind)\(n)") != nil { n += 1 }
            name = "\(kind)\(n)"
        }
        guard gestureNames[name] == nil, !intoRunningScene || host.recognizer(named: name) == nil else {
            throw SourceError(at: spec.place, "duplicate gesture name '\(name)'")
        }
        let recognizer: GestureRecognizer
        switch kind {
        case "tap":
            let tap = TapGestureRecognizer(name: name)
            if let taps = spec.taps { tap.numberOfTapsRequired = taps }
            if let touches = spec.touches { tap.numberOfTouchesRequired = touches }
            recognizer = tap
        case "longPress":
            let press = LongPressGestureRecognizer(name: name)
            if let duration = spec.minimumDuration { press.minimumPressDuration = duration }
            if let movement = spec.allowableMovement { press.allowableMovement = movement }
            if let touches = spec.touches { press.numberOfTouchesRequired = touches }
            recognizer = press
        case "pan", "screenEdgePan":
            let pan: PanGestureRecognizer
            if kind == "screenEdgePan" {
                let edgePan = ScreenEdgePanGestureRecognizer(name: name)
                if let edges = spec.edges { edgePan.edges = edges }
                pan = edgePan
            } else {
                pan = PanGestureRecognizer(name: name)
            }
            if let touches = spec.minimumTouches { pan.minimumNumberOfTouches = touches }
            if let touches = spec.maximumTouches { pan.maximumNumberOfTouches = touches }
            recognizer = pan
        case "swipe":
            let swipe = SwipeGestureRecognizer(name: name)
            if let direction = spec.direction { swipe.direction = direction }
            if let touches = spec.touches { swipe.numberOfTouchesRequired = touches }
            recognizer = swipe
        case "pinch":
            recognizer = PinchGestureRecognizer(name: name)
        case "rotation":
            recognizer = RotationGestureRecognizer(name: name)
        default:
            let scripted = ScriptedGestureRecognizer(name: name)
            guard let script = spec.script else {
                throw SourceError(
                    at: spec.place,
                    "\(spec.describe()): gesture { script = BEHAVIOUR } needs a script (a behaviour name or table)")
            }
            let definition = try self.definition(of: script, at: spec.place, what: spec.describe())
            let binding = host.binding(for: scripted)
            binding.script = definition
            scripted.script = LuaGestureScript(host: host, binding: binding)
            if let props = spec.props {
                stack.push(binding.state)
                stack.push(props)
                stack.rawSet("props", in: -2)
                stack.pop()
                stack.unref(props)
            }
            recognizer = scripted
        }
        recognizer.action = spec.action
        if let cancels = spec.cancelsTouchesInView { recognizer.cancelsTouchesInView = cancels }
        if let delays = spec.delaysTouchesBegan { recognizer.delaysTouchesBegan = delays }
        if let delays = spec.delaysTouchesEnded { recognizer.delaysTouchesEnded = delays }
        if let enabled = spec.enabled { recognizer.isEnabled = enabled }
        if let types = spec.allowedTouchTypes { recognizer.allowedTouchTypes = types }
        if let required = spec.requireToFail {
            requirements.append((recognizer, required, spec.place))
        }
        gestureNames[name] = recognizer
        host.binding(for: recognizer)
        return recognizer
    }
}
