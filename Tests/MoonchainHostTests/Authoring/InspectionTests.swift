import MoonchainHost
import Testing

/// Issue 16 item 3: `pairs(responder)`, `tostring(responder)`, printable lists, and `dump`.
@Suite("Authoring: looking inside responders")
struct InspectionTests {
    static let tree = """
        return app { delegate = {},
          window { name = "w",
            controller { name = "c", view { name = "root", frame = {0, 0, 390, 844},
              view { name = "close", frame = {10, 10, 20, 20}, alpha = 0.5, behaviour = "close_button",
                gestures = { tap { name = "t", action = "onTap" }, pan { name = "drag", enabled = false } } },
              view { name = "field", frame = {10, 40, 20.5, 20}, hidden = true, userInteractionEnabled = false,
                behaviour = "field" } } } },
          window { name = "front", level = 1, frame = {0, 0, 100, 100} },
        }
        """
    static let files = [
        "close_button.lua": "return { onTap = function(self, g) end }",
        "field.lua": "return { canBecomeFirstResponder = function(self) return true end }",
    ]

    @Test("tostring gives kind, name and frame; subviews, gestures and chains print names")
    func tostrings() throws {
        let h = try Harness(scene: Self.tree, files: Self.files)
        h.lua(#"print(find("close"), find("w"), find("c"), app, find("delegate"))"#)
        h.lua(#"print(find("root").subviews, find("close").gestures, find("field"):responderChain())"#)
        #expect(
            h.lines == [
                "view close (10, 10, 20, 20)\twindow w (0, 0, 390, 844)\tcontroller c\tapplication app\tdelegate delegate",
                "{close, field}\t{t, drag}\t{field, root, c, w, app, delegate}",
            ], "\(h.diagnostics)")
    }

    @Test("touches tables print their touches")
    func touchSets() throws {
        let h = try Harness(
            scene: scene(
                #"""
                view { name = "v", frame = {0, 0, 100, 100}, multipleTouchEnabled = true, behaviour = {
                  touchesBegan = function(self, touches, event) print(touches, event:allTouches()) end } }
                """#))
        h.play("0 touch 1 began 10 10\n0 touch 2 began 20 20")
        #expect(h.lines == ["{touch 1 began, touch 2 began}\t{touch 1 began, touch 2 began}"], "\(h.diagnostics)")
    }

    @Test("pairs(responder) iterates its host fields and its instance state")
    func pairsOfResponder() throws {
        let h = try Harness(scene: Self.tree, files: Self.files)
        let listing =
            #"local keys = {} for k, value in pairs(R) do keys[#keys + 1] = k .. "=" .. (k == "props" and type(value) or tostring(value)) end table.sort(keys) print(table.concat(keys, " "))"#
        h.lua(#"local v = find("close"); v.taps = 3; v.label = "x""#)
        h.lua(listing.replacingOccurrences(of: "R", with: #"find("close")"#))
        h.lua(listing.replacingOccurrences(of: "R", with: "app"))
        #expect(
            h.lines == [
                "alpha=0.5 bounds={0, 0, 20, 20} center=(20, 20) clipsToBounds=false exclusiveTouch=false frame={10, 10, 20, 20} gestures={t, drag} "
                    + "hidden=false kind=view label=x multipleTouchEnabled=false name=close props=table subviews={} "
                    + "superview=view root (0, 0, 390, 844) taps=3 transform=[1, 0, 0, 1, 0, 0] userInteractionEnabled=true window=window w (0, 0, 390, 844)",
                "gestures={} kind=application name=app props=table subviews={}",
            ], "\(h.diagnostics)")
    }

    @Test("dump() prints the whole application: kinds, names, frames, flags, behaviours, recognizers, first responder")
    func dumpAll() throws {
        let h = try Harness(scene: Self.tree, files: Self.files)
        h.lua(#"find("field"):becomeFirstResponder()"#)
        h.lua("dump()")
        #expect(
            h.lines == [
                "application app",
                "  delegate delegate behaviour=inline@scene.lua:1",
                "  window w (0, 0, 390, 844) key",
                "    view root (0, 0, 390, 844) controller=c",
                "      view close (10, 10, 20, 20) alpha=0.5 behaviour=close_button",
                "        gesture tap t possible action=onTap",
                "        gesture pan drag possible enabled=false",
                "      view field (10, 40, 20.5, 20) hidden interaction=off behaviour=field *first responder*",
                "  window front (0, 0, 100, 100) level=1",
            ], "\(h.diagnostics)")
    }

    @Test("dump(responder) prints the subtree below it; a wrong argument is an error with file:line")
    func dumpSubtree() throws {
        let h = try Harness(scene: Self.tree, files: Self.files)
        h.lua(#"dump(find("close"))"#)
        h.lua(#"dump(find("c"))"#)
        h.lua("dump(3)")
        #expect(
            h.lines == [
                "view close (10, 10, 20, 20) alpha=0.5 behaviour=close_button",
                "  gesture tap t possible action=onTap",
                "  gesture pan drag possible enabled=false",
                "controller c",
                "  view root (0, 0, 390, 844) controller=c",
                "    view close (10, 10, 20, 20) alpha=0.5 behaviour=close_button",
                "      gesture tap t possible action=onTap",
                "      gesture pan drag possible enabled=false",
                "    view field (10, 40, 20.5, 20) hidden interaction=off behaviour=field",
            ], "\(h.diagnostics)")
        #expect(
            h.allDiagnostics.contains(
                "events.txt:3: dump expects a responder or nothing (the whole application), got number"),
            "\(h.diagnostics)")
    }
}
