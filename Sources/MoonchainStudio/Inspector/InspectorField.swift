import MoonchainHost
import ResponderKit

/// One row of the inspector: a view's field as the Lua key a script writes, its value as a
/// Lua literal (what an edit sends back), whether the inspector may edit it, and the shape
/// a value takes.
struct InspectorField: Equatable {
    /// The Lua key (`frame`, `contentOffset`, ...).
    var key: String
    /// The value as a Lua literal: `{10, 20, 100, 44}`, `true`, `"#ff0000ff"`, `nil`.
    var value: String
    /// Whether a script may assign it (and so the inspector may edit it).
    var editable: Bool
    /// The shape of a value, shown beside the field: `{x, y, w, h}`.
    var hint: String
    /// Which section of the inspector it belongs to: `view`, `control` or `scroll`.
    var group: String

    /// Every field the inspector shows for `view`, in the order Xcode's inspector lists them:
    /// geometry, then appearance and interaction flags, then the control's and the scroll
    /// view's state.
    static func fields(of view: View) -> [InspectorField] {
        var fields: [InspectorField] = [
            .init(key: "frame", value: literal(view.frame), editable: true, hint: "{x, y, w, h}", group: "view"),
            .init(key: "bounds", value: literal(view.bounds), editable: true, hint: "{x, y, w, h}", group: "view"),
            .init(
                key: "center", value: literal(view.center.x, view.center.y), editable: true, hint: "{x, y}",
                group: "view"),
            .init(
                key: "transform", value: literal(view.transform), editable: true, hint: "{a, b, c, d, tx, ty}",
                group: "view"),
            .init(key: "hidden", value: literal(view.isHidden), editable: true, hint: "true | false", group: "view"),
            .init(key: "alpha", value: number(view.alpha), editable: true, hint: "0…1", group: "view"),
            .init(
                key: "userInteractionEnabled", value: literal(view.isUserInteractionEnabled), editable: true,
                hint: "true | false", group: "view"),
            .init(
                key: "multipleTouchEnabled", value: literal(view.isMultipleTouchEnabled), editable: true,
                hint: "true | false", group: "view"),
            .init(
                key: "exclusiveTouch", value: literal(view.isExclusiveTouch), editable: true, hint: "true | false",
                group: "view"),
            .init(
                key: "clipsToBounds", value: literal(view.clipsToBounds), editable: true, hint: "true | false",
                group: "view"),
            .init(
                key: "backgroundColor", value: view.backgroundColor.map { "\"" + $0.hex + "\"" } ?? "nil",
                editable: true,
                hint: "\"#rrggbb\" | \"#rrggbbaa\" | {r, g, b, a} | nil", group: "view"),
        ]
        if let control = view.asControl {
            fields += [
                .init(
                    key: "enabled", value: literal(control.isEnabled), editable: true, hint: "true | false",
                    group: "control"),
                .init(
                    key: "selected", value: literal(control.isSelected), editable: true, hint: "true | false",
                    group: "control"),
                .init(
                    key: "highlighted", value: literal(control.isHighlighted), editable: true, hint: "true | false",
                    group: "control"),
                .init(
                    key: "tracking", value: literal(control.isTracking), editable: false, hint: "read-only",
                    group: "control"),
            ]
            if let toggle = control as? Switch {
                fields.append(
                    .init(
                        key: "on", value: literal(toggle.isOn), editable: true, hint: "true | false", group: "control"))
            }
            if let slider = control as? Slider {
                fields.append(
                    .init(
                        key: "value", value: number(slider.value), editable: true,
                        hint: "\(number(slider.minimumValue))…\(number(slider.maximumValue))", group: "control"))
            }
        }
        if let scroll = view as? ScrollView {
            fields += [
                .init(
                    key: "contentOffset", value: literal(scroll.contentOffset.x, scroll.contentOffset.y),
                    editable: true, hint: "{x, y}", group: "scroll"),
                .init(
                    key: "contentSize", value: literal(scroll.contentSize.width, scroll.contentSize.height),
                    editable: true, hint: "{w, h}", group: "scroll"),
                .init(
                    key: "zoomScale", value: number(scroll.zoomScale), editable: true, hint: "a number", group: "scroll"
                ),
                .init(
                    key: "dragging", value: literal(scroll.isDragging), editable: false, hint: "read-only",
                    group: "scroll"),
                .init(
                    key: "decelerating", value: literal(scroll.isDecelerating), editable: false, hint: "read-only",
                    group: "scroll"),
            ]
        }
        if let cell = view as? Cell {
            fields += [
                .init(
                    key: "highlighted", value: literal(cell.isHighlighted), editable: false,
                    hint: "read-only (the table sets it)", group: "cell"),
                .init(
                    key: "selected", value: literal(cell.isSelected), editable: false,
                    hint: "read-only (the table sets it)", group: "cell"),
            ]
        }
        return fields
    }

    static func number(_ value: Double) -> String {
        // Lua has no literal for NaN or the infinities: write what evaluates to them.
        if value.isNaN { return "0/0" }
        if value.isInfinite { return value > 0 ? "math.huge" : "-math.huge" }
        return formatPoints(value)
    }

    static func literal(_ values: Double...) -> String {
        "{" + values.map(number).joined(separator: ", ") + "}"
    }

    static func literal(_ rect: Rect) -> String {
        literal(rect.x, rect.y, rect.width, rect.height)
    }

    static func literal(_ t: Transform) -> String {
        literal(t.a, t.b, t.c, t.d, t.tx, t.ty)
    }

    static func literal(_ flag: Bool) -> String {
        flag ? "true" : "false"
    }
}
