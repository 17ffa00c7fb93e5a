import Testing

/// `moonchain --help` and `moonchain run --help` (contract "The command").
@Suite("Contract: help")
struct HelpTests {
    @Test("moonchain --help exits 0 and mentions the run command")
    func rootHelp() throws {
        let result = try runMoonchain(["--help"], in: repositoryRoot)
        #expect(result.status == 0)
        #expect(result.stdout.contains("run"), "\(result.stdout)")
    }

    @Test("moonchain run --help exits 0 and mentions every option")
    func runHelp() throws {
        let result = try runMoonchain(["run", "--help"], in: repositoryRoot)
        #expect(result.status == 0)
        for option in ["--events", "--watch", "--trace", "--plugins", "--strict", "--budget", "--memory"] {
            #expect(result.stdout.contains(option), "\(option) missing from run --help")
        }
    }
}
