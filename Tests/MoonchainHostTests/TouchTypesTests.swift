import MoonchainFormats
import MoonchainHost
import ResponderKit
import Testing

/// Touch types, force and estimated properties in Lua and timelines (rule T8; G1 for
/// `allowedTouchTypes`).
@Suite("T8: touch types in Lua and timelines")
struct TouchTypesTests {
    static func parse(_ text: String, number: Int = 1) throws -> TimelineLine? {
        try TimelineParser.parse(Substring(text), number: number)
    }

    @Test("T8: a touch line's key=value fields parse into its attributes; a plain line is unchanged")
    func fieldsParse() throws {
        let line = try Self.parse(
            "0 touch 1 began 10 20 type=pencil force=0.4 radius=12 altitude=0.8 azimuth=1.2 estimated=force,altitude")
        #expect(
            line?.command
                == .touch(
                    id: 1, phase: .began, location: Point(10, 20),
                    attributes: TouchAttributes(
                        type: .pencil, force: 0.4, majorRadius: 12, altitude: 0.8, azimuth: 1.2,
                        estimated: [.force, .altitude])))
        #expect(
            try Self.parse("0.1 touch 1 moved 30 40 coalesced=15,25;20,30")?.command
                == .touch(
                    id: 1, phase: .moved, location: Point(30, 40),
                    attributes: TouchAttributes(coalesced: [Point(15, 25), Point(20, 30)])))
        #expect(
            try Self.parse("0 touch 1 began 10 20")?.command == .touch(id: 1, phase: .began, location: Point(10, 20)))
        #expect(
            try Self.parse("0.2 touch 1 update 3 force=0.6 location=1,2")?.command
                == .touchUpdate(id: 1, index: 3, attributes: TouchAttributes(force: 0.6, location: Point(1, 2))))
        #expect(
            try Self.parse("0.2 touch 1 update 3")?.command
                == .touchUpdate(id: 1, index: 3, attributes: TouchAttributes()))
    }

    static let badFields: [(String, String)] = [
        (
            "0 touch 1 began 0 0 pressure=1",
            "unknown field 'pressure' (expected type, force, radius, altitude, azimuth, estimated, coalesced)"
        ),
        ("0 touch 1 began 0 0 force=nan", "force=nan: expected a force of 0 or more"),
        ("0 touch 1 began 0 0 force=-0.5", "force=-0.5: expected a force of 0 or more"),
        ("0 touch 1 began 0 0 force=inf", "force=inf: expected a force of 0 or more"),
        (
            "0 touch 1 began 0 0 type=stylus",
            "type=stylus: expected a touch type (direct|indirect|pencil|indirectPointer)"
        ),
        ("0 touch 1 moved 0 0 type=pencil", "type=pencil: a touch's type is given on its began line only"),
        (
            "0 touch 1 began 0 0 type=pencil altitude=2",
            "altitude=2: expected an altitude from 0 to π/2 (1.5708) radians"
        ),
        ("0 touch 1 began 0 0 altitude=1", "altitude and azimuth are a pencil's: add type=pencil"),
        (
            "0 touch 1 began 0 0 estimated=force,pressure",
            "estimated=force,pressure: expected property names separated by commas"
        ),
        ("0 touch 1 began 0 0 coalesced=1,2", "coalesced=1,2: coalesced samples lie between two lines"),
        ("0 touch 1 moved 0 0 coalesced=1,2;3", "coalesced=1,2;3: expected X,Y samples separated by ';'"),
        ("0 touch 1 began 0 0 force=1 force=2", "field 'force' is given twice"),
        ("0 touch 1 began 0 0 heavy", "expected key=value fields after the coordinates"),
        ("0 touch 1 update 0 force=1", "INDEX must be an estimationUpdateIndex (a whole number from 1), got '0'"),
        ("0 touch 1 update 2 radius=3", "unknown field 'radius' (expected force, altitude, azimuth, location)"),
        ("0 touch 1 update 2 location=3", "location=3: expected X,Y in screen coordinates"),
    ]

    @Test("T8: a bad field is a timeline error naming the line and what was expected", arguments: badFields)
    func badField(_ text: String, _ expected: String) {
        #expect {
            _ = try TimelineParser.parse(Substring(text), number: 7)
        } throws: { error in
            guard let error = error as? TimelineError else { return false }
            return error.line == 7 && error.message.contains(expected)
        }
    }

    @Test(
        "T8: an update for a sample that expects none is reported as a malformed line with its number; nothing is delivered"
    )
    func unknownIndexPlayed() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "v", frame = {0, 0, 100, 100}, behaviour = {
                  touchesEstimatedPropertiesUpdated = function(self, touches) print("updated") end } },
                """))
        h.play(
            """
            0 touch 1 began 10 10 type=pencil estimated=force
            0.1 touch 1 update 5 force=1
            0.2 touch 1 update 1 force=1
            """)
        #expect(h.player.sawMalformedLine)
        #expect(
            h.allDiagnostics.contains(
                "events.txt:2: touch 1 has no estimated sample 5 expecting an update (expecting: 1)"),
            "\(h.diagnostics)")
        #expect(h.lines == ["updated"])
    }

    static let values = """
        local function f(n) return string.format("%.4g", n) end
        local function describe(t, view)
          local v = t:azimuthUnitVector(view)
          return table.concat({ t.type, f(t.force), f(t.maximumPossibleForce), f(t.majorRadius),
            f(t.majorRadiusTolerance), f(t.altitudeAngle), f(t:azimuthAngle(view)), f(v.x) .. "," .. f(v.y),
            tostring(t:preciseLocation(view)), tostring(t:precisePreviousLocation(view)),
            "{" .. table.concat(t.estimatedProperties, ",") .. "}",
            "{" .. table.concat(t.estimatedPropertiesExpectingUpdates, ",") .. "}",
            tostring(t.estimationUpdateIndex), #t.gestureRecognizers }, " ")
        end
        """

    @Test("T8: Lua sees each touch value, with UIKit's defaults for a finger and a pencil")
    func luaValues() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "v", frame = {0, 0, 300, 300}, gestures = { tap { name = "tap" } }, behaviour = {
                  touchesBegan = function(self, touches, e) print(describe(touches[1], self)) end,
                  touchesMoved = function(self, touches, e) print(describe(touches[1], nil)) end } },
                """, prefix: Self.values))
        h.play(
            """
            0 touch 1 began 10 20
            0.1 touch 1 ended 10 20
            1 touch 2 began 10 20 type=pencil
            1.1 touch 2 ended 10 20
            2 touch 3 began 10 20 type=pencil force=0.4 radius=2 altitude=0.8 azimuth=1.5 estimated=force,azimuth
            2.1 touch 3 moved 12 20 force=3
            """)
        #expect(
            h.lines == [
                "direct 0 0 20.84 5.211 1.571 0 1,0 (10, 20) (10, 20) {} {} nil 1",
                "pencil 1 4.167 0.25 0 1.571 0 1,0 (10, 20) (10, 20) {} {} nil 1",
                "pencil 0.4 4.167 2 0 0.8 1.5 0.07074,0.9975 (10, 20) (10, 20) {force,azimuth} {force,azimuth} 1 1",
                "pencil 3 4.167 2 0 0.8 1.5 0.07074,0.9975 (12, 20) (10, 20) {} {} nil 1",
            ])
        #expect(h.diagnostics.isEmpty, "\(h.diagnostics)")
    }

    static let updateFiles = [
        "c.lua": """
        return { touchesEstimatedPropertiesUpdated = function(self, touches)
          print("C " .. self.name .. " #" .. touches[1].estimationUpdateIndex .. " force " .. touches[1].force)
          self.super:touchesEstimatedPropertiesUpdated(touches) end }
        """,
        "b.lua": """
        return { extends = "c", touchesEstimatedPropertiesUpdated = function(self, touches)
          print("B " .. self.name .. " expecting {" .. table.concat(touches[1].estimatedPropertiesExpectingUpdates, ",") .. "}")
          self.super:touchesEstimatedPropertiesUpdated(touches) end }
        """,
    ]

    @Test(
        "T8: touchesEstimatedPropertiesUpdated reaches the touch's view, runs up its extends chain with self.super, and the default stops there"
    )
    func estimatedUpdatesReachTheView() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "parent", frame = {0, 0, 300, 300}, behaviour = {
                  touchesEstimatedPropertiesUpdated = function(self, touches) print("parent " .. #touches) end },
                  view { name = "pen", frame = {0, 0, 100, 100}, behaviour = "b" },
                  view { name = "forwarder", frame = {100, 0, 100, 100}, behaviour = {
                    touchesEstimatedPropertiesUpdated = function(self, touches)
                      print("forwarder passes it on")
                      self:nextResponder():touchesEstimatedPropertiesUpdated(touches) end } },
                },
                """), files: Self.updateFiles)
        h.play(
            """
            0 touch 1 began 10 10 type=pencil force=0.2 altitude=1 estimated=force,altitude
            0.1 touch 1 update 1 altitude=0.9
            0.2 touch 1 ended 10 10
            0.3 touch 1 update 1 force=0.25
            1 touch 2 began 150 10 type=pencil estimated=force
            1.1 touch 2 update 2 force=2
            """)
        #expect(
            h.lines == [
                "B pen expecting {force}", "C pen #1 force 0.2",
                "B pen expecting {}", "C pen #1 force 0.25",
                "forwarder passes it on", "parent 1",
            ])
        #expect(!h.player.sawMalformedLine)
        #expect(h.diagnostics.isEmpty, "\(h.diagnostics)")
    }

    @Test("T8: a Lua recognizer holding the touch gets touchesEstimatedPropertiesUpdated before the view")
    func luaRecognizerHearsUpdates() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "v", frame = {0, 0, 300, 300},
                  gestures = { gesture { name = "stroke", script = {
                    touchesBegan = function(self, touches, e) end,
                    touchesEstimatedPropertiesUpdated = function(self, touches) print(self.name .. " hears " .. touches[1].force) end } } },
                  behaviour = { touchesEstimatedPropertiesUpdated = function(self, touches) print("view hears " .. touches[1].force) end } },
                """))
        h.play(
            """
            0 touch 1 began 10 10 type=pencil estimated=force
            0.1 touch 1 update 1 force=0.5
            """)
        #expect(h.lines == ["stroke hears 0.5", "view hears 0.5"])
        #expect(h.diagnostics.isEmpty, "\(h.diagnostics)")
    }

    @Test("T8: event:coalescedTouches and event:predictedTouches in Lua; nil for a touch not in the event")
    func samplesInLua() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "v", frame = {0, 0, 300, 300}, behaviour = {
                  touchesBegan = function(self, touches, e)
                    if touches[1].id == 9 then self.old = touches[1] else self.first = touches[1] end
                  end,
                  touchesMoved = function(self, touches, e)
                    local t = touches[1]
                    for _, s in ipairs(e:coalescedTouches(t)) do
                      print(tostring(s:location(self)) .. " after " .. tostring(s:previousLocation(self)) .. " at " .. string.format("%.3f", s.timestamp) .. " " .. s.phase)
                    end
                    for _, s in ipairs(e:predictedTouches(t)) do print("predicted " .. tostring(s:location(self))) end
                    print(tostring(e:coalescedTouches(t)[3] == t) .. " " .. #e:predictedTouches(self.first))
                  end,
                  touchesEnded = function(self, touches, e)
                    if touches[1].id == 1 then print(#e:predictedTouches(touches[1]) .. " " .. tostring(e:coalescedTouches(self.old))) end
                  end,
                  touchesCancelled = function(self, touches, e) end } },
                """))
        h.play(
            """
            0 touch 9 began 10 10
            0.05 touch 9 ended 10 10
            0.1 touch 1 began 10 10
            0.4 touch 1 moved 40 10 coalesced=20,10;30,10
            0.5 touch 1 ended 40 10
            """)
        #expect(
            h.lines == [
                "(20, 10) after (10, 10) at 0.200 moved",
                "(30, 10) after (20, 10) at 0.300 moved",
                "(40, 10) after (30, 10) at 0.400 moved",
                "predicted (50, 10)",
                "false 1",
                "0 nil",
            ])
    }

    @Test(
        "G1/T8: allowedTouchTypes from the scene, read and written in Lua; a pencil is not offered to a finger-only recognizer"
    )
    func allowedTouchTypesInLua() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "v", frame = {0, 0, 300, 300},
                  gestures = { pan { name = "pan", action = "panned", allowedTouchTypes = {"direct", "indirect"} }, tap { name = "tap" } },
                  behaviour = {
                    didLoad = function(self)
                      print("pan " .. table.concat(self.gestures[1].allowedTouchTypes, ","), "tap " .. table.concat(self.gestures[2].allowedTouchTypes, ","))
                    end,
                    touchesBegan = function(self, touches, e)
                      local names = {}
                      for _, g in ipairs(touches[1].gestureRecognizers) do names[#names + 1] = g.name end
                      print(touches[1].type .. " offered to {" .. table.concat(names, ",") .. "}")
                    end,
                    panned = function(self, g) print("pan " .. g.state) end } },
                """))
        h.play(
            """
            0 touch 1 began 10 100 type=pencil
            0.1 touch 1 moved 10 50
            0.2 touch 1 ended 10 50
            0.3 lua local pan = find("v").gestures[1]; pan.allowedTouchTypes = {"pencil"}; print(table.concat(pan.allowedTouchTypes, ","))
            1 touch 2 began 10 100 type=pencil
            1.1 touch 2 moved 10 50
            1.2 touch 2 ended 10 50
            """)
        #expect(
            h.lines == [
                "pan direct,indirect\ttap direct,indirect,pencil,indirectPointer",
                "pencil offered to {tap}",
                "pencil",
                "pencil offered to {pan,tap}",
                "pan began", "pan ended",
            ])
        h.lua(#"find("v").gestures[1].allowedTouchTypes = {"finger"}"#, at: 2)
        #expect(
            h.allDiagnostics.contains(
                #"allowedTouchTypes: item 1 must be one of "direct", "indirect", "pencil", "indirectPointer", got finger"#
            ), "\(h.diagnostics)")
    }

    @Test("G1/T8: a scene's allowedTouchTypes must be a list of touch type names")
    func badSceneAllowedTouchTypes() throws {
        let failure = sceneLoadError(
            scene: scene(
                """
                view { name = "v", frame = {0, 0, 10, 10}, gestures = { tap { allowedTouchTypes = "pencil" } } },
                """))
        #expect(
            failure?.message.contains("allowedTouchTypes: expected a list of touch types") == true,
            "\(failure?.message ?? "")")
    }

    @Test("T8: the trace shows a touch's type and force when it is not a plain finger")
    func traceShowsKinds() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "v", frame = {0, 0, 300, 300}, behaviour = { touchesBegan = function() end } },
                """), trace: true)
        h.play(
            """
            0 touch 1 began 10 10
            0.1 touch 1 ended 10 10
            1 touch 2 began 10 10 type=pencil force=0.5 estimated=force
            """)
        let records = try h.traceRecords()
        let bound = records.filter { $0["type"] as? String == "touch.bound" }
        #expect(bound.count == 2)
        #expect(bound[0]["touchType"] == nil && bound[0]["force"] == nil)
        #expect(bound[1]["touchType"] as? String == "pencil")
        #expect(bound[1]["force"] as? Double == 0.5)
        #expect(bound[1]["estimationUpdateIndex"] as? Int == 1)
        let delivered = records.filter {
            $0["type"] as? String == "deliver" && $0["method"] as? String == "touchesBegan"
        }
        #expect(delivered.count == 2)
        #expect(delivered[0]["touchKinds"] == nil)
        let kinds = try #require(delivered[1]["touchKinds"] as? [[String: Any]])
        #expect(kinds.count == 1 && kinds[0]["touch"] as? Int == 2 && kinds[0]["touchType"] as? String == "pencil")
    }
}
