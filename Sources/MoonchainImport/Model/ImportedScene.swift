/// A dump read into a tree of scene nodes, with everything the scene's header reports.
public struct ImportedScene: Sendable {
    /// Nodes in tree (file) order; `nodes[0]` is the window at the root.
    public var nodes: [ImportedNode]
    /// The screen size the scene declares.
    public var screen: (width: Double, height: Double)
    /// Where the screen size came from, for the header (`--screen`, or the root's far corner).
    public var screenSource: String
    /// True when the dump's root was not a window and the importer added one named `window`.
    public var addedWindow: Bool
    public var warnings: [ImportWarning]
    /// Lines read, view records imported, and what was left out.
    public var statistics: ImportStatistics

    /// The key window's name (the scene's only window).
    public var keyWindow: String { nodes.first?.name ?? "window" }
}

/// The counts the header reports.
public struct ImportStatistics: Sendable, Equatable {
    public var lines = 0
    /// View records that became nodes.
    public var imported = 0
    /// ` (layer)` sublayer lines, and `layer = <…>` fields of imported records.
    public var layerLines = 0
    public var layerFields = 0
    /// Lines that are neither records nor layers (blank, `...`, prompts, wrappers).
    public var otherLines = 0
    /// Records left out: after the first tree, or nested deeper than the host allows.
    public var recordsAfterFirstTree = 0
    public var recordsTooDeep = 0
    /// Fields printed but not modelled (key → count), `layer` excepted.
    public var fieldsNotModelled: [String: Int] = [:]

    public init() {}
}
