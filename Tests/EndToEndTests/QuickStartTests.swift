import Foundation
import Testing

/// The README's quick start (issue #41): two commands, the first a bundled example built with the
/// servers' package traits off so the first build is short, the second every test; and the binary
/// the default traits build keeps every command.
@Suite("README quick start")
struct QuickStartTests {
    /// The command lines (indented code) of README.md's "Quick start" section, in order.
    static func commands() throws -> [String] {
        let text = try String(contentsOfFile: repositoryRoot + "/README.md", encoding: .utf8)
        var inSection = false
        var commands: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") {
                if inSection { break }
                inSection = line.trimmingCharacters(in: .whitespaces) == "## Quick start"
            } else if inSection, line.hasPrefix("    "), !line.allSatisfy(\.isWhitespace) {
                commands.append(line.trimmingCharacters(in: .whitespaces))
            }
        }
        return commands
    }

    @Test("the quick start is two commands: an example run without the servers' traits, then swift test")
    func twoCommands() throws {
        let commands = try Self.commands()
        #expect(commands.count == 2, "README's quick start: \(commands)")
        let first = commands.first ?? ""
        #expect(first.hasPrefix("swift run --disable-default-traits moonchain run examples/"), "\(first)")
        #expect(commands.last == "swift test")
    }

    @Test("the quick start's first command prints its example's expected.txt")
    func firstCommandPrintsTheExample() throws {
        let words = try Self.commands().first?.split(separator: " ").map(String.init) ?? []
        let arguments = Array(words.drop { $0 != "moonchain" }.dropFirst())
        try #require(arguments.count >= 2 && arguments[0] == "run", "\(words)")
        let folder = arguments[1].split(separator: "/").dropLast().joined(separator: "/")
        let expected = try String(contentsOfFile: "\(repositoryRoot)/\(folder)/expected.txt", encoding: .utf8)
        let result = try runMoonchain(arguments, in: repositoryRoot)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == expected)
    }

    @Test("the binary built with the default traits has studio and mcp themselves, not their stand-ins")
    func defaultTraitsKeepEveryCommand() throws {
        for (command, option) in [("studio", "--port"), ("mcp", "--root")] {
            let result = try runMoonchain([command, "--help"], in: repositoryRoot)
            #expect(result.status == 0, "\(command): \(result.stderr)")
            #expect(result.stdout.contains(option), "moonchain \(command) --help: \(result.stdout)")
            #expect(!result.stdout.contains("Not in this binary"), "\(result.stdout)")
        }
    }
}
