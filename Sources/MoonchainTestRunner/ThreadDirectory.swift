#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A working directory of the calling thread's own, so that cases running side by side each
/// run "in" their folder, as `cd CASE && moonchain run scene.lua` would: relative paths, and
/// the `file:line` in messages a script may print, are then the same as the command's.
///
/// Linux gives a thread its own working directory once it stops sharing its file-system
/// attributes (`unshare(CLONE_FS)`); Darwin has `pthread_chdir_np`. Where neither is found,
/// `isAvailable` is false and the runner runs one case at a time, changing the process's.
enum ThreadDirectory {
    private typealias Unshare = @convention(c) (Int32) -> Int32
    private typealias ThreadChdir = @convention(c) (UnsafePointer<CChar>?) -> Int32
    /// `CLONE_FS` from <sched.h> (not imported into Swift).
    private static let cloneFS: Int32 = 0x0000_0200

    private static let unshare: Unshare? = symbol("unshare", as: Unshare.self)
    private static let threadChdir: ThreadChdir? = symbol("pthread_chdir_np", as: ThreadChdir.self)

    private static func symbol<T>(_ name: String, as type: T.Type) -> T? {
        #if canImport(Glibc)
            let handle = dlopen(nil, RTLD_NOW)
        #else
            let handle = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
        #endif
        guard let address = dlsym(handle, name) else { return nil }
        return unsafeBitCast(address, to: type)
    }

    /// Whether threads can have working directories of their own here.
    static var isAvailable: Bool { unshare != nil || threadChdir != nil }

    /// Call once on a new thread, before `change(to:)`: from then on `change(to:)` moves only
    /// this thread. Returns false when it cannot (the process's directory would move).
    static func detach() -> Bool {
        if let unshare { return unshare(cloneFS) == 0 }
        return threadChdir != nil
    }

    /// Makes `path` the working directory (the thread's after `detach()`); false when it cannot.
    static func change(to path: String) -> Bool {
        if unshare == nil, let threadChdir { return threadChdir(path) == 0 }
        return chdir(path) == 0
    }
}
