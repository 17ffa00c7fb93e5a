import LuaVM
import MoonchainFormats
import ResponderKit

extension ResponderBinding {
    /// Whether the responder is a control (only controls have the control fields).
    var isControl: Bool { (responder as? View)?.asControl != nil }
}

extension ScriptHost {
    /// Pushes a control field (rules C1–C8); nil for a field this kind of control lacks.
    func pushControlField(_ field: ResponderField, of control: Control?, on stack: LuaStack) {
        guard let control else { return stack.pushNil() }
        let slider = control as? Slider
        switch field {
        case .enabled: stack.push(control.isEnabled)
        case .selected: stack.push(control.isSelected)
        case .highlighted: stack.push(control.isHighlighted)
        case .tracking: stack.push(control.isTracking)
        case .touchInside: stack.push(control.isTouchInside)
        case .on:
            if let toggle = control as? Switch { stack.push(toggle.isOn) } else { stack.pushNil() }
        case .value:
            if let slider { stack.pushNumber(slider.value) } else { stack.pushNil() }
        case .minimumValue:
            if let slider { stack.pushNumber(slider.minimumValue) } else { stack.pushNil() }
        case .maximumValue:
            if let slider { stack.pushNumber(slider.maximumValue) } else { stack.pushNil() }
        case .continuous:
            if let slider { stack.push(slider.isContinuous) } else { stack.pushNil() }
        case .text:
            if let textField = control as? TextField { stack.push(textField.text) } else { stack.pushNil() }
        case .placeholder:
            if let textField = control as? TextField { stack.push(textField.placeholder) } else { stack.pushNil() }
        case .editing:
            if let textField = control as? TextField { stack.push(textField.isEditing) } else { stack.pushNil() }
        default: stack.pushNil()
        }
    }

    /// Assigns a control field from the value at index 3 (sends no action, rule C4); returns an
    /// error message when it cannot.
    func setControlField(_ field: ResponderField, of control: Control, on stack: LuaStack) -> String? {
        let kind = type(of: control).controlKind
        switch field {
        case .tracking, .touchInside, .editing:
            return "'\(field.key)' is read-only"
        case .text, .placeholder:
            // X7: writing `text` asks no delegate and sends no editingChanged.
            guard let textField = control as? TextField else {
                return "\(field.key) is a textField field; \(control.name) is a \(kind)"
            }
            guard stack.type(at: 3) == .string, let value = stack.toString(at: 3) else {
                return "\(field.key) must be a string, got \(typeName(at: 3, on: stack))"
            }
            if field == .text { textField.text = value } else { textField.placeholder = value }
            return nil
        case .enabled, .selected, .highlighted, .on, .continuous:
            guard stack.type(at: 3) == .boolean else {
                return "\(field.key) must be a boolean, got \(typeName(at: 3, on: stack))"
            }
            let value = stack.toBool(at: 3)
            switch field {
            case .enabled: control.isEnabled = value
            case .selected: control.isSelected = value
            case .highlighted: control.isHighlighted = value
            case .on:
                guard let toggle = control as? Switch else {
                    return "on is a switch field; \(control.name) is a \(kind)"
                }
                toggle.isOn = value
            default:
                guard let slider = control as? Slider else {
                    return "continuous is a slider field; \(control.name) is a \(kind)"
                }
                slider.isContinuous = value
            }
            return nil
        case .value, .minimumValue, .maximumValue:
            guard let slider = control as? Slider else {
                return "\(field.key) is a slider field; \(control.name) is a \(kind)"
            }
            guard stack.type(at: 3) == .number, let number = stack.toDouble(at: 3) else {
                return "\(field.key) must be a number, got \(typeName(at: 3, on: stack))"
            }
            guard number.isFinite else { return "\(field.key) must be a finite number, got \(NumberRule.text(number))" }
            switch field {
            case .value: slider.value = number
            case .minimumValue:
                guard number <= slider.maximumValue else {
                    return
                        "minimumValue \(NumberRule.text(number)) would be above maximumValue \(NumberRule.text(slider.maximumValue)); raise maximumValue first"
                }
                slider.minimumValue = number
            default:
                guard number >= slider.minimumValue else {
                    return
                        "maximumValue \(NumberRule.text(number)) would be below minimumValue \(NumberRule.text(slider.minimumValue)); lower minimumValue first"
                }
                slider.maximumValue = number
            }
            return nil
        default:
            return "'\(field.key)' is read-only"
        }
    }
}
