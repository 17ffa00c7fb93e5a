extension Responder {
    /// What the responder is, as scripts read it in `self.kind` and `explain` prints it: the
    /// ``kind`` name, or for a ``Control`` its class's ``Control/controlKind`` ("button",
    /// "switch", "slider", "control"), which ``ResponderKind`` does not tell apart from a view.
    public var kindName: String {
        if kind == .view, let control = unsafeDowncast(self, to: View.self).asControl {
            return type(of: control).controlKind
        }
        return kind.rawValue
    }
}
