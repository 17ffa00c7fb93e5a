import Testing

/// Help and usage messages are wrapped to the terminal's width (`COLUMNS`, else the terminal);
/// a narrow or nonsensical width must not crash the command (ArgumentParser traps when the
/// width leaves an option's description no room).
@Suite("Contract: help at any terminal width")
struct TerminalWidthTests {
    static let subcommands: [[String]] = [[], ["run"], ["explain"], ["hitmap"], ["types"], ["studio"]]

    @Test(
        "--help exits 0 and names its options at COLUMNS from 0 to 40, negative or not a number",
        arguments: ["0", "1", "10", "20", "25", "26", "27", "30", "39", "40", "-5", "wide"])
    func helpAtAnyWidth(columns: String) throws {
        for subcommand in Self.subcommands {
            let result = try runMoonchain(
                subcommand + ["--help"], in: repositoryRoot, environment: ["COLUMNS": columns])
            #expect(
                result.status == 0 && !result.signalled, "COLUMNS=\(columns) \(subcommand) --help: \(result.stderr)")
            #expect(result.stdout.contains("--help"), "COLUMNS=\(columns) \(subcommand): \(result.stdout)")
        }
    }

    @Test("a usage error at COLUMNS=10 is exit 2 with its message, not a crash")
    func usageErrorWhenNarrow() throws {
        let result = try runMoonchain(
            ["run", "scene.lua", "--no-such-option"], in: repositoryRoot, environment: ["COLUMNS": "10"])
        #expect(result.status == 2 && !result.signalled, "\(result.stderr)")
        #expect(result.stderr.contains("--no-such-option"), "\(result.stderr)")
    }

    @Test("a width of 100 is kept: the options' lines grow past 80 characters")
    func wideIsKept() throws {
        let result = try runMoonchain(["run", "--help"], in: repositoryRoot, environment: ["COLUMNS": "100"])
        #expect(result.status == 0)
        // The options' lines; the USAGE line is never wrapped.
        let options = result.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") }
        let widest = options.map(\.count).max() ?? 0
        #expect(widest > 80 && widest <= 100, "widest line \(widest)")
    }
}
