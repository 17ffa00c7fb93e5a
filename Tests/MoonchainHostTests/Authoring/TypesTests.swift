import Foundation
import LuaAnnotations
import MoonchainHost
import Testing

/// Issue 16 item 4: `moonchain types` describes exactly what the binding exposes.
@Suite("Authoring: LuaLS types")
struct TypesTests {
    /// The generated file, read back: each class's fields, and the globals it declares.
    struct Parsed {
        var classes: [String: Set<String>] = [:]
        var globals: Set<String> = []

        init(_ text: String) {
            var current: String?
            for line in text.split(separator: "\n").map(String.init) {
                if line.hasPrefix("---@class ") {
                    let name = line.dropFirst("---@class ".count).split(separator: ":")[0].trimmingCharacters(
                        in: .whitespaces)
                    current = name
                    classes[name, default: []] = []
                } else if line.hasPrefix("---@field "), let current {
                    var name = String(line.dropFirst("---@field ".count).split(separator: " ")[0])
                    if name.hasPrefix("[") { continue }
                    if name.hasSuffix("?") { name.removeLast() }
                    classes[current, default: []].insert(name)
                } else if line.hasPrefix("function ") {
                    globals.insert(String(line.dropFirst("function ".count).prefix { $0 != "(" }))
                    current = nil
                } else if line.hasSuffix(" = nil") {
                    globals.insert(String(line.dropLast(" = nil".count)))
                    current = nil
                } else if !line.hasPrefix("---") {
                    current = nil
                }
            }
        }
    }

    static let probeScene = """
        return app { window { name = "w",
          view { name = "v", frame = {0, 0, 300, 300}, multipleTouchEnabled = true, behaviour = "probe",
            gestures = { pan { name = "pan", requireToFail = "tap" }, pinch { name = "pinch" }, rotation { name = "rot" }, swipe { name = "sw" },
                         tap { name = "tap" }, gesture { name = "lua", script = { } } } } } }
        """

    /// Prints, for each value object, which of `NAMES` it answers (non-nil).
    static let probe = """
        local function answered(object, names)
          local found = {}
          for _, name in ipairs(names) do if object[name] ~= nil then found[#found + 1] = name end end
          return table.concat(found, " ")
        end
        return {
          touchesBegan = function(self, touches, event)
            print("Touch", answered(touches[1], NAMES))
            print("Event", answered(event, NAMES))
            print("Point", answered(touches[1]:location(nil), NAMES))
            print("Rect", answered(self.frame, NAMES))
            print("Rect", answered(rect(0, 0, 1, 1), NAMES))
            for _, g in ipairs(self.gestures) do print("Gesture", answered(g, NAMES)) end
          end,
          pressesBegan = function(self, presses, event) print("Press", answered(presses[1], NAMES)) end,
          canBecomeFirstResponder = function() return true end,
        }
        """

    @Test("responders, behaviours, globals and scene constructors in the file are exactly the binding's")
    func matchesTheBinding() throws {
        let host = ScriptHost(output: CapturedOutput())
        let names = host.boundNames()
        let parsed = Parsed(host.luaTypes())
        #expect(parsed.classes["Responder"] == names.responder)
        #expect(parsed.classes["Behaviour"] == names.behaviour)
        #expect(parsed.globals == names.globals.union(names.constructors.keys))
        // The constructors but `window` are globals too: a controller made at run time (N8).
        #expect(
            names.globals
                == Set(["print", "find", "app", "now", "point", "rect", "require", "dump", "transform"])
                .union(names.constructors.keys.filter { $0 != "window" }))
        let specs = [
            "app": "AppSpec", "window": "WindowSpec", "controller": "ControllerSpec", "view": "ViewSpec",
            "gesture": "LuaGestureSpec", "tap": "TapSpec", "longPress": "LongPressSpec", "pan": "PanSpec",
            "screenEdgePan": "ScreenEdgePanSpec", "swipe": "SwipeSpec", "pinch": "PinchSpec",
            "rotation": "RotationSpec",
            "control": "ControlSpec", "button": "ButtonSpec", "switch": "SwitchSpec", "slider": "SliderSpec",
            "scrollView": "ScrollViewSpec", "tableView": "TableViewSpec", "cell": "CellSpec",
            "navigation": "NavigationSpec",
            "textField": "TextFieldSpec",
        ]
        #expect(Set(names.constructors.keys) == Set(specs.keys))
        for (kind, spec) in specs {
            #expect(parsed.classes[spec] == names.constructors[kind], "\(spec)")
        }
        // Every responder member answers on a live responder (fields that do not apply are nil;
        // a plain view has none of a control's or slider's).
        let h = try Harness(scene: scene(#"view { name = "v", frame = {0, 0, 10, 10} }"#))
        let list = names.responder.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        h.lua(
            #"local v = find("v"); local missing = {} for _, n in ipairs({\#(list)}) do if v[n] == nil then missing[#missing + 1] = n end end print(table.concat(missing, " "))"#
        )
        // (A view without a background colour reads backgroundColor as nil.)
        // A scroll view's, table's and cell's fields do not apply to a view or a slider either.
        let scrollOnly = Set([
            "allowsMultipleSelection", "allowsSelection", "alwaysBounceHorizontal", "alwaysBounceVertical", "bounces",
            "canCancelContentTouches", "cells", "contentInset", "contentOffset", "contentSize", "decelerating",
            "decelerationRate", "delaysContentTouches", "delegate", "directionalLockEnabled", "dragging", "height",
            "maximumZoomScale", "minimumZoomScale", "pagingEnabled", "panGestureRecognizer", "pinchGestureRecognizer",
            "row", "rowHeight", "scrollEnabled", "scrollsToTop", "zoomScale", "zooming",
            // A navigation's (N1–N10).
            "contentPop", "customBack", "edgePop", "navigationBarHidden", "topViewController", "transitioning",
            "viewControllers",
            // Swipe actions (W3–W5).
            "editing", "swipeActions", "swipeOffset",
            // A text field's (X2–X7) do not apply to a view or a slider either.
            "text", "placeholder", "editing",
            // A scroll view's keyboardDismissMode (X9).
            "keyboardDismissMode",
        ])
        func missing(_ names: String) -> [String] {
            [Set(names.split(separator: " ").map(String.init)).union(scrollOnly).sorted().joined(separator: " ")]
        }
        #expect(
            h.lines
                == missing(
                    "backgroundColor continuous controller enabled highlighted inputAccessoryView inputView level maximumValue minimumValue on selected touchInside tracking value view"
                ), "\(h.diagnostics)")
        let s = try Harness(scene: scene(#"slider { name = "s", frame = {0, 0, 10, 10} }"#))
        s.lua(
            #"local v = find("s"); local missing = {} for _, n in ipairs({\#(list)}) do if v[n] == nil then missing[#missing + 1] = n end end print(table.concat(missing, " "))"#
        )
        #expect(
            s.lines == missing("backgroundColor controller inputAccessoryView inputView level on view"),
            "\(s.diagnostics)")
    }

    @Test("touches, events, presses, recognizers, points and rects answer exactly the members the file lists")
    func valueObjects() throws {
        let host = ScriptHost(output: CapturedOutput())
        let parsed = Parsed(host.luaTypes())
        let valueClasses = ["Touch", "Event", "Press", "Gesture", "Point", "Rect"]
        // Every name of every class (and of responders), so a member one object lacks is tried on it.
        let all = Set(parsed.classes.values.flatMap { $0 })
        let namesList = all.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        let h = try Harness(
            scene: Self.probeScene,
            files: ["probe.lua": Self.probe.replacingOccurrences(of: "NAMES", with: "{\(namesList)}")])
        h.lua(#"find("v"):becomeFirstResponder()"#)
        // An estimated sample, so `estimationUpdateIndex` (nil without estimates) answers too.
        h.play("0 touch 1 began 100 100 estimated=force\n0 touch 2 began 120 100\n0.1 press key began a")
        var answered: [String: Set<String>] = [:]
        for line in h.lines {
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard parts.count == 2 else { continue }
            answered[String(parts[0]), default: []].formUnion(parts[1].split(separator: " ").map(String.init))
        }
        for name in valueClasses {
            #expect(
                answered[name] == parsed.classes[name],
                "\(name): binding \(answered[name] ?? []) vs file \(parsed.classes[name] ?? [])")
        }
    }

    @Test("the shipped types/moonchain.d.lua is what `moonchain types` prints now")
    func shippedCopyIsCurrent() throws {
        let shipped = try String(contentsOfFile: repositoryRoot + "/types/moonchain.d.lua", encoding: .utf8)
        let host = ScriptHost(output: CapturedOutput())
        #expect(shipped == host.luaTypes(), "run `swift run moonchain types > types/moonchain.d.lua`")
    }
}
