import MoonchainHost
import Testing

@testable import MoonchainTestRunner

/// `expected-trace.jsonl`: each object matches a trace record by the fields it gives, in order.
@Suite("expected-trace.jsonl matching")
struct TraceExpectationTests {
    let trace = """
        {"seq":1,"t":0,"type":"timeline","line":1,"command":"0 touch 1 began 30 50"}
        {"seq":2,"t":0,"type":"hit","view":"close","point":[30,50]}
        {"seq":3,"t":0,"type":"deliver","touch":1,"view":"close","method":"touchesBegan"}
        {"seq":4,"t":0.1,"type":"deliver","touch":1,"view":"close","method":"touchesEnded"}
        {"seq":5,"t":0.1,"type":"gesture.state","gesture":"tap","from":"possible","to":"failed","reason":"moved too far"}
        """

    func records() -> [[(String, JSONValue)]] { TraceExpectation.records(trace) }

    @Test("an object matches a record by the fields it gives; the record's other fields are not looked at")
    func fieldSubsets() throws {
        let expectation = try TraceExpectation(
            text: """
                {"type":"deliver","view":"close"}
                {"type":"gesture.state","to":"failed","reason":"moved too far"}
                """, file: "expected-trace.jsonl")
        #expect(expectation.check(records(), file: "expected-trace.jsonl").isEmpty)
    }

    @Test("numbers compare as values: 0.10 matches the trace's 0.1, 3 matches 3.0")
    func numbersCompareAsValues() throws {
        let expectation = try TraceExpectation(text: "{\"t\":0.10,\"seq\":4.0}\n", file: "x")
        #expect(expectation.check(records(), file: "x").isEmpty)
    }

    @Test("objects match in order: a record before the previous match does not count")
    func order() throws {
        let inOrder = try TraceExpectation(
            text: "{\"method\":\"touchesBegan\"}\n{\"method\":\"touchesEnded\"}\n", file: "x")
        #expect(inOrder.check(records(), file: "x").isEmpty)
        let reversed = try TraceExpectation(
            text: "{\"method\":\"touchesEnded\"}\n{\"method\":\"touchesBegan\"}\n", file: "x")
        let problems = reversed.check(records(), file: "x")
        #expect(problems.count == 1)
        #expect(
            problems.first?.hasPrefix(
                "x:2: no trace record after the record matched by the line before (seq 4) matches {\"method\":\"touchesBegan\"}"
            ) == true)
    }

    @Test("a missing record is reported with the closest candidates and the fields they differ in")
    func missingWithClosest() throws {
        let expectation = try TraceExpectation(
            text: "\n{\"type\":\"deliver\",\"touch\":1,\"view\":\"open\"}\n", file: "expected-trace.jsonl")
        let problems = expectation.check(records(), file: "expected-trace.jsonl")
        #expect(problems.count == 1)
        let message = try #require(problems.first)
        #expect(
            message.hasPrefix(
                "expected-trace.jsonl:2: no trace record matches {\"type\":\"deliver\",\"touch\":1,\"view\":\"open\"}"))
        // The two deliveries share type and touch: they are the closest, earliest first.
        let closest = message.split(separator: "\n").filter { $0.contains("closest:") }
        #expect(closest.count == 2)
        #expect(closest.first?.contains("\"seq\":3") == true)
        #expect(closest.dropFirst().first?.contains("\"seq\":4") == true)
        #expect(message.contains("differs in view: \"close\""))
    }

    @Test("a malformed line is an error naming file:line and what is wrong; every such line is named")
    func malformedLines() {
        #expect {
            try TraceExpectation(text: "{\"type\":\"hit\"}\n{\"type\": hit}\n[1,2]\n", file: "expected-trace.jsonl")
        } throws: { error in
            let text = (error as? CaseProblem)?.description ?? ""
            return text.contains("expected-trace.jsonl:2: not a JSON object: Invalid value around character 9")
                && text.contains("expected-trace.jsonl:3: expected a JSON object")
                && !text.contains("jsonl:1")
        }
    }

    @Test("--update keeps each object's fields, in its order, with the matching record's values")
    func updateKeepsFieldSubsets() throws {
        let expectation = try TraceExpectation(
            text: """
                {"view":"open","type":"deliver","method":"touchesBegan"}
                {"type":"gesture.state","reason":"too slow"}
                """, file: "x")
        let updated = expectation.updated(from: records())
        #expect(
            updated == """
                {"view":"close","type":"deliver","method":"touchesBegan"}
                {"type":"gesture.state","reason":"moved too far"}

                """)
        #expect(try TraceExpectation(text: updated, file: "x").check(records(), file: "x").isEmpty)
    }
}

@Suite("JSON lines")
struct JSONLineTests {
    @Test("a line's object keeps its key order; strings unescape; nesting and literals parse")
    func parses() throws {
        let value = try JSONValue.parse(#" {"b": [1, -2.5e1, true, null], "a": "x\n\u00e9\"", "c": {}} "#)
        #expect(value.text(pretty: false) == #"{"b":[1,-25,true,null],"a":"x\né\"","c":{}}"#)
    }

    @Test(
        "text that is not one JSON value is refused with where",
        arguments: ["{", "{\"a\":}", "{} x", "\"open", "nul", "{'a':1}", "{\"a\" 1}"])
    func refuses(_ text: String) {
        #expect(throws: JSONValue.Malformed.self) { try JSONValue.parse(text) }
    }
}
