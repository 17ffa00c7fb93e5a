extension SceneWriter {
    /// The comment block at the top: what was imported, the screen and key window, what was
    /// left out with counts, and every warning.
    func header(_ scene: ImportedScene) -> String {
        let s = scene.statistics
        var lines: [String] = []
        let views = scene.nodes.count
        lines.append(
            "Imported by `moonchain import` from \(source): \(s.imported) view record\(s.imported == 1 ? "" : "s") of -[UIView recursiveDescription] (\(s.lines) lines)."
        )
        if scene.addedWindow {
            lines.append(
                "The root is not a window: it is placed, at its frame, in a window named \"window\" the size of the screen."
            )
        }
        lines.append(
            "Screen: \(SceneNumber.text(scene.screen.width)) x \(SceneNumber.text(scene.screen.height)) (\(scene.screenSource)). Key window: \(scene.keyWindow). \(views) node\(views == 1 ? "" : "s") below."
        )
        var skipped = [
            "\(s.layerLines) sublayer line\(s.layerLines == 1 ? "" : "s") ((layer))",
            "\(s.layerFields) layer field\(s.layerFields == 1 ? "" : "s")",
            "\(s.otherLines) line\(s.otherLines == 1 ? "" : "s") that are not view records",
        ]
        if s.recordsAfterFirstTree > 0 {
            skipped.append(
                "\(s.recordsAfterFirstTree) record\(s.recordsAfterFirstTree == 1 ? "" : "s") after the first tree")
        }
        if s.recordsTooDeep > 0 {
            skipped.append("\(s.recordsTooDeep) record\(s.recordsTooDeep == 1 ? "" : "s") nested too deep")
        }
        lines.append("Skipped: " + skipped.joined(separator: ", ") + ".")
        if !s.fieldsNotModelled.isEmpty {
            let fields = s.fieldsNotModelled.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
                .map { "\($0.key) x\($0.value)" }.joined(separator: ", ")
            lines.append("Fields not modelled: \(fields).")
        }
        lines.append(
            "Each view's props give the dump's class, address and line (props.class, props.address, props.line).")
        if scene.warnings.isEmpty {
            lines.append("Warnings: none.")
        } else {
            lines.append("Warnings (\(scene.warnings.count)):")
            lines += scene.warnings.map { "  \($0)" }
        }
        return lines.map { "-- " + oneLine($0) }.joined(separator: "\n") + "\n"
    }

    /// A comment stays one line whatever the dump held.
    private func oneLine(_ text: String) -> String {
        String(text.unicodeScalars.map { $0.value < 0x20 ? " " : Character($0) })
    }
}
