import MoonchainHost
import ResponderKit

extension StudioSession {
    /// A control's state for the page to draw (C1–C8): `,"control":{...}`, with a slider's
    /// track and thumb in screen points, so the page draws them where the host tests touches.
    static func controlState(_ control: Control) -> String {
        var out = ",\"control\":{\"kind\":" + StudioJSON.quote(type(of: control).controlKind)
        out += ",\"enabled\":" + (control.isEnabled ? "true" : "false")
        out += ",\"highlighted\":" + (control.isHighlighted ? "true" : "false")
        out += ",\"selected\":" + (control.isSelected ? "true" : "false")
        if let toggle = control as? Switch { out += ",\"on\":" + (toggle.isOn ? "true" : "false") }
        if let slider = control as? Slider {
            out += ",\"value\":" + StudioJSON.number(slider.value)
            out += ",\"track\":" + screenRect(slider.currentTrackRect, in: slider)
            out += ",\"thumb\":" + screenRect(slider.currentThumbRect, in: slider)
        }
        return out + "}"
    }

    private static func screenRect(_ rect: Rect, in view: View) -> String {
        let origin = view.convertToScreen(rect.origin)
        return "[" + StudioJSON.number(origin.x) + "," + StudioJSON.number(origin.y) + ","
            + StudioJSON.number(rect.width) + "," + StudioJSON.number(rect.height) + "]"
    }
}
