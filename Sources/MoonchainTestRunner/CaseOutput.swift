import MoonchainHost

/// Collects what a case's run writes: standard output's lines and standard error's text, in
/// memory, as `moonchain run` would write them to its two streams.
final class CaseOutput: HostOutput {
    private(set) var standardOutput = ""
    private(set) var standardError = ""

    func printLine(_ line: String) {
        standardOutput += line
        standardOutput += "\n"
    }

    func diagnostic(_ text: String) {
        standardError += text
        if !text.hasSuffix("\n") { standardError += "\n" }
    }

    func flush() {}
}
