import MoonchainFormats
import ResponderKit

extension HitMap {
    /// The map as an SVG document: the sample cells filled with the colour of the view a touch
    /// there reaches, every view's frame outlined and labelled (hidden ones dashed, invisible
    /// but blocking ones hatched), and a legend to the right of the screen.
    public func svg(title: String) -> String {
        let legendWidth = 300.0
        let lineHeight = 18.0
        let width = screen.width + legendWidth
        let height = max(screen.height, 60 + lineHeight * Double(legend.count + 4))
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" \
            viewBox="0 0 \(n(width)) \(n(height))" font-family="sans-serif">
            <title>\(XMLText.escape(title))</title>
            <defs>
              <pattern id="hatch" patternUnits="userSpaceOnUse" width="6" height="6" patternTransform="rotate(45)">
                <rect width="6" height="6" fill="#ffffff"/>
                <line x1="0" y1="0" x2="0" y2="6" stroke="#d01c1c" stroke-width="3"/>
              </pattern>
            </defs>
            <rect x="0" y="0" width="\(n(screen.width))" height="\(n(screen.height))" fill="#ffffff" stroke="#000000"/>

            """
        out += backgroundGroup()
        out += "<g id=\"samples\" stroke=\"none\" fill-opacity=\"0.55\">\n"
        for row in 0..<rows {
            var column = 0
            while column < columns {
                guard let entry = cells[row * columns + column] else {
                    column += 1
                    continue
                }
                var end = column + 1
                while end < columns, cells[row * columns + end] == entry { end += 1 }
                let first = cellRect(column: column, row: row)
                let last = cellRect(column: end - 1, row: row)
                let run = Rect(x: first.x, y: first.y, width: last.x + last.width - first.x, height: first.height)
                out +=
                    "  <rect \(attributes(run)) fill=\"\(legend[entry].color)\" data-view=\"\(XMLText.escape(legend[entry].name))\"/>\n"
                column = end
            }
        }
        out += "</g>\n<g id=\"frames\" fill=\"none\" font-size=\"9\">\n"
        let blocking = Set(legend.filter(\.invisibleButBlocking).map(\.name))
        var usedLabelSpots: Set<String> = []
        for box in views {
            let dash = box.hidden ? " stroke-dasharray=\"4 3\"" : ""
            let weight = box.kind == "window" ? "1.5" : "1"
            // A turned view is outlined as the polygon of its corners (rule H8).
            let shape = box.outline.map { "polygon points=\"\(points($0))\"" } ?? "rect \(attributes(box.screenFrame))"
            if blocking.contains(box.name) {
                out += "  <\(shape) stroke=\"url(#hatch)\" stroke-width=\"6\"/>\n"
            }
            out +=
                "  <\(shape) stroke=\"#333333\" stroke-width=\"\(weight)\"\(dash) data-view=\"\(XMLText.escape(box.name))\"/>\n"
            let label = (box.kind == "window" ? "window " : "") + box.name + (box.hidden ? " (hidden)" : "")
            // Windows are labelled at their bottom edge, clear of their subviews' labels.
            var labelY = box.kind == "window" ? box.screenFrame.y + box.screenFrame.height - 4 : box.screenFrame.y + 10
            // Views sharing a corner get their labels one under the other (windows: above).
            while !usedLabelSpots.insert("\(n(box.screenFrame.x)),\(n(labelY))").inserted {
                labelY += box.kind == "window" ? -10 : 10
            }
            out +=
                "  <text x=\"\(n(box.screenFrame.x + 2))\" y=\"\(n(labelY))\" fill=\"#111111\">\(XMLText.escape(label))</text>\n"
        }
        out += "</g>\n"
        out += legendGroup(x: screen.width + 16, lineHeight: lineHeight)
        out += "</svg>\n"
        return out
    }

    /// The views' background colours, painted as a screen shows them: windows back to front,
    /// each window's views parents first (hidden ones not at all), under the samples.
    private func backgroundGroup() -> String {
        var windows: [[ViewBox]] = []
        for box in views {
            if box.depth == 0 || windows.isEmpty { windows.append([]) }
            windows[windows.count - 1].append(box)
        }
        var out = ""
        for box in windows.reversed().joined() where !box.hidden {
            guard let color = box.backgroundColor else { continue }
            let hex = color.hex
            let opacity = min(max(box.alpha, 0), 1) * color.alpha
            let shape = box.outline.map { "polygon points=\"\(points($0))\"" } ?? "rect \(attributes(box.screenFrame))"
            out +=
                "  <\(shape) fill=\"\(hex.prefix(7))\" fill-opacity=\"\(n(opacity))\" data-background=\"\(XMLText.escape(box.name))\"/>\n"
        }
        return out.isEmpty ? "" : "<g id=\"backgrounds\" stroke=\"none\">\n" + out + "</g>\n"
    }

    private func legendGroup(x: Double, lineHeight: Double) -> String {
        var out = "<g id=\"legend\" transform=\"translate(\(n(x)), 20)\" font-size=\"12\">\n"
        let scope = restrictedTo.map { " in window \($0)" } ?? ""
        out += "  <text x=\"0\" y=\"0\" font-weight=\"bold\">A touch here goes to\(XMLText.escape(scope))</text>\n"
        out += "  <text x=\"0\" y=\"15\" font-size=\"10\">(sampled every \(n(step)) pt; % of the screen)</text>\n"
        var y = 30.0
        for entry in legend {
            if entry.invisibleButBlocking {
                out +=
                    "  <rect x=\"0\" y=\"\(n(y))\" width=\"12\" height=\"12\" fill=\"url(#hatch)\" stroke=\"#d01c1c\"/>\n"
                out += "  <rect x=\"3\" y=\"\(n(y + 3))\" width=\"6\" height=\"6\" fill=\"\(entry.color)\"/>\n"
            } else {
                out +=
                    "  <rect x=\"0\" y=\"\(n(y))\" width=\"12\" height=\"12\" fill=\"\(entry.color)\" fill-opacity=\"0.55\" stroke=\"#333333\"/>\n"
            }
            let percent = (entry.areaFraction * 1000).rounded() / 10
            var label = "\(entry.name)  \(n(percent))%"
            if entry.invisibleButBlocking { label += "  invisible but blocking" }
            out +=
                "  <text x=\"18\" y=\"\(n(y + 10))\" data-view=\"\(XMLText.escape(entry.name))\">\(XMLText.escape(label))</text>\n"
            y += lineHeight
        }
        if legend.isEmpty {
            out += "  <text x=\"0\" y=\"\(n(y + 10))\">no view takes a touch anywhere</text>\n"
            y += lineHeight
        }
        y += 6
        out += "  <text x=\"0\" y=\"\(n(y + 10))\" font-size=\"10\">unfilled: no view takes the touch</text>\n"
        out += "  <text x=\"0\" y=\"\(n(y + 10 + lineHeight))\" font-size=\"10\">dashed outline: hidden view</text>\n"
        out +=
            "  <text x=\"0\" y=\"\(n(y + 10 + 2 * lineHeight))\" font-size=\"10\">hatched: alpha &lt; 0.1, takes &gt; 25% of the screen</text>\n"
        return out + "</g>\n"
    }

    private func points(_ corners: [Point]) -> String {
        corners.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
    }

    private func attributes(_ rect: Rect) -> String {
        "x=\"\(n(rect.x))\" y=\"\(n(rect.y))\" width=\"\(n(max(rect.width, 0)))\" height=\"\(n(max(rect.height, 0)))\""
    }

    private func n(_ value: Double) -> String {
        formatPoints((value * 100).rounded() / 100)
    }
}
