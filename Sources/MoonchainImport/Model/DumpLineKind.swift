/// What one line of a pasted dump is. Only `.record` lines become views; the others are
/// counted (layers, noise) or identify a dump of another kind.
public enum DumpLineKind: Sendable, Equatable {
    /// A `recursiveDescription` view record.
    case record(DumpRecord)
    /// A ` (layer)` line: a sublayer, not a view.
    case layer
    /// A line of `-[UIView _autolayoutTrace]` (`*UIView:0x…`, `*<UIView:0x…>`).
    case autolayoutTrace
    /// A line of `-[UIViewController _printHierarchy]` (`<VC 0x…>, state: …`).
    case printHierarchy
    /// Anything else: blank lines, `...` elisions, prompts, legends.
    case other
}
