import MoonchainHost

/// The host output of a `SceneExplainer`: passes prints and diagnostics on to `base`, except
/// while a hit test is explained (they become notes of the visit in progress; a played
/// touch's walk passes them on as well) or while a hit map is sampled (prints are counted,
/// not shown; each distinct script error is shown once).
final class ExplainerOutput: HostOutput {
    let base: any HostOutput
    /// Scripts' `print` lines go to `base` as diagnostics, keeping `base`'s standard output clean.
    let printsAsDiagnostics: Bool
    /// Receives prints and errors while an explanation is being recorded.
    var recorder: HitTestRecorder?
    /// Whether prints noted by `recorder` are also passed on: a played touch's walk is
    /// explained as it happens (`TouchWalkExplainer`), and its prints are the run's output.
    var recorderForwards = false
    /// Whether a hit map is being sampled.
    var sampling = false
    /// Lines scripts printed while sampling (not shown).
    private(set) var suppressedPrints = 0
    /// The distinct script errors seen while sampling (their first line), in order, with counts.
    private(set) var samplingErrors: [(message: String, count: Int)] = []

    init(base: any HostOutput, printsAsDiagnostics: Bool) {
        self.base = base
        self.printsAsDiagnostics = printsAsDiagnostics
    }

    func printLine(_ line: String) {
        if let recorder {
            recorder.printed(line)
            if !recorderForwards { return }
        }
        if sampling {
            suppressedPrints += 1
            return
        }
        if printsAsDiagnostics { base.diagnostic(line) } else { base.printLine(line) }
    }

    func diagnostic(_ text: String) {
        recorder?.scriptFailed(text)
        guard sampling else { return base.diagnostic(text) }
        let message = String(text.split(separator: "\n").first ?? "")
        if let index = samplingErrors.firstIndex(where: { $0.message == message }) {
            samplingErrors[index].count += 1
        } else {
            samplingErrors.append((message, 1))
            base.diagnostic(text)
        }
    }

    func flush() {
        base.flush()
    }
}
