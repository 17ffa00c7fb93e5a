/// One case folder: a scene (`scene.lua`, or the scene a `scene` file names), its timeline,
/// and what the run must print. Its files are read when it runs, so `--watch` sees edits.
public struct TestCase: Sendable, Hashable {
    /// The folder, absolute and without `.` or `..` parts.
    public let directory: String
    /// The folder as reports name it: relative to the current directory when inside it.
    public let name: String

    /// The case in `directory` (absolute, standardized), reported as `name`.
    public init(directory: String, name: String) {
        self.directory = directory
        self.name = name
    }

    /// The files of a case, by their names in the folder.
    public enum File {
        public static let scene = "scene.lua"
        public static let sceneReference = "scene"
        public static let events = "events.txt"
        public static let expected = "expected.txt"
        public static let exit = "exit"
        public static let args = "args"
        public static let expectedTrace = "expected-trace.jsonl"
        /// Every name the runner reads (watched with `--watch`, even before they exist).
        public static let all = [scene, sceneReference, events, expected, exit, args, expectedTrace]
    }

    /// The path of `file` in the case's folder.
    public func path(_ file: String) -> String { directory + "/" + file }
}
