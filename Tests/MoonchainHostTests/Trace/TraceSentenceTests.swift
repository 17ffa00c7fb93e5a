import Foundation
import MoonchainHost
import Testing

@testable import ResponderKit

/// The why panel's words (`TraceSentence`): every record the core makes reads as a sentence an
/// iOS engineer would use, with its rule, and no reason code reaches the page as jargon.
@Suite("Trace sentences")
struct TraceSentenceTests {
    /// Every record of a run, in order.
    private final class Recorder: DispatchObserver {
        var records: [TraceRecord] = []
        func record(_ record: TraceRecord) { records.append(record) }
    }

    /// The string literals passed as `pattern`'s capture in the files under `folder`.
    private func literals(_ pattern: String, under folder: String) throws -> Set<String> {
        let root = URL(fileURLWithPath: repositoryRoot + "/Sources/ResponderKit/" + folder)
        let regex = try NSRegularExpression(pattern: pattern)
        var found: Set<String> = []
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { found.insert(String(text[range])) }
            }
        }
        return found
    }

    @Test("every gesture reason code the core uses has words (a new code without them fails here)")
    func everyGestureReasonHasWords() throws {
        let codes = try literals(#"GestureReason\("([A-Za-z]+)""#, under: "")
        #expect(codes.count >= 20, "the scan found \(codes.count) codes: it no longer finds them")
        let missing = codes.subtracting(TraceSentence.gestureReasonCodes)
        #expect(missing.isEmpty, "reason codes without words: \(missing.sorted())")
        for code in TraceSentence.gestureReasonCodes {
            let words = TraceSentence.words(for: GestureReason(code, other: "other.pan")).text
            #expect(words != code && words.contains(" "), "\(code) reads as \(words)")
        }
    }

    @Test("every scroll record reason the core uses has words")
    func everyScrollReasonHasWords() throws {
        let reasons = try literals(#"reason: "([A-Za-z]+)""#, under: "Scrolling")
        #expect(reasons.count >= 10, "the scan found \(reasons.count) reasons: it no longer finds them")
        let missing = reasons.subtracting(TraceSentence.scrollReasonWords.keys)
        #expect(missing.isEmpty, "scroll reasons without words: \(missing.sorted())")
    }

    @Test("S1–S12, L2–L4: every scroll event reads as a sentence with its rule, never as its code")
    func everyScrollEventHasASentence() {
        let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let row = View(name: "buy", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        for event in ScrollEvent.allCases {
            let sentence = TraceSentence.of(.scroll(view: list, event: event, subject: row, reason: "settled"))
            #expect(
                sentence?.rule?.first == "S" || sentence?.rule?.first == "L",
                "\(event): \(String(describing: sentence))")
            #expect(sentence?.text.contains("list") == true)
            #expect(sentence?.text.contains(event.rawValue) == false, "\(event) reads as its code")
        }
    }

    @Test("S4 S5 G5: a tap and a drag in button-under-scroll-view read as words with rule ids, none as JSON")
    func buttonUnderScrollView() throws {
        let folder = repositoryRoot + "/examples/button-under-scroll-view"
        let harness = try Harness(scene: try String(contentsOfFile: folder + "/scene.lua", encoding: .utf8))
        let recorder = Recorder()
        harness.host.application.observer = recorder
        harness.play(try String(contentsOfFile: folder + "/events.txt", encoding: .utf8))
        let sentences = recorder.records.compactMap(TraceSentence.of)
        #expect(sentences.count > 10)
        let held = try #require(sentences.first { $0.rule == "S4" })
        #expect(held.text.contains("list holds buy's touch back"), "\(held.text)")
        #expect(sentences.contains { $0.rule == "S5" && $0.text.contains("takes the touch from") })
        for sentence in sentences {
            #expect(!sentence.text.contains("{") && !sentence.text.contains("\"type\""), "\(sentence.text)")
        }
    }

    @Test("the why panel's objects carry the sentence and rule; the --trace file's do not")
    func panelObjectsOnly() {
        let view = View(name: "card", frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let record = TraceRecord.dropped(at: view, method: .touchesBegan)
        let panel = TraceRecordJSON(audience: .whyPanel) { _, _ in nil }.objects(for: record)
        let file = TraceRecordJSON(audience: .traceFile) { _, _ in nil }.objects(for: record)
        let panelFields: [(String, JSONValue)] = panel.first?.fields ?? []
        let fileKeys: [String] = (file.first?.fields ?? []).map(\.0)
        let rule: JSONValue? = panelFields.first { $0.0 == "rule" }?.1
        #expect(panelFields.contains { $0.0 == "sentence" })
        #expect(rule == JSONValue.string("T7"))
        #expect(!fileKeys.isEmpty && !fileKeys.contains("sentence") && !fileKeys.contains("rule"))
    }
}
