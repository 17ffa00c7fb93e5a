import MoonchainHost
import Testing

/// Hostile control scenes: clear messages with file:line, and the host goes on (C5, C8).
struct ControlSceneErrorTests {
    @Test("C5 an unknown EVENT in actions is a warning with the closest event name; the rest of the scene loads")
    func unknownEvent() throws {
        let h = try Harness(
            scene: scene(
                #"button { name = "b", frame = {0, 0, 50, 50}, actions = { touchUpInsid = "x", touchDown = "y" } },"#,
                prefix: "local _ = 1"))
        #expect(
            h.allDiagnostics.contains(
                "scene.lua:4: button 'b': unknown control event 'touchUpInsid' in actions ignored; did you mean 'touchUpInside'?"
            ))
        #expect(h.allDiagnostics.contains("actions.touchDown: no behaviour defines 'y'"))
    }

    @Test("C5 a nil-targeted action name close to a method some behaviour defines gets a did-you-mean warning")
    func actionTypo() throws {
        let h = try Harness(
            scene: """
                return app { window { name = "w", behaviour = { saveDocument = function() end },
                  button { name = "b", frame = {0, 0, 50, 50}, actions = { touchUpInside = "saveDocumnt" } } } }
                """)
        #expect(
            h.allDiagnostics.contains(
                "button 'b': actions.touchUpInside: no behaviour defines 'saveDocumnt', so the nil-targeted action finds no performer; did you mean 'saveDocument'?"
            ))
    }

    @Test("C5 a named target without the action method is a load error naming file:line and the closest method")
    func targetWithoutMethod() throws {
        let failure = try #require(
            sceneLoadError(
                scene: """
                    return app { window { name = "w", behaviour = { saveDocument = function() end },
                      button { name = "b", frame = {0, 0, 50, 50}, actions = { touchUpInside = { "saveDocumnt", target = "w" } } } } }
                    """))
        #expect(
            failure.message.contains(
                "scene.lua:2: button 'b': actions.touchUpInside: target 'w' has no method 'saveDocumnt'; did you mean 'saveDocument'?"
            ))
        let missing = try #require(
            sceneLoadError(
                scene: """
                    return app { window { name = "w",
                      button { name = "b", frame = {0, 0, 50, 50}, actions = { touchUpInside = { "save", target = "nobody" } } } } }
                    """))
        #expect(
            missing.message.contains(
                "scene.lua:2: button 'b': actions.touchUpInside: target 'nobody' names no responder"))
    }

    @Test(
        "C5 actions of the wrong shape are load errors that say what actions take",
        arguments: [
            (#"actions = 5"#, "actions must be a table { EVENT = \"action\", ... }, got number"),
            (
                #"actions = { touchDown = 5 }"#,
                "actions.touchDown must be \"action\", { \"action\", target = \"RESPONDER\" } or a list of those; got number"
            ),
            (#"actions = { touchDown = {} }"#, "got an empty table"),
            (#"actions = { touchDown = { { "a", "b" } } }"#, "item 1 is a list inside a list"),
            (#"actions = { touchDown = { "a", target = 3 } }"#, "target must be a responder's name"),
            (#"actions = { touchDown = { "a", "b", target = "w" } }"#, "one action per target"),
            (#"actions = { touchDown = "" }"#, "an action name must be a non-empty string"),
            (#"actions = { [1] = "a" }"#, "a key of type number is not an event"),
        ])
    func wrongShapes(actions: String, message: String) throws {
        let failure = try #require(
            sceneLoadError(scene: scene(#"button { name = "b", frame = {0, 0, 50, 50}, \#(actions) },"#)))
        #expect(failure.message.contains(message), "\(failure.message)")
        #expect(failure.message.contains("scene.lua:4: button 'b'"), "\(failure.message)")
    }

    @Test(
        "C8 NaN or infinite slider numbers and an inverted range are load errors with file:line",
        arguments: [
            "value = 0/0", "minimumValue = math.huge", "maximumValue = -math.huge",
            "minimumValue = 2, maximumValue = 1",
        ])
    func sliderNumbers(fields: String) throws {
        let failure = try #require(
            sceneLoadError(scene: scene(#"slider { name = "s", frame = {0, 0, 228, 40}, \#(fields) },"#)))
        #expect(failure.message.contains("scene.lua:4: slider 's'"), "\(failure.message)")
    }

    @Test(
        "C8 a value outside the range is clamped; a lone bound past the default other one moves it; fields of another control kind are warned about"
    )
    func clampAndUnknownFields() throws {
        let h = try Harness(
            scene: scene(
                """
                slider { name = "s", frame = {0, 0, 228, 40}, value = 9, maximumValue = 4, on = true },
                slider { name = "low", frame = {0, 50, 228, 40}, minimumValue = 5 },
                """))
        h.lua(#"print(find("s").value, find("low").minimumValue, find("low").maximumValue, find("low").value)"#)
        #expect(h.lines == ["4\t5\t5\t5"])
        #expect(h.allDiagnostics.contains("slider 's': unknown field 'on' ignored"))
    }
}
