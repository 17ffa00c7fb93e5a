/// `moonchain import`: the text of `-[UIView recursiveDescription]` to an ``ImportedScene``.
/// Pure: no file system, no host; ``SceneWriter`` turns the result into a scene file.
public enum DumpImporter {
    /// The largest screen side a scene may declare (the host's limit: `hitmap` samples it all).
    public static let maximumScreenSide = 100_000.0
    /// Warnings of one kind about single lines listed before the rest are only counted: a
    /// paste of thousands of broken lines must not bury the first ones.
    public static let warningsPerKind = 20

    /// Imports the first tree of `bytes`. `screen` overrides the screen size (else the root
    /// window's far corner, or the root view's). Throws when the paste holds no view record.
    public static func importDump(_ bytes: [UInt8], screen: (width: Double, height: Double)? = nil) throws(ImportError)
        -> ImportedScene
    {
        let read = try DumpReader.read(bytes)
        var warnings: [ImportWarning] = read.unterminatedLines.prefix(warningsPerKind).map {
            ImportWarning(
                line: $0, "the record is not closed with `>` before the line ends; its fields up to there were read")
        }
        if read.unterminatedLines.count > warningsPerKind {
            warnings.append(
                ImportWarning(
                    line: nil,
                    "\(read.unterminatedLines.count - warningsPerKind) more records are not closed (not listed)"))
        }
        var statistics = ImportStatistics()
        statistics.lines = read.lines
        statistics.layerLines = read.layerLines
        statistics.otherLines = read.otherLines
        let tree = TreeBuilder.build(read.records, warnings: &warnings, statistics: &statistics)

        var mapper = NodeMapper()
        mapper.statistics = statistics
        var naming = Naming()
        var nodes: [ImportedNode] = []
        nodes.reserveCapacity(tree.records.count + 1)
        let rootIsWindow = NodeMapper.kind(of: tree.records[0]) == .window
        if !rootIsWindow {
            var window = ImportedNode(kind: .window, name: naming.unique("window"), frame: .zero)
            window.parent = nil
            nodes.append(window)
        }
        let offset = nodes.count
        var addresses: [String: Int] = [:]
        var repeated = 0
        for (index, record) in tree.records.enumerated() {
            var node = mapper.node(for: record)
            node.name = naming.name(className: record.className, address: record.address)
            if let address = record.address {
                if let first = addresses[address] {
                    repeated += 1
                    if repeated <= Self.warningsPerKind {
                        mapper.warn(
                            record.line,
                            "address \(address) was already used on line \(first) (the same view printed twice?); this one is named \(node.name)"
                        )
                    }
                } else {
                    addresses[address] = record.line
                }
            }
            if index > 0, node.kind == .window {
                mapper.warn(
                    record.line,
                    "\(record.className) is a window inside a view; imported as a view (a scene's windows are its roots)"
                )
                node.kind = .view
            }
            if let parent = tree.parents[index] {
                node.parent = parent + offset
            } else if !rootIsWindow {
                node.parent = 0
            }
            nodes.append(node)
        }
        for index in nodes.indices.dropFirst() {
            if let parent = nodes[index].parent { nodes[parent].children.append(index) }
        }
        if repeated > Self.warningsPerKind {
            mapper.warn(
                nil, "\(repeated - Self.warningsPerKind) more records repeat an address already used (not listed)")
        }
        // v3: what UIKit's own controls and tables do with touches (one pass each).
        warnings += ControlSubviews.disableTouches(in: &nodes)
        warnings += TableImport.makeTables(in: &nodes)
        warnings += NavigationImport.makeNavigations(in: &nodes, naming: &naming)
        statistics = mapper.statistics
        statistics.imported = tree.records.count
        warnings += mapper.warnings
        warnings += CannotSay.warnings(for: nodes)

        let root = nodes[offset]
        let corner = (root.printedFrame.x + root.printedFrame.width, root.printedFrame.y + root.printedFrame.height)
        var size = screen ?? corner
        var source = screen == nil ? "the root's far corner, x + width by y + height" : "--screen"
        if !(size.0 >= 1 && size.1 >= 1 && size.0 <= maximumScreenSide && size.1 <= maximumScreenSide) {
            let clamped = (
                min(max(size.0.isFinite ? size.0 : 1, 1), maximumScreenSide),
                min(max(size.1.isFinite ? size.1 : 1, 1), maximumScreenSide)
            )
            warnings.append(
                ImportWarning(
                    line: root.line,
                    "the screen would be \(SceneNumber.text(size.0)) × \(SceneNumber.text(size.1)); a scene's screen sides are 1 to \(SceneNumber.text(maximumScreenSide)), so it is \(SceneNumber.text(clamped.0)) × \(SceneNumber.text(clamped.1)) (give --screen W,H to choose)"
                ))
            size = clamped
            source += ", clamped"
        }
        if !rootIsWindow {
            nodes[0].frame = ImportRect(x: 0, y: 0, width: size.0, height: size.1)
            nodes[0].printedFrame = nodes[0].frame
        }
        return ImportedScene(
            nodes: nodes, screen: size, screenSource: source, addedWindow: !rootIsWindow,
            warnings: warnings, statistics: statistics)
    }
}
