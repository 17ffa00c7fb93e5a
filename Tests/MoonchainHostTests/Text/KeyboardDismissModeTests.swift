import Foundation
import MoonchainHost
import ResponderKit
import Testing

/// `keyboardDismissMode` end to end (X9): the scene field, the Lua field, and what a drag does.
struct KeyboardDismissModeTests {
    /// A scrolling list holding a field; the window hears the keyboard, the list its drags.
    private func list(_ mode: String?, kind: String = "scrollView") throws -> Harness {
        let field = mode.map { "keyboardDismissMode = \"\($0)\"," } ?? ""
        return try Harness(
            scene: """
                return app { window { name = "w",
                  behaviour = { keyboardWillHide = function(self, frame) print("willHide " .. frame.y) end },
                  \(kind) { name = "list", frame = {0, 0, 390, 844}, contentSize = {390, 3000}, \(field)
                    behaviour = {
                      scrollViewWillBeginDragging = function(self, sv) print("willBeginDragging") end,
                      textFieldDidEndEditing = function(self, f) print(f.name .. " didEnd") end,
                    },
                    textField { name = "a", frame = {20, 100, 300, 40}, delegate = "list" },
                  },
                } }
                """)
    }

    /// Taps the field, then drags the list up from (100, 400) to (100, `to`) and lifts there.
    private func tapThenDrag(_ h: Harness, from: Int = 400, to: Int) {
        h.play(
            """
            0 touch 1 began 50 120
            0.1 touch 1 ended 50 120
            0.5 touch 2 began 100 \(from)
            0.52 touch 2 moved 100 \(from + (to - from) / 4)
            0.54 touch 2 moved 100 \(from + (to - from) / 2)
            0.56 touch 2 moved 100 \(to)
            0.6 touch 2 ended 100 \(to)
            """)
    }

    @Test("X9 onDrag: the pan's start resigns the field (forced), before scrollViewWillBeginDragging")
    func onDrag() throws {
        let h = try list("onDrag")
        tapThenDrag(h, to: 200)
        #expect(h.takeLines() == ["a didEnd", "willHide 508", "willBeginDragging"], "\(h.allDiagnostics)")
        h.lua("print(find('a').editing, find('list').keyboardDismissMode)", at: 1)
        #expect(h.takeLines() == ["false\tonDrag"])
    }

    @Test("X9 onDrag on a table resigns the same way")
    func onDragTable() throws {
        let h = try list("onDrag", kind: "tableView")
        tapThenDrag(h, to: 200)
        #expect(h.takeLines() == ["a didEnd", "willHide 508", "willBeginDragging"], "\(h.allDiagnostics)")
    }

    @Test("X9 none (the default): a drag keeps the field editing")
    func none() throws {
        let h = try list(nil)
        tapThenDrag(h, to: 200)
        #expect(h.takeLines() == ["willBeginDragging"])
        h.lua("print(find('a').editing, find('list').keyboardDismissMode)", at: 1)
        #expect(h.takeLines() == ["true\tnone"])
    }

    @Test("X9 interactive: a lift below the keyboard's top resigns; a lift above it does not")
    func interactive() throws {
        let h = try list("interactive")
        tapThenDrag(h, from: 300, to: 450)
        #expect(h.takeLines() == ["willBeginDragging"])
        h.play(
            "2 touch 3 began 100 300\n2.02 touch 3 moved 100 400\n2.04 touch 3 moved 100 500\n"
                + "2.1 touch 3 moved 100 600")
        #expect(h.takeLines() == ["willBeginDragging"])
        h.play("2.2 touch 3 ended 100 600")
        #expect(h.takeLines() == ["a didEnd", "willHide 508"], "\(h.allDiagnostics)")
    }

    @Test("X9 the Lua field reads and writes; a write turns a later drag's behaviour on")
    func luaField() throws {
        let h = try list(nil, kind: "tableView")
        h.lua("local l = find('list'); print(l.keyboardDismissMode); l.keyboardDismissMode = 'onDrag'")
        #expect(h.takeLines() == ["none"])
        tapThenDrag(h, to: 200)
        #expect(h.takeLines() == ["a didEnd", "willHide 508", "willBeginDragging"])
    }

    @Test("X9 a bad value: a Lua error with the line, a scene load error with file:line; the mode is unchanged")
    func badValues() throws {
        let h = try list("interactive")
        h.lua("find('list').keyboardDismissMode = 'sideways'")
        h.lua("find('list').keyboardDismissMode = 3")
        h.lua("print(find('list').keyboardDismissMode)")
        #expect(h.takeLines() == ["interactive"])
        #expect(
            h.allDiagnostics.contains(
                "keyboardDismissMode must be \"none\", \"onDrag\" or \"interactive\", got \"sideways\""),
            "\(h.allDiagnostics)")
        #expect(h.allDiagnostics.contains("got number"))
        #expect(h.allDiagnostics.contains("events.txt:1") || h.allDiagnostics.contains(":1:"), "\(h.allDiagnostics)")
        let load = try #require(
            sceneLoadError(
                scene: scene(
                    """
                    scrollView { name = "list", frame = {0, 0, 390, 844}, keyboardDismissMode = "ondrag" },
                    """)))
        #expect(load.message.contains("scene.lua:4"), "\(load.message)")
        #expect(
            load.message.contains(
                "keyboardDismissMode must be \"none\", \"onDrag\" or \"interactive\", got \"ondrag\""))
    }

    @Test("X9 a misspelt field: the scene lists the known fields, a Lua write suggests the name")
    func didYouMean() throws {
        let h = try Harness(
            scene: scene(
                """
                scrollView { name = "list", frame = {0, 0, 390, 844}, keyboardDismisMode = "onDrag",
                  behaviour = { hi = function(self) self.keyboardDismisMode = "onDrag" end } },
                """))
        #expect(h.allDiagnostics.contains("unknown field 'keyboardDismisMode'"))
        #expect(h.allDiagnostics.contains("keyboardDismissMode"))
        h.lua("find('list'):hi()")
        #expect(h.allDiagnostics.contains("did you mean 'keyboardDismissMode'?"), "\(h.allDiagnostics)")
    }
}
