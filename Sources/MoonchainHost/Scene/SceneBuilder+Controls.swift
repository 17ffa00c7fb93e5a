import LuaVM
import MoonchainFormats
import ResponderKit

extension SceneBuilder {
    /// The view a `view { ... }` makes, or the control a `control`, `button`, `switch` or
    /// `slider { ... }` makes, with its control fields set and its actions noted for later.
    func makeBareView(_ spec: ViewSpec, name: String) -> View {
        let frame = spec.frame ?? .zero
        guard let control = spec.control else { return View(name: name, frame: frame) }
        let made: Control
        switch control.kind {
        case "button": made = Button(name: name, frame: frame)
        case "switch":
            let toggle = Switch(name: name, frame: frame)
            if let on = control.on { toggle.isOn = on }
            made = toggle
        case "slider":
            let slider = Slider(name: name, frame: frame)
            // Bounds first (the reader refused an inverted range), then the value, clamped.
            if let maximum = control.maximumValue { slider.maximumValue = maximum }
            if let minimum = control.minimumValue { slider.minimumValue = minimum }
            if let continuous = control.continuous { slider.isContinuous = continuous }
            if let value = control.value { slider.value = value }
            made = slider
        case "textField":
            let field = TextField(name: name, frame: frame)
            if let text = control.text { field.text = text }
            if let placeholder = control.placeholder { field.placeholder = placeholder }
            if let clears = control.clearsOnBeginEditing { field.clearsOnBeginEditing = clears }
            if let delegate = control.delegate { textDelegates.append((field, delegate, spec.place)) }
            made = field
        default: made = Control(name: name, frame: frame)
        }
        if let enabled = control.enabled { made.isEnabled = enabled }
        if let selected = control.selected { made.isSelected = selected }
        for action in control.actions { pendingActions.append((made, action)) }
        return made
    }

    /// `delegate = NAME` of every text field, now that every responder exists.
    func resolveTextDelegates() throws(SourceError) {
        for (field, name, place) in textDelegates {
            guard let responder = host.responder(named: name) else {
                throw SourceError(
                    at: place, "textField '\(field.name)': delegate = '\(name)': no responder has that name")
            }
            field.delegateResponder = responder
        }
        textDelegates.removeAll()
    }

    /// Adds every control's actions, now that every responder exists: a named target must be
    /// a responder whose behaviour defines the action (a load error naming file:line, with the
    /// closest method name); a nil-targeted action no behaviour defines is warned about.
    func addPendingActions() throws(SourceError) {
        let pending = pendingActions
        pendingActions = []
        for (control, action) in pending {
            let target: Responder?
            let kind = type(of: control).controlKind
            if let name = action.target {
                guard let found = host.registry.responder(named: name) else {
                    let hint =
                        NameSuggestion.closest(to: name, among: host.registry.allNames).map {
                            "; did you mean '\($0)'?"
                        } ?? ""
                    throw SourceError(
                        at: action.place,
                        "\(kind) '\(control.name)': actions.\(action.eventName): target '\(name)' names no responder\(hint)"
                    )
                }
                guard found.behavior?.respondsToAction(action.name) == true else {
                    throw SourceError(
                        at: action.place,
                        "\(kind) '\(control.name)': actions.\(action.eventName): target '\(name)' has no method '\(action.name)'\(host.methodHint(action.name, of: found))"
                    )
                }
                target = found
            } else {
                target = nil
                host.lintNilTargetedAction(action.name, of: control, event: action.eventName, at: action.place)
            }
            control.addTarget(target, action: action.name, for: action.events)
        }
    }
}
