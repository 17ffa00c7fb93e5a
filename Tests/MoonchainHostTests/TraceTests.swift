import Foundation
import MoonchainHost
import Testing

/// `--trace`: one valid JSON object per line with docs/Trace.md's fields (contract "The command").
@Suite("Contract: trace")
struct TraceTests {
    static let sceneText = """
        return app {
          window { name = "w", behaviour = {
            touchesBegan = function(self, t, e) end },
            view { name = "target", frame = {0, 0, 200, 200} },
            view { name = "small", frame = {300, 300, 10, 10} },
            view { name = "hid", frame = {0, 0, 100, 100}, hidden = true },
            view { name = "off", frame = {0, 0, 100, 100}, userInteractionEnabled = false },
            view { name = "ghost", frame = {0, 0, 100, 100}, alpha = 0.005 },
            view { name = "refuse", frame = {0, 0, 100, 100}, behaviour = {
              pointInside = function(self, p, e) return false end } },
            view { name = "f", frame = {0, 300, 10, 10}, behaviour = {
              canBecomeFirstResponder = function(self) return true end,
              copy = function(self, sender) end } },
          },
        }
        """

    static func records(_ h: Harness, type: String) throws -> [[String: Any]] {
        try h.traceRecords().filter { $0["type"] as? String == type }
    }

    static func point(_ value: Any?) -> [Double]? {
        (value as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue }
    }

    @Test("every line is a JSON object with seq 1, 2, ..., a numeric t and a type")
    func envelope() throws {
        let h = try Harness(scene: Self.sceneText, trace: true)
        h.play("0 touch 1 began 10 10\n0.5 touch 1 ended 10 10\n1 lua print('x')")
        let all = try h.traceRecords()
        #expect(all.count > 5)
        for (index, record) in all.enumerated() {
            #expect((record["seq"] as? NSNumber)?.intValue == index + 1, "\(record)")
            #expect(record["t"] is NSNumber, "\(record)")
            #expect(record["type"] is String, "\(record)")
        }
        let times = all.compactMap { ($0["t"] as? NSNumber)?.doubleValue }
        #expect(times == times.sorted(), "t never decreases")
        #expect(times.last == 1)
    }

    @Test("override.failed: a Lua pointInside of the wrong type falls back to the default, and the trace says so (H6)")
    func overrideFailed() throws {
        let h = try Harness(
            scene: """
                return app {
                  window { name = "w",
                    view { name = "odd", frame = {0, 0, 100, 100}, behaviour = {
                      pointInside = function(self, p, e) return 1 end } },
                  },
                }
                """, trace: true)
        h.play("0 touch 1 began 10 10")
        let failed = try Self.records(h, type: "override.failed")
        #expect(failed.count == 1)
        #expect(failed.first?["responder"] as? String == "odd")
        #expect(failed.first?["method"] as? String == "pointInside")
        #expect((failed.first?["script"] as? String)?.hasSuffix("scene.lua:4") == true)
        let bound = try Self.records(h, type: "touch.bound")
        #expect(bound.first?["view"] as? String == "odd", "the default (bounds contain the point) decided")
    }

    @Test(
        "hitTest.skip records each reason: hidden, interactionDisabled, transparent, outside, pointInsideFalse (H1, H2, H5, H6)"
    )
    func skipReasons() throws {
        let h = try Harness(scene: Self.sceneText, trace: true)
        h.play("0 touch 1 began 10 10")
        let skips = try Self.records(h, type: "hitTest.skip")
        var reasons: [String: String] = [:]
        for skip in skips {
            if let view = skip["view"] as? String, let reason = skip["reason"] as? String { reasons[view] = reason }
            #expect(Self.point(skip["point"])?.count == 2, "\(skip)")
        }
        #expect(reasons["hid"] == "hidden")
        #expect(reasons["off"] == "interactionDisabled")
        #expect(reasons["ghost"] == "transparent")
        #expect(reasons["small"] == "outside")
        #expect(reasons["refuse"] == "pointInsideFalse")
        let refuse = try #require(skips.first { $0["view"] as? String == "refuse" })
        #expect((refuse["script"] as? String)?.hasSuffix("/scene.lua:10") == true, "\(refuse)")
        #expect(Self.point(refuse["point"]) == [10, 10])
        let small = try #require(skips.first { $0["view"] as? String == "small" })
        #expect(Self.point(small["point"]) == [-290, -290], "the point is in the skipped view's coordinates")
        let window = try #require(try Self.records(h, type: "hitTest.window").first)
        #expect(window["window"] as? String == "w")
        #expect(Self.point(window["point"]) == [10, 10])
        let answered = try #require(try Self.records(h, type: "pointInside").first)
        #expect(answered["view"] as? String == "refuse")
        #expect(answered["inside"] as? Bool == false)
        #expect((answered["script"] as? String)?.hasSuffix("/scene.lua:10") == true, "\(answered)")
        let results = try Self.records(h, type: "hitTest.result")
        let windowResult = try #require(results.first { $0["view"] as? String == "w" })
        #expect(windowResult["result"] as? String == "target")
        #expect(windowResult["by"] as? String == "default")
        let bound = try #require(try Self.records(h, type: "touch.bound").first)
        #expect((bound["touch"] as? NSNumber)?.intValue == 1)
        #expect(bound["view"] as? String == "target")
        #expect(bound["delivered"] as? Bool == true)
        #expect((bound["tapCount"] as? NSNumber)?.intValue == 1)
    }

    @Test("deliveries, forwards and drops: default handlers forward up, the end of the chain drops (T7, R3)")
    func deliveriesAndForwards() throws {
        let h = try Harness(scene: Self.sceneText, trace: true)
        h.play("0 touch 1 began 10 10\n0.5 touch 1 ended 10 10")
        let delivers = try Self.records(h, type: "deliver")
        let began = delivers.filter { $0["method"] as? String == "touchesBegan" }
        #expect(began.first?["responder"] as? String == "target")
        #expect(began.first?["handler"] as? String == "default")
        #expect((began.first?["touches"] as? [Any])?.compactMap { ($0 as? NSNumber)?.intValue } == [1])
        // docs/Trace.md: `deliver` is "a handler ran". The window's Lua touchesBegan runs after the
        // forward, so it must be recorded too, with its file:line.
        #expect(began.map { $0["responder"] as? String } == ["target", "w"])
        #expect((began.last?["handler"] as? String)?.hasSuffix("scene.lua:3") == true)
        let forwards = try Self.records(h, type: "forward")
        let pairs = forwards.map {
            "\($0["from"] as? String ?? "?")>\($0["to"] as? String ?? "?") \($0["method"] as? String ?? "?")"
        }
        #expect(pairs == ["target>w touchesBegan", "target>w touchesEnded", "w>app touchesEnded"])
        let drops = try Self.records(h, type: "drop")
        #expect(drops.count == 1)
        #expect(drops.first?["at"] as? String == "app")
        #expect(drops.first?["method"] as? String == "touchesEnded")
    }

    @Test("firstResponder and action records (F2, E3)")
    func firstResponderAndActions() throws {
        let h = try Harness(scene: Self.sceneText, trace: true)
        h.play(
            """
            0 lua find("f"):becomeFirstResponder()
            1 action copy
            2 lua app:sendAction("nobodyHasThis", nil, find("target"))
            3 lua find("f"):resignFirstResponder()
            """)
        let changes = try Self.records(h, type: "firstResponder")
        #expect(changes.count == 2)
        #expect(changes.first?["window"] as? String == "w")
        #expect(changes.first?["from"] is NSNull)
        #expect(changes.first?["to"] as? String == "f")
        #expect(changes.last?["from"] as? String == "f")
        #expect(changes.last?["to"] is NSNull)
        let actions = try Self.records(h, type: "action")
        #expect(actions.count == 2)
        #expect(actions.first?["name"] as? String == "copy")
        #expect(actions.first?["target"] as? String == "f")
        #expect(actions.first?["sender"] is NSNull)
        #expect(actions.last?["name"] as? String == "nobodyHasThis")
        #expect(actions.last?["target"] is NSNull)
        #expect(actions.last?["sender"] as? String == "target")
    }

    @Test("script.error records: message starting with file:line, in, and kind runtime, syntax or budget")
    func scriptErrors() throws {
        let h = try Harness(scene: Self.sceneText, options: HostOptions(instructionBudget: 100_000), trace: true)
        h.play(
            """
            0 lua error("boom")
            1 lua x = = 1
            2 lua while true do end
            """)
        let errors = try Self.records(h, type: "script.error")
        #expect(errors.count == 3)
        let kinds = errors.map { $0["kind"] as? String }
        #expect(kinds == ["runtime", "syntax", "budget"])
        for (index, error) in errors.enumerated() {
            let message = error["message"] as? String ?? ""
            #expect(message.hasPrefix("events.txt:\(index + 1)"), "\(message)")
            #expect(error["in"] is String)
        }
    }

    @Test("timeline, remote.ignored, warning and reload records")
    func otherRecords() throws {
        let h = try Harness(
            scene: """
                return app { window { name = "w", colour = "blue",
                  view { name = "v", frame = {0, 0, 10, 10}, behaviour = "mod" } } }
                """, files: ["mod.lua": "return { }\n"], trace: true)
        h.directory.write("mod.lua", "return { didReload = function(self) end }\n")
        h.play("0 remote play\n1 reload\n2 tick")
        let lines = try Self.records(h, type: "timeline")
        #expect(lines.map { ($0["line"] as? NSNumber)?.intValue } == [1, 2, 3])
        #expect(lines.map { $0["command"] as? String } == ["0 remote play", "1 reload", "2 tick"])
        let ignored = try Self.records(h, type: "remote.ignored")
        #expect(ignored.first?["subtype"] as? String == "remoteControlPlay")
        let warnings = try Self.records(h, type: "warning")
        #expect(warnings.contains { ($0["message"] as? String)?.contains("colour") == true })
        let reloads = try Self.records(h, type: "reload")
        #expect(reloads.count == 1)
        #expect(reloads.first?["module"] as? String == "mod")
        #expect((reloads.first?["file"] as? String)?.hasSuffix("mod.lua") == true)
        #expect(reloads.first?["ms"] is NSNumber)
        #expect(reloads.first?["ok"] as? Bool == true)
    }

    @Test("a failed reload is recorded with ok false and the error")
    func failedReload() throws {
        let h = try Harness(
            scene: """
                return app { window { name = "w", view { name = "v", frame = {0, 0, 10, 10}, behaviour = "mod" } } }
                """, files: ["mod.lua": "return { }\n"], trace: true)
        h.directory.write("mod.lua", "return {\n")
        h.play("1 reload")
        let reload = try #require(try Self.records(h, type: "reload").first)
        #expect(reload["ok"] as? Bool == false)
        #expect((reload["error"] as? String)?.contains("mod.lua:") == true)
    }

    @Test("a Lua hitTest's result is recorded with by = script and its file:line")
    func scriptedHitTest() throws {
        let h = try Harness(
            scene: """
                return app { window { name = "w",
                  view { name = "a", frame = {0, 0, 100, 100} },
                  view { name = "b", frame = {200, 0, 100, 100}, behaviour = {
                    hitTest = function(self, p, e) return find("a") end } } } }
                """, trace: true)
        h.play("0 touch 1 began 250 50")
        let result = try #require(try Self.records(h, type: "hitTest.result").first { $0["view"] as? String == "b" })
        #expect(result["by"] as? String == "script")
        #expect(result["result"] as? String == "a")
        #expect((result["script"] as? String)?.hasSuffix("/scene.lua:4") == true, "\(result)")
    }
}
