import Foundation

/// The bundled behaviour library on disk, for `HostOptions.bundledScriptsDirectory`: a host
/// embedded in another program has no binary of ours to look beside, so only the command
/// looks (a host given no directory uses the copy built into MoonchainHost).
public enum InstalledScripts {
    /// `$MOONCHAIN_SCRIPTS`, else `scripts/` of the repository checkout the binary was built
    /// in, else `share/moonchain/scripts` of the prefix it was installed in; nil when none.
    public static func directory() -> String? {
        if let explicit = ProcessInfo.processInfo.environment["MOONCHAIN_SCRIPTS"] { return explicit }
        guard let executable = ExecutablePath.current else { return nil }
        var directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
        for _ in 0..<5 {
            for candidate in ["scripts", "share/moonchain/scripts"] {
                let url = directory.appendingPathComponent(candidate)
                if FileManager.default.fileExists(atPath: url.appendingPathComponent("log_events.lua").path) {
                    return url.path
                }
            }
            directory.deleteLastPathComponent()
        }
        return nil
    }
}
