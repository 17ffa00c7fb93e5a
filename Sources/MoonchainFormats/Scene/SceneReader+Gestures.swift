import LuaVM
import ResponderKit

/// The `gestures` list of a view: each recognizer constructor read into a `GestureSpec`.
extension SceneReader {

    func readGestures(_ node: Node, what: Subject) throws(SourceError) -> [GestureSpec] {
        stack.rawGet("gestures", from: node.index)
        defer { stack.pop() }
        let list = stack.top
        guard stack.type(at: list) == .table else {
            throw SourceError(at: node.place, "\(what): gestures must be a list { tap { ... }, ... }")
        }
        var gestures: [GestureSpec] = []
        for i in 0..<stack.rawLength(at: list) {
            stack.rawGet(i + 1, from: list)
            defer { stack.pop() }
            guard let gesture = Node(at: stack.top, on: stack, file: file, keys: keys), let kind = gesture.kind,
                ConstructorFields.gestureKinds.contains(kind)
            else {
                throw SourceError(
                    at: node.place,
                    "\(what): gestures[\(i + 1)] must be one of \(ConstructorFields.gestureKinds.map { "\($0){...}" }.joined(separator: ", "))"
                )
            }
            gestures.append(try readGesture(kind, gesture))
        }
        return gestures
    }

    func readGesture(_ kind: String, _ node: Node) throws(SourceError) -> GestureSpec {
        let what = Subject(kind: kind, name: node.name)
        try warnUnknown(node, allowed: SceneField.Set.gesture(kind), of: what)
        var g = GestureSpec(kind: kind, place: node.place)
        g.name = node.name
        switch kind {
        case "tap":
            g.taps = try whole(.taps, of: node, what: what, rule: ConstructorFields.tapCount)
            g.touches = try whole(.touches, of: node, what: what, rule: ConstructorFields.touchCount)
        case "longPress":
            g.minimumDuration = try number(.minimumDuration, of: node, what: what, rule: ConstructorFields.duration)
            g.allowableMovement = try number(.allowableMovement, of: node, what: what, rule: ConstructorFields.distance)
            g.touches = try whole(.touches, of: node, what: what, rule: ConstructorFields.touchCount)
        case "pan", "screenEdgePan":
            if kind == "screenEdgePan", let edge = try text(.edges, of: node, what: what) {
                guard let edges = ScreenEdge(rawValue: edge) else {
                    throw SourceError(
                        at: node.place,
                        "\(what): edges must be \"left\", \"right\", \"top\" or \"bottom\", got \"\(edge)\"")
                }
                g.edges = edges
            }
            g.minimumTouches = try whole(.minimumTouches, of: node, what: what, rule: ConstructorFields.touchCount)
            g.maximumTouches = try whole(.maximumTouches, of: node, what: what, rule: ConstructorFields.touchLimit)
        case "swipe":
            if let direction = try text(.direction, of: node, what: what) {
                guard let value = SwipeDirection(rawValue: direction) else {
                    throw SourceError(
                        at: node.place,
                        "\(what): direction must be \"right\", \"left\", \"up\" or \"down\", got \"\(direction)\"")
                }
                g.direction = value
            }
            g.touches = try whole(.touches, of: node, what: what, rule: ConstructorFields.touchCount)
        case "pinch", "rotation":
            break
        default:
            guard let script = try behaviour(.script, of: node, what: what) else {
                throw SourceError(
                    at: node.place, "\(what): gesture { script = BEHAVIOUR } needs a script (a behaviour name or table)"
                )
            }
            g.script = script
            if node.has(.props) {
                stack.rawGet("props", from: node.index)
                if stack.type(at: -1) == .table { g.props = stack.ref() } else { stack.pop() }
            }
        }
        g.action = try text(.action, of: node, what: what)
        g.cancelsTouchesInView = try bool(.cancelsTouchesInView, of: node, what: what)
        g.delaysTouchesBegan = try bool(.delaysTouchesBegan, of: node, what: what)
        g.delaysTouchesEnded = try bool(.delaysTouchesEnded, of: node, what: what)
        g.enabled = try bool(.enabled, of: node, what: what)
        if node.has(.allowedTouchTypes) {
            stack.rawGet("allowedTouchTypes", from: node.index)
            defer { stack.pop() }
            switch host.touchTypes(at: -1, on: stack) {
            case .success(let types): g.allowedTouchTypes = types
            case .failure(let error): throw SourceError(at: node.place, "\(what): allowedTouchTypes: \(error.message)")
            }
        }
        g.requireToFail = try text(.requireToFail, of: node, what: what)
        return g
    }
}
