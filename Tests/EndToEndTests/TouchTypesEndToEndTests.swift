import Testing

/// Touch types end to end (rule T8): timeline fields through the command, their errors, and
/// `explain --type`.
@Suite("T8: touch types through the command", .serialized)
struct TouchTypesEndToEndTests {
    static let scene = """
        return app { window { name = "w",
          view { name = "canvas", frame = {0, 0, 390, 844},
            gestures = { pan { name = "scroll", allowedTouchTypes = {"direct"} } },
            behaviour = {
              touchesBegan = function(self, touches, e)
                local t = touches[1]
                print(t.type .. " " .. t.force .. " " .. t.maximumPossibleForce .. " #" .. tostring(t.estimationUpdateIndex))
              end,
              touchesEstimatedPropertiesUpdated = function(self, touches)
                print("updated #" .. touches[1].estimationUpdateIndex .. " " .. touches[1].force)
              end } } } }
        """

    @Test("T8: a pencil line's fields reach the behaviour, and an update line calls touchesEstimatedPropertiesUpdated")
    func pencilRun() throws {
        let dir = TempDirectory()
        dir.write("scene.lua", Self.scene)
        dir.write(
            "events.txt",
            """
            0 touch 1 began 10 10 type=pencil force=0.5 estimated=force
            0.1 touch 1 ended 10 10
            0.2 touch 1 update 1 force=0.75
            1 touch 2 began 10 10
            """)
        let result = try runMoonchain(["run", "scene.lua", "--events", "events.txt"], in: dir.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "pencil 0.5 4.1666666666667 #1\nupdated #1 0.75\ndirect 0 0 #nil\n")
    }

    @Test("T8: a bad field is reported with file:line and what was expected; the exit status is 2")
    func badFieldExits2() throws {
        let dir = TempDirectory()
        dir.write("scene.lua", Self.scene)
        dir.write("events.txt", "0 touch 1 began 10 10 type=pen\n0.1 touch 1 ended 10 10\n")
        let result = try runMoonchain(["run", "scene.lua", "--events", "events.txt"], in: dir.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains("events.txt:1"), "\(result.stderr)")
        #expect(
            result.stderr.contains("type=pen: expected a touch type (direct|indirect|pencil|indirectPointer)"),
            "\(result.stderr)")
    }

    @Test("T8: explain --type pencil leaves out the recognizers that do not allow pencil touches")
    func explainType() throws {
        let dir = TempDirectory()
        dir.write("scene.lua", Self.scene)
        let finger = try runMoonchain(["explain", "scene.lua", "--at", "10,10"], in: dir.path)
        #expect(finger.status == 0, "\(finger.stderr)")
        #expect(finger.stdout.contains("1. scroll (pan) on canvas"))
        let pencil = try runMoonchain(["explain", "scene.lua", "--at", "10,10", "--type", "pencil"], in: dir.path)
        #expect(pencil.status == 0, "\(pencil.stderr)")
        #expect(pencil.stdout.hasPrefix("Touch (pencil) at screen point (10, 10)"))
        #expect(pencil.stdout.contains("Gesture recognizers offered the touch: none"))
        let bad = try runMoonchain(["explain", "scene.lua", "--at", "10,10", "--type", "stylus"], in: dir.path)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--type must be one of direct, indirect, pencil, indirectPointer"))
    }
}
