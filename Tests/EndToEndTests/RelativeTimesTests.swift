import Testing

/// `+DT` times through the command (contract "Timelines").
@Suite("Contract: relative timeline times, end to end")
struct RelativeTimesTests {
    @Test(
        "+DT counts from the previous line in a file and on standard input; now() and the trace's t are the decimals written"
    )
    func relativeTimes() throws {
        let dir = TempDirectory()
        dir.write("scene.lua", touchScene)
        let timeline = """
            +0.25 lua print(now())
            1.35 touch 1 began 10 10
            +0 lua print(now())
            +0.1 touch 1 ended 10 10
            +0.1 lua print(now())
            """
        dir.write("events.txt", timeline)
        let file = try runMoonchain(
            ["run", "scene.lua", "--events", "events.txt", "--trace", "trace.jsonl"], in: dir.path)
        #expect(file.status == 0, "\(file.stderr)")
        #expect(file.stdout == "0.25\nbegan 1\n1.35\nended 1\n1.55\n")
        let trace = dir.read("trace.jsonl") ?? ""
        #expect(trace.contains(#""t":1.45,"#), "\(trace)")
        #expect(!trace.contains("0000000"), "\(trace)")
        let piped = try runMoonchain(["run", "scene.lua", "--events", "-"], in: dir.path, input: timeline)
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout == file.stdout)
    }
}
