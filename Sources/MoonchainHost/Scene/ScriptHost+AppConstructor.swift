import Foundation
import LuaVM
import MoonchainFormats
import ResponderKit

extension ScriptHost {
    /// The responder metatable's `__call`. `app` is one value everywhere: the application
    /// object. While a scene file loads, calling it (`return app { ... }`) is the scene's
    /// constructor, so a function the scene defines (an inline behaviour) that reads `app` at
    /// event time gets the application, with its fields and methods, not a constructor.
    func responderCall(_ state: OpaquePointer) -> Int32 {
        let stack = LuaStack(state)
        guard let binding = binding(at: 1, on: stack) else { return stack.error("not a responder") }
        let responder = binding.responder
        guard responder === application else {
            return stack.error("attempt to call a \(responder.kind.rawValue) value ('\(responder.name)')")
        }
        guard sceneLoading.isRunningSceneFile else {
            return stack.error(
                "app { ... } describes a scene and works only while a scene file loads; here app is the application (app:sendAction(...), app:keyWindow(), app:firstResponder(), app.name)"
            )
        }
        stack.remove(at: 1)  // drop the application: the constructor's table becomes argument 1
        return ScriptHost.tagConstructorTable(kind: "app", on: stack, files: callerFiles)
    }

    /// What a scene constructor does with its one argument: checks it is a table, tags it with
    /// its kind and the line it was written at, and the file when that is not the scene file
    /// (``ConstructorTag``), and returns it.
    static func tagConstructorTable(kind: String, on stack: LuaStack, files: CallerFiles) -> Int32 {
        guard stack.type(at: 1) == .table else {
            return stack.error("\(kind) expects a table: \(kind) { ... }, got \(stack.type(at: 1).name)")
        }
        stack.top = 1
        files.tagged += 1
        let number = ConstructorTag.number(of: kind)
        let tagged: Void? = ScriptHost.withCaller(stack.pointer) { line, file in
            if files.isScene(file) {
                stack.tagConstructor(at: 1, kind: number, line: line, file: nil)
            } else {
                files.push(file, on: stack)
                stack.tagConstructor(at: 1, kind: number, line: line, file: -1)
                stack.pop()
            }
        }
        if tagged == nil { stack.tagConstructor(at: 1, kind: number, line: 0, file: nil) }
        return 1
    }
}

/// The scene file being loaded and the file its constructors were last called from when that
/// was another, as Lua names them (`short_src`): a constructor's table is tagged with its file
/// only when that is not the scene file, and a file name longer than Lua interns (40 bytes)
/// would otherwise be a new string each call.
final class CallerFiles {
    /// The scene file's `short_src` bytes, set when a scene starts loading.
    var scene: [UInt8] = []
    /// How many tables the constructors have tagged since the scene started loading: how many
    /// names its reader makes room for (see `SceneReader.init(host:stack:file:constructors:)`).
    var tagged = 0
    private var bytes: [UInt8] = []
    private var string: LuaRef = .nil

    /// Whether `name` (the bytes of a `lua_Debug.short_src`) is the scene file.
    func isScene(_ name: UnsafeRawBufferPointer) -> Bool {
        Self.same(name, scene)
    }

    // Compared as memory: `elementsEqual` over the bytes was a fifth of each constructor call.
    private static func same(_ name: UnsafeRawBufferPointer, _ bytes: [UInt8]) -> Bool {
        name.count == bytes.count
            && bytes.withUnsafeBytes { name.count == 0 || memcmp($0.baseAddress!, name.baseAddress!, name.count) == 0 }
    }

    /// Pushes the file `name` (the bytes of a `lua_Debug.short_src`).
    func push(_ name: UnsafeRawBufferPointer, on stack: LuaStack) {
        if string != .nil, Self.same(name, bytes) {
            stack.push(string)
            return
        }
        stack.unref(string)
        bytes = Array(name)
        stack.push(String(decoding: name, as: UTF8.self))
        stack.pushValue(at: -1)
        string = stack.ref()
    }
}
