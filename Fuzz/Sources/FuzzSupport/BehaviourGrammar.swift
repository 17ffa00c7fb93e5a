/// Behaviour method bodies from a small grammar of loops, recursion, tree edits (addSubview,
/// removeFromSuperview mid-event), first-responder calls and library calls, set on a fixed
/// scene (views root > a > c, root > b with a tap recognizer) that the timeline then touches.
public struct BehaviourGrammar {
    var chooser: ByteChooser
    var depth = 0

    public init(_ chooser: ByteChooser) { self.chooser = chooser }

    static let methods = [
        "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled", "pointInside", "hitTest",
        "canBecomeFirstResponder", "canResignFirstResponder", "becomeFirstResponder", "resignFirstResponder",
        "nextResponder", "motionBegan", "pressesBegan", "act", "didLoad", "canPerformAction",
        "gestureShouldBegin", "gestureShouldReceiveTouch",
    ]

    /// A whole scene whose behaviours are generated.
    public static func scene(_ chooser: inout ByteChooser) -> String {
        var grammar = BehaviourGrammar(chooser)
        var behaviours: [String] = []
        for view in ["root", "a", "b", "c"] {
            var methods: [String] = []
            for _ in 0..<(1 + grammar.chooser.small(3)) {
                // The first method is a touch handler, so the timeline's touches reach generated code.
                methods.append(methods.isEmpty ? "touchesBegan" : grammar.chooser.pick(BehaviourGrammar.methods))
            }
            let bodies = methods.map { "\($0) = function(self, x, y) \(grammar.block()) end" }
            behaviours.append("local \(view)B = { " + bodies.joined(separator: ", ") + " }")
        }
        chooser = grammar.chooser
        return behaviours.joined(separator: "\n") + """

            return app {
              window { name = "w", frame = {0, 0, 390, 844},
                view { name = "root", frame = {0, 0, 390, 844}, behaviour = rootB,
                  view { name = "a", frame = {0, 0, 200, 200}, behaviour = aB,
                    view { name = "c", frame = {0, 0, 100, 100}, behaviour = cB } },
                  view { name = "b", frame = {0, 300, 200, 200}, behaviour = bB,
                    gestures = { tap { name = "tap", action = "act" }, pan { action = "act" } } },
                },
              },
            }
            """
    }

    mutating func block() -> String {
        (0..<(1 + chooser.small(3))).map { _ in statement() }.joined(separator: " ")
    }

    mutating func statement() -> String {
        depth += 1
        defer { depth -= 1 }
        let nested = depth < 4
        switch chooser.choose(nested ? 14 : 9) {
        case 0: return treeEdit()
        case 1: return firstResponder()
        case 2: return libraryCall()
        case 3: return fieldSet()
        case 4: return "print(\(expression()))"
        case 5: return "state.n = (state.n or 0) + 1"
        case 6: return "return \(expression())"
        case 7:
            return chooser.pick([
                "error(\(expression()))", "pcall(error, \(expression()))", "self.super:touchesBegan(x, y)",
                "if self:nextResponder() then self:nextResponder():touchesBegan(x, y) end",
            ])
        case 8: return "local ok = pcall(function() \(libraryCall()) end)"
        case 9: return "for i = 1, \(chooser.pick(["3", "100", "1e6", "1/0", "0/0"])) do \(block()) end"
        case 10: return "while \(chooser.pick(["true", "false", "find(\"a\").superview"])) do \(block()) break end"
        case 11:
            return
                "local function f(n) if n > 0 then \(statement()) return f(n - 1) end end f(\(chooser.pick(["5", "200", "1e6", "1/0"])))"
        case 12: return "local co = coroutine.wrap(function() \(block()) coroutine.yield() end) pcall(co) saved = co"
        default:
            return
                "if \(chooser.pick(["x", "y", "self.superview", "find(\"c\")", "self:isFirstResponder()"])) then \(block()) else \(block()) end"
        }
    }

    mutating func view() -> String {
        chooser.pick([
            "self", "find(\"a\")", "find(\"b\")", "find(\"c\")", "find(\"root\")", "find(\"w\")", "self.superview",
            "app", "(x and x[1] and x[1].view)",
        ])
    }

    mutating func treeEdit() -> String {
        switch chooser.choose(5) {
        case 0: return "local v = \(view()) if v then v:removeFromSuperview() end"
        case 1: return "local p, v = \(view()), \(view()) if p and v then p:addSubview(v) end"
        case 2: return "local v = \(view()) if v and v.superview then v.superview:removeFromSuperview() end"
        case 3:
            return
                "local p = \(view()) for i = 1, \(chooser.pick(["2", "50", "3000"])) do local w = find(\"c\") if p and w then p:addSubview(w) p = w end end"
        default:
            return
                "local v = \(view()) if v then v.subviews[1] = nil for _, s in ipairs(v.subviews) do s:removeFromSuperview() end end"
        }
    }

    mutating func firstResponder() -> String {
        let v = view()
        return chooser.pick([
            "local v = \(v) if v then v:becomeFirstResponder() end",
            "local v = \(v) if v then v:resignFirstResponder() end",
            "for i = 1, 1000 do local v = \(v) if v then v:becomeFirstResponder() v:resignFirstResponder() end end",
            "print(app:firstResponder())",
            "app:sendAction(\"act\", nil, nil)",
            "local v = \(v) if v then v:reloadInputViews() end",
        ])
    }

    mutating func libraryCall() -> String {
        chooser.pick([
            "local s = string.rep(\"\", \(chooser.pick(["1e9", "1e15", "10"])))",
            "local s = string.rep(\"ab\", \(chooser.pick(["1e3", "1e8", "-1", "0/0"])))",
            "string.find(string.rep(\"a\", 5000), \(chooser.pick(["\".-.-.-.-b\"", "\"(a*)*b\"", "\"%f[%w]\""])))",
            "string.gsub(string.rep(\"a\", 3000), \".-\", \"%0%0\")",
            "table.concat({}, \",\", 1, \(chooser.pick(["1e9", "0", "-5"])))",
            "table.move({}, 1, \(chooser.pick(["1e12", "3", "math.maxinteger"])), 1)",
            "string.format(\"%99.99f\", \(expression()))",
            "math.floor(\(expression()))",
            "tostring(\(expression()))",
            "local t = {} for i = 1, 1e7 do t[i] = {} end",
            "collectgarbage(\(chooser.pick(["\"collect\"", "\"stop\"", "\"step\", 1e300", "\"incremental\", 0/0"])))",
            "setmetatable({}, { __gc = function() \(chooser.pick(["while true do end", "error(\"gc\")", "find(\"a\"):removeFromSuperview()"])) end })",
            "string.rep(\"x\", 1e6):rep(1e3)",
        ])
    }

    mutating func fieldSet() -> String {
        let field = chooser.pick([
            "frame", "bounds", "alpha", "hidden", "userInteractionEnabled", "name", "level", "props", "clipsToBounds",
            "superview",
        ])
        let value =
            chooser.choose(2) == 0
            ? "{ \(HostileValues.number(&chooser)), \(HostileValues.number(&chooser)), 100, 100 }" : expression()
        return "local v = \(view()) if v then v.\(field) = \(value) end"
    }

    mutating func expression() -> String {
        switch chooser.choose(4) {
        case 0: return HostileValues.number(&chooser)
        case 1: return HostileValues.string(&chooser)
        case 2: return view()
        default:
            return chooser.pick([
                "x", "y", "x and x[1]", "state.n", "setmetatable({}, { __tostring = function() error(\"ts\") end })",
                "now()", "point(0/0, 1/0)",
            ])
        }
    }
}
