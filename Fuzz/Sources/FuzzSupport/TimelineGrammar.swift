/// Timelines for the generated scenes: touches anywhere (including far off screen), shakes,
/// presses, actions, `lua` lines and ticks, in non-decreasing time.
public enum TimelineGrammar {
    /// A timeline of up to `maxLines` lines touching points in a 400×900 area.
    public static func timeline(_ chooser: inout ByteChooser, maxLines: Int = 24) -> String {
        var lines: [String] = []
        var time = 0.0
        var down: [Int] = []
        let count = 4 + chooser.small(maxLines - 4)
        for _ in 0..<count {
            time += [0, 0.01, 0.1, 0.4, 0.6][chooser.choose(5)]
            let t = String(format: "%.2f", time)
            switch chooser.choose(9) {
            case 0, 1, 2:
                let id =
                    down.isEmpty || chooser.choose(3) == 0 ? chooser.small(4) + 1 : down[chooser.choose(down.count)]
                let phase: String
                if down.contains(id) {
                    phase = chooser.pick(["moved", "stationary", "ended", "cancelled", "moved"])
                    if phase == "ended" || phase == "cancelled" { down.removeAll { $0 == id } }
                } else {
                    phase = "began"
                    down.append(id)
                }
                lines.append("\(t) touch \(id) \(phase) \(coordinate(&chooser)) \(coordinate(&chooser))")
            case 3:
                lines.append("\(t) motion shake \(chooser.pick(["began", "ended", "cancelled"]))")
            case 4:
                lines.append(
                    "\(t) press \(chooser.pick(["select", "upArrow", "key", "menu"])) \(chooser.pick(["began", "ended", "changed", "cancelled"])) a"
                )
            case 5:
                lines.append("\(t) action \(chooser.pick(["copy", "paste", "act", "touchesBegan", "didLoad"]))")
            case 6:
                lines.append("\(t) lua \(chooser.pick(luaLines))")
            case 7:
                lines.append("\(t) remote \(chooser.pick(["play", "pause", "togglePlayPause", "nextTrack"]))")
            default:
                lines.append("\(t) tick")
            }
        }
        for id in down { lines.append(String(format: "%.2f", time + 0.01) + " touch \(id) ended 10 10") }
        return lines.joined(separator: "\n")
    }

    static func coordinate(_ chooser: inout ByteChooser) -> String {
        chooser.pick(["10", "50", "150", "5", "300", "-20", "1e300", "-1e300", "99999", "0.5", "390", "844"])
    }

    /// Timeline `lua` lines that poke at the scene from outside any handler.
    static let luaLines = [
        "print(find(\"a\") and find(\"a\").name)",
        "find(\"a\"):removeFromSuperview()",
        "find(\"b\"):addSubview(find(\"a\"))",
        "find(\"a\"):addSubview(find(\"root\"))",
        "find(\"a\").frame = {0/0, 1/0, -1/0, 1e300}",
        "find(\"b\"):becomeFirstResponder()",
        "app:sendAction(\"act\", nil, nil)",
        "collectgarbage()",
        "print(app:firstResponder())",
        "local v = find(\"root\") for i = 1, 500 do local w = find(\"c\") if w then v:addSubview(w) v = w end end",
    ]
}
