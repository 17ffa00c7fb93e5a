import Foundation
import Testing

/// `--events -`: standard input line by line, output flushed after each line (contract "The command").
@Suite("Contract: --events - (standard input)")
struct InteractiveInputTests {
    @Test("each line's output is readable before the next line is written; touches go out after a pause")
    func lineByLine() throws {
        let dir = TempDirectory()
        dir.write("scene.lua", touchScene)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try moonchainBinary())
        process.arguments = ["run", "scene.lua", "--events", "-"]
        process.currentDirectoryURL = URL(fileURLWithPath: dir.path)
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        let stdout = PipeReader(output)
        let stderr = PipeReader(errors)
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        let writer = input.fileHandleForWriting
        func send(_ line: String) { writer.write(Data((line + "\n").utf8)) }

        send("0 lua print('one')")
        #expect(stdout.wait { $0.contains("one\n") } == "one\n")
        send("0.5 lua print('two')")
        #expect(stdout.wait { $0.contains("two\n") } == "one\ntwo\n")
        // A touch line waits for the rest of its event; a pause in the input sends it.
        send("1 touch 1 began 10 10")
        #expect(stdout.wait { $0.contains("began 1\n") } == "one\ntwo\nbegan 1\n")
        send("1.1 touch 1 ended 10 10")
        #expect(stdout.wait { $0.contains("ended 1\n") } == "one\ntwo\nbegan 1\nended 1\n")
        // A malformed line is reported at once, naming <stdin>'s line number.
        send("2 nonsense")
        #expect(stderr.wait { $0.contains(":5") }.contains(":5"))
        send("3 lua print('three')")
        #expect(stdout.wait { $0.contains("three\n") }.hasSuffix("three\n"))
        try writer.close()
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(!process.isRunning, "moonchain did not exit after standard input closed")
        if !process.isRunning { #expect(process.terminationStatus == 2) }
    }

    @Test("--events - with piped input all at once gives the same output as a file")
    func pipedAtOnce() throws {
        let dir = TempDirectory()
        dir.write("scene.lua", touchScene)
        let events = "0 touch 1 began 10 10\n0.1 touch 1 ended 10 10\n0.2 lua print('done')\n"
        dir.write("events.txt", events)
        let piped = try runMoonchain(["run", "scene.lua", "--events", "-"], in: dir.path, input: events)
        let file = try runMoonchain(["run", "scene.lua", "--events", "events.txt"], in: dir.path)
        #expect(piped.status == 0)
        #expect(piped.stdout == "began 1\nended 1\ndone\n")
        #expect(piped.stdout == file.stdout)
    }
}
