import Foundation
import Testing

/// `moonchain studio --editor-url TEMPLATE`: a template the page could not use, or that would
/// run code in it, stops the command before anything is served (usage error, exit 2).
@Suite("Contract: studio --editor-url")
struct StudioEditorURLTests {
    @Test(
        "a bad --editor-url is a usage error (exit 2) that says what a template needs",
        arguments: [
            ("vscode://file/", "must contain {path}"),
            ("javascript:alert('{path}')", "the javascript: scheme is not allowed"),
            ("vscode://file/{path}:{col}", "unknown placeholder {col}"),
        ])
    func refused(template: String, message: String) throws {
        let folder = TempDirectory()
        folder.write("scene.lua", "return app { window { name = \"w\" } }\n")
        let result = try runMoonchain(
            ["studio", "scene.lua", "--port", "0", "--editor-url", template], in: folder.path, timeout: 30)
        #expect(result.status == 2 && !result.signalled && !result.timedOut, "\(result.stderr)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test("studio --help names --editor-url and its placeholders")
    func help() throws {
        let result = try runMoonchain(["studio", "--help"], in: repositoryRoot)
        #expect(result.status == 0)
        #expect(
            result.stdout.contains("--editor-url") && result.stdout.contains("{path}")
                && result.stdout.contains("{line}"), "\(result.stdout)")
    }
}
