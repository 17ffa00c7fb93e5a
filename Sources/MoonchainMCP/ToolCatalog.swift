import MCP
import MoonchainExplain

/// The tools the server offers: names, descriptions, and the JSON Schemas of their input and
/// of their structured output (what `tools/list` answers; `ToolAnswers` keeps to them).
enum ToolCatalog {
    static let touchTypes = ["direct", "indirect", "pencil", "indirectPointer"]

    static var all: [Tool] {
        [importDump, explain, whyNot, run, hitmap, tree, test]
    }

    private static let scene = Schema.string("The scene file (a Lua file returning app { ... }), relative to the root.")
    private static let x = Schema.number("The touch's x in screen points.")
    private static let y = Schema.number("The touch's y in screen points.")
    private static let window = Schema.string("Only this window is hit-tested (default: every window, front to back).")
    private static let touchType: Value = [
        "type": "string", "enum": .array(touchTypes.map(Value.string)),
        "description": "The touch's type (default direct, a finger).",
    ]

    static let importDump = Tool(
        name: "import_dump",
        description: """
            Import the text of -[UIView recursiveDescription] (an iOS app's view hierarchy, pasted from the \
            debugger) into a Moonchain scene file under the root, so explain, why_not and hitmap can answer \
            for it. Returns the scene's path, counts and warnings.
            """,
        inputSchema: Schema.object(
            [
                "dump": Schema.string("The recursiveDescription text."),
                "path": Schema.string("Where to write the scene, relative to the root (default imported-scene.lua)."),
                "screenWidth": Schema.number("The screen's width in points (default: from the dump's root)."),
                "screenHeight": Schema.number("The screen's height in points (default: from the dump's root)."),
            ], required: ["dump"]),
        annotations: .init(readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false),
        outputSchema: Schema.object(
            [
                "scene": Schema.string("The scene file written, relative to the root."),
                "views": Schema.integer("View records imported."),
                "lines": Schema.integer("Lines of the dump read."),
                "screen": Schema.object(
                    ["width": Schema.number, "height": Schema.number], required: ["width", "height"]),
                "warnings": Schema.array(Schema.string),
            ], required: ["scene", "views", "lines", "screen", "warnings"]))

    static let explain = Tool(
        name: "explain",
        description: """
            Why a touch at a screen point goes where it goes (the JSON of `moonchain explain --json`): every \
            hit test visited with the reason it was skipped or chosen (consecutive siblings skipped alike as \
            one run: first and last view, count, the shared reason), the hit-test view, its responder chain, \
            the gesture recognizers offered the touch in order, and what the scroll views above it do.
            """,
        inputSchema: Schema.object(
            [
                "scene": scene, "x": x, "y": y, "window": window, "touchType": touchType,
                "allVisits": [
                    "type": "boolean",
                    "description": "List every visit, with its frame and point, instead of runs (default false).",
                ],
            ], required: ["scene", "x", "y"]),
        annotations: .init(readOnlyHint: true, openWorldHint: false),
        outputSchema: explainOutput)

    static let whyNot = Tool(
        name: "why_not",
        description: """
            Why a touch at a screen point does NOT reach or activate the named view, in one paragraph with rule \
            ids: the ancestor that refused (hidden, userInteractionEnabled false, point outside its bounds...), \
            the sibling in front that took the touch, the window in front, the scroll view that holds or \
            cancels it, the recognizer that would cancel it, the control that would not track it.
            """,
        inputSchema: Schema.object(
            [
                "scene": scene, "view": Schema.string("The view's name in the scene."), "x": x, "y": y,
                "window": window, "touchType": touchType,
            ], required: ["scene", "view", "x", "y"]),
        annotations: .init(readOnlyHint: true, openWorldHint: false),
        outputSchema: whyNotOutput)

    static let run = Tool(
        name: "run",
        description: """
            Run a scene with a timeline (the text of an events file: `0.00 touch 1 began 100 200` ...) as \
            `moonchain run` does, in its sandbox and script limits. Returns the printed lines, the errors with \
            file:line, the exit status, and the trace records whose type is listed in traceTypes.
            """,
        inputSchema: Schema.object(
            [
                "scene": scene,
                "timeline": Schema.string("The timeline's lines (default: only load the scene)."),
                "traceTypes": [
                    "type": "array", "items": Schema.string,
                    "description": "Trace record types to return (e.g. touch.bound, gesture.state); '*' for all.",
                ],
                "strict": ["type": "boolean", "description": "Script errors and warnings make the status 3."],
                "instructionBudget": Schema.integer("Lua instructions per script call (at most the server's)."),
                "timeLimit": Schema.number("Seconds per script call (at most the server's)."),
            ], required: ["scene"]),
        annotations: .init(readOnlyHint: true, openWorldHint: false),
        outputSchema: Schema.object(
            [
                "status": Schema.integer(
                    "moonchain run's exit status: 0 ran, 1 scene not loaded, 2 bad timeline, 3 strict."),
                "output": Schema.array(Schema.string),
                "errors": Schema.array(
                    Schema.object(
                        [
                            "text": Schema.string, "file": Schema.nullable(Schema.string),
                            "line": Schema.nullable(Schema.integer), "message": Schema.string,
                        ], required: ["text", "file", "line", "message"])),
                "trace": Schema.array(["type": "object"]),
                "traceRecords": Schema.integer("Trace records the run wrote in all."),
            ], required: ["status", "output", "errors", "trace", "traceRecords"]))

    static let hitmap = Tool(
        name: "hitmap",
        description: """
            Which view takes a touch in each region of the screen, as rectangles in screen points (sampled \
            every `step` points), with each view's share of the screen. Views that take touches while nearly \
            invisible are flagged.
            """,
        inputSchema: Schema.object(
            [
                "scene": scene, "window": window,
                "step": Schema.number("The sampling step in points (default 4, at least 1)."),
            ], required: ["scene"]),
        annotations: .init(readOnlyHint: true, openWorldHint: false),
        outputSchema: Schema.object(
            [
                "screen": Schema.object(
                    ["width": Schema.number, "height": Schema.number], required: ["width", "height"]),
                "step": Schema.number, "window": Schema.nullable(Schema.string),
                "regions": Schema.array(
                    Schema.object(
                        [
                            "view": Schema.string, "x": Schema.number, "y": Schema.number, "width": Schema.number,
                            "height": Schema.number,
                        ], required: ["view", "x", "y", "width", "height"])),
                "views": Schema.array(
                    Schema.object(
                        [
                            "name": Schema.string, "areaFraction": Schema.number,
                            "invisibleButBlocking": Schema.boolean,
                        ], required: ["name", "areaFraction", "invisibleButBlocking"])),
            ], required: ["screen", "step", "window", "regions", "views"]))

    static let tree = Tool(
        name: "tree",
        description: """
            The scene's windows (front to back), controllers and views: names, kinds, frames (in the \
            superview's coordinates), hidden / userInteractionEnabled / alpha, and behaviours.
            """,
        inputSchema: Schema.object(["scene": scene], required: ["scene"]),
        annotations: .init(readOnlyHint: true, openWorldHint: false),
        outputSchema: Schema.with(
            definitions: ["node": treeNode],
            Schema.object(["windows": Schema.array(["$ref": "#/$defs/node"])], required: ["windows"])))

    static let test = Tool(
        name: "test",
        description: """
            Run test cases (folders with scene.lua, events.txt and expected.txt, as `moonchain test`) found \
            under the given paths; returns passed/failed and each failure with its diff.
            """,
        inputSchema: Schema.object(
            [
                "paths": [
                    "type": "array", "items": Schema.string, "minItems": 1,
                    "description": "Case folders or folders of cases, relative to the root.",
                ],
                "filter": Schema.string("Only cases whose name contains this."),
            ], required: ["paths"]),
        annotations: .init(readOnlyHint: true, openWorldHint: false),
        outputSchema: Schema.object(
            [
                "passed": Schema.integer, "failed": Schema.integer,
                "cases": Schema.array(
                    Schema.object(
                        [
                            "name": Schema.string, "passed": Schema.boolean, "status": Schema.nullable(Schema.integer),
                            "failures": Schema.array(
                                Schema.object(
                                    [
                                        "kind": Schema.string, "message": Schema.string,
                                        "diff": Schema.nullable(Schema.string),
                                    ], required: ["kind", "message", "diff"])),
                            "standardError": Schema.string,
                        ], required: ["name", "passed", "status", "failures", "standardError"])),
            ], required: ["passed", "failed", "cases"]))

    // MARK: - Output schemas of the shared queries

    /// `explain --json`, as docs/Explain.md describes it.
    static let explainOutput = Schema.with(
        definitions: ["visit": visit, "run": visitRun],
        Schema.object(
            [
                "point": Schema.pair, "touchType": Schema.oneOf(touchTypes), "window": Schema.nullable(Schema.string),
                "windows": Schema.array(["$ref": "#/$defs/visit"]), "untriedWindows": Schema.array(Schema.string),
                "hit": Schema.nullable(
                    Schema.object(
                        ["view": Schema.string, "kind": Schema.string, "window": Schema.nullable(Schema.string)],
                        required: ["view", "kind", "window"])),
                "responderChain": Schema.array(
                    Schema.object(["name": Schema.string, "kind": Schema.string], required: ["name", "kind"])),
                "gestures": Schema.array(
                    Schema.object(
                        ["name": Schema.string, "kind": Schema.string, "view": Schema.string],
                        required: ["name", "kind", "view"])),
                "notes": Schema.array(Schema.string),
                "scrolling": Schema.array(Schema.string), "navigation": Schema.array(Schema.string),
            ],
            required: [
                "point", "touchType", "window", "windows", "untriedWindows", "hit", "responderChain", "gestures",
                "notes",
            ]))

    private static let visit = Schema.object(
        [
            "view": Schema.string, "kind": Schema.string, "frame": Schema.quad,
            "transform": ["type": "array", "items": Schema.number, "minItems": 6, "maxItems": 6],
            "point": Schema.pair,
            "outcome": outcome, "reason": reason,
            "result": Schema.nullable(Schema.string),
            "pointInside": pointInside,
            "hitTestScript": Schema.string, "why": Schema.string,
            "notes": Schema.array(
                Schema.object(
                    ["text": Schema.string, "afterVisits": Schema.integer], required: ["text", "afterVisits"])),
            "children": Schema.array(["anyOf": [["$ref": "#/$defs/visit"], ["$ref": "#/$defs/run"]]]),
        ], required: ["view", "kind", "frame", "point", "outcome", "result", "why", "notes", "children"])

    /// Consecutive siblings skipped alike, folded (without `allVisits`): what they share.
    private static let visitRun = Schema.object(
        [
            "run": Schema.object(
                ["first": Schema.string, "last": Schema.string, "count": Schema.integer],
                required: ["first", "last", "count"]),
            "outcome": outcome, "reason": reason,
            "pointInside": pointInside, "hitTestScript": Schema.string, "why": Schema.string,
        ], required: ["run", "outcome", "why"])

    private static let outcome = Schema.oneOf([
        "skipped", "chosen", "descendant", "script", "passThrough", "incomplete",
    ])
    private static let reason = Schema.oneOf([
        "hidden", "interactionDisabled", "transparent", "outside", "pointInsideFalse", "disabledControl",
    ])
    private static let pointInside = Schema.object(
        ["inside": Schema.boolean, "script": Schema.nullable(Schema.string)], required: ["inside", "script"])

    /// `WhyNot` as `JSONEncoder` writes it (absent optionals are left out).
    static let whyNotOutput: Value = {
        let finding = Schema.object(
            [
                "kind": Schema.oneOf(WhyNot.Kind.allCases.map(\.rawValue)), "rules": Schema.array(Schema.string),
                "subject": Schema.string, "text": Schema.string,
            ], required: ["kind", "rules", "text"])
        return Schema.object(
            [
                "view": Schema.string,
                "point": Schema.object(["x": Schema.number, "y": Schema.number], required: ["x", "y"]),
                "window": Schema.string, "hitView": Schema.string, "reaches": Schema.boolean,
                "blocker": finding, "activation": Schema.array(finding),
                "sentence": Schema.string("The answer in one paragraph, naming the rules."),
            ], required: ["view", "point", "reaches", "activation", "sentence"])
    }()

    private static let treeNode = Schema.object(
        [
            "name": Schema.string, "kind": Schema.string, "frame": Schema.quad, "hidden": Schema.boolean,
            "userInteractionEnabled": Schema.boolean, "alpha": Schema.number,
            "behaviour": Schema.nullable(Schema.string),
            "controller": Schema.nullable(
                Schema.object(
                    ["name": Schema.string, "behaviour": Schema.nullable(Schema.string)],
                    required: ["name", "behaviour"])),
            "gestures": Schema.array(
                Schema.object(["name": Schema.string, "kind": Schema.string], required: ["name", "kind"])),
            "children": Schema.array(["$ref": "#/$defs/node"]),
        ],
        required: [
            "name", "kind", "frame", "hidden", "userInteractionEnabled", "alpha", "behaviour", "controller", "gestures",
            "children",
        ])
}
