import ResponderKit

/// What the host remembers about reading scene files: whether one is running now, which names
/// it made up for unnamed responders, and how data-only files are read.
///
/// Its own type so that the flag `app { ... }` depends on can only be raised around a scene
/// file's chunk (``runningSceneFile(_:)``), and made-up names only added by the builder.
final class SceneLoading {
    /// True while a scene file's chunk runs: only then is `app { ... }` the scene constructor.
    private(set) var isRunningSceneFile = false
    /// The names the host made up for responders the scene left unnamed.
    private var generatedNames: Set<String> = []
    /// The scene's navigation controllers in tree order, until their first appearance (N9).
    private var navigations: [NavigationController] = []
    /// Whether a data-only scene file is built without compiling it (``SceneLiteral``). Off only
    /// in tests that compare that path with Lua's; nothing else differs between them.
    var readsDataOnlyScenes = true

    /// Runs `body` (a scene file's chunk) with ``isRunningSceneFile`` raised.
    func runningSceneFile<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        isRunningSceneFile = true
        defer { isRunningSceneFile = false }
        return try body()
    }

    /// Notes a name the builder made up (`view3`).
    func noteGenerated(_ name: String) {
        generatedNames.insert(name)
    }

    /// Notes a navigation the builder made: its top controller appears once the scene is
    /// built (N9).
    func noteNavigation(_ navigation: NavigationController) {
        navigations.append(navigation)
    }

    /// The navigations built since the last call, in tree order.
    func takeNavigations() -> [NavigationController] {
        defer { navigations.removeAll() }
        return navigations
    }

    /// Whether the builder made `name` up.
    func isGenerated(_ name: String) -> Bool {
        generatedNames.contains(name)
    }
}
