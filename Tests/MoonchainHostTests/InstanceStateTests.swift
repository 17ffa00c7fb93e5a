import Foundation
import MoonchainHost
import Testing

/// Instance state on `self` and `self.props` (contract "Behaviours: Inside a method").
@Suite("Contract: instance state and props")
struct InstanceStateTests {
    static let counter = """
        return {
          touchesBegan = function(self, t, e)
            self.taps = (self.taps or 0) + 1
            print("v1 " .. self.name .. " taps=" .. self.taps)
          end,
        }
        """

    static let twoCounters = scene(
        """
        view { name = "left", frame = {0, 0, 100, 100}, behaviour = "counter" },
        view { name = "right", frame = {200, 0, 100, 100}, behaviour = "counter" },
        """)

    @Test("fields a script sets on self persist across events, per instance")
    func stateAcrossEvents() throws {
        let h = try Harness(scene: Self.twoCounters, files: ["counter.lua": Self.counter])
        h.play(
            """
            0 touch 1 began 10 10
            0.1 touch 1 ended 10 10
            1 touch 1 began 10 10
            1.1 touch 1 ended 10 10
            2 touch 1 began 210 10
            2.1 touch 1 ended 210 10
            """)
        #expect(h.lines == ["v1 left taps=1", "v1 left taps=2", "v1 right taps=1"])
    }

    @Test("a key set again and again stays per instance, and fields, methods and misspelt fields keep their meaning")
    func repeatedWritesKeepTheirMeaning() throws {
        // After its first write a key is set without a call into Swift (CMoonchainLua/fastindex.c):
        // what each write does must not change.
        let h = try Harness(
            scene: scene(
                """
                view { name = "a", frame = {0, 0, 100, 100}, behaviour = "writer" },
                view { name = "b", frame = {200, 0, 100, 100}, behaviour = "writer" },
                """),
            files: [
                "writer.lua": """
                return {
                  touchesBegan = function(self, t, e)
                    for _ = 1, 3 do self.count = (self.count or 0) + 1 end
                    self.frme = (self.frme or 0) + 1
                    self.alpha = 0.5
                    local replaced = pcall(function() self.makeKeyWindow = 1 end)
                    print(self.name .. " count=" .. self.count .. " frme=" .. self.frme .. " alpha=" .. self.alpha
                          .. " replaced=" .. tostring(replaced) .. " method=" .. type(self.makeKeyWindow))
                  end,
                }
                """
            ])
        h.play(
            """
            0 touch 1 began 10 10
            0.1 touch 1 ended 10 10
            1 touch 1 began 210 10
            1.1 touch 1 ended 210 10
            2 touch 1 began 10 10
            2.1 touch 1 ended 10 10
            """)
        #expect(
            h.lines == [
                "a count=3 frme=1 alpha=0.5 replaced=false method=function",
                "b count=3 frme=1 alpha=0.5 replaced=false method=function",
                "a count=6 frme=2 alpha=0.5 replaced=false method=function",
            ])
        // The misspelt field is warned about once, at its first write, not at every one.
        #expect(h.diagnostics.filter { $0.contains("'frme' is not a responder field") }.count == 1, "\(h.diagnostics)")
    }

    @Test("instance state survives reloadBehaviours, and the new code runs")
    func stateAcrossReload() throws {
        let h = try Harness(scene: Self.twoCounters, files: ["counter.lua": Self.counter])
        h.play("0 touch 1 began 10 10\n0.1 touch 1 ended 10 10")
        h.directory.write("counter.lua", Self.counter.replacingOccurrences(of: "\"v1 \"", with: "\"v2 \""))
        let reports = h.host.reloadBehaviours(named: nil)
        #expect(reports.map(\.module) == ["counter"])
        #expect(reports.first?.error == nil)
        h.play("1 touch 1 began 10 10\n1.1 touch 1 ended 10 10")
        #expect(h.lines == ["v1 left taps=1", "v2 left taps=2"])
    }

    @Test("a timeline reload line reloads the changed file; didReload runs; state stays")
    func reloadLine() throws {
        let h = try Harness(scene: Self.twoCounters, files: ["counter.lua": Self.counter])
        h.play("0 touch 1 began 10 10\n0.1 touch 1 ended 10 10")
        h.directory.write(
            "counter.lua",
            """
            return {
              didReload = function(self) print("reloaded " .. self.name .. " taps=" .. tostring(self.taps)) end,
              touchesBegan = function(self, t, e)
                self.taps = (self.taps or 0) + 10
                print("v2 " .. self.name .. " taps=" .. self.taps)
              end,
            }
            """)
        h.play("1 reload\n2 touch 1 began 10 10\n2.1 touch 1 ended 10 10")
        #expect(h.lines == ["v1 left taps=1", "reloaded left taps=1", "reloaded right taps=nil", "v2 left taps=11"])
    }

    @Test("a reload whose new file fails keeps the old version and the state")
    func failedReloadKeepsOld() throws {
        let h = try Harness(scene: Self.twoCounters, files: ["counter.lua": Self.counter])
        h.play("0 touch 1 began 10 10\n0.1 touch 1 ended 10 10")
        h.directory.write("counter.lua", "return {\n  touchesBegan = function(self\n}\n")
        let reports = h.host.reloadBehaviours(named: "counter")
        #expect(reports.count == 1)
        #expect(reports.first?.error?.contains("counter.lua:") == true)
        #expect(h.allDiagnostics.contains("counter.lua:"))
        h.play("1 touch 1 began 10 10\n1.1 touch 1 ended 10 10")
        #expect(h.lines == ["v1 left taps=1", "v1 left taps=2"])
    }

    @Test("a responder the scene gave no props has one props table, made on first read, that keeps what is written")
    func propsWithoutSceneProps() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "c", frame = {0, 0, 100, 100} },
                view { name = "d", frame = {200, 0, 100, 100} },
                """))
        h.lua(
            #"local p = find("c").props p.n = 1 print(rawequal(p, find("c").props), find("c").props.n, find("d").props.n, rawequal(p, find("d").props))"#
        )
        h.lua(#"print(find("c").props.n, next(find("d").props))"#)
        #expect(h.lines == ["true\t1\tnil\tfalse", "1\tnil"])
    }

    @Test("self.props is the scene's props table, per responder, readable and writable")
    func props() throws {
        let h = try Harness(
            scene: scene(
                """
                view { name = "a", frame = {0, 0, 100, 100}, behaviour = "show", props = { title = "Alpha", size = { w = 3 }, tags = {"x", "y"} } },
                view { name = "b", frame = {200, 0, 100, 100}, behaviour = "show", props = { title = "Beta" } },
                view { name = "c", frame = {0, 200, 100, 100}, behaviour = "show" },
                """),
            files: [
                "show.lua": """
                return {
                  touchesBegan = function(self, t, e)
                    local p = self.props
                    print(self.name, type(p), p.title, p.size and p.size.w, p.tags and #p.tags, p.count)
                    p.count = (p.count or 0) + 1
                  end,
                }
                """
            ])
        h.play(
            """
            0 touch 1 began 10 10
            0.1 touch 1 ended 10 10
            1 touch 1 began 210 10
            1.1 touch 1 ended 210 10
            2 touch 1 began 10 210
            2.1 touch 1 ended 10 210
            3 touch 1 began 10 10
            3.1 touch 1 ended 10 10
            4 lua print(find("a").props.title, find("a").props.count)
            """)
        #expect(
            h.lines == [
                "a\ttable\tAlpha\t3\t2\tnil",
                "b\ttable\tBeta\tnil\tnil\tnil",
                "c\ttable\tnil\tnil\tnil\tnil",
                "a\ttable\tAlpha\t3\t2\t1",
                "Alpha\t2",
            ])
    }
}
