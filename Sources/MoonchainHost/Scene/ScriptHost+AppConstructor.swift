import Foundation
import LuaVM
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
        guard loadingScene else {
            return stack.error("app { ... } describes a scene and works only while a scene file loads; here app is the application (app:sendAction(...), app:keyWindow(), app:firstResponder(), app.name)")
        }
        stack.remove(at: 1) // drop the application: the constructor's table becomes argument 1
        return ScriptHost.tagConstructorTable(kind: "app", on: stack)
    }

    /// What a scene constructor does with its one argument: checks it is a table, tags it with
    /// its kind and the file and line it was written at (``ConstructorTag``), and returns it.
    static func tagConstructorTable(kind: String, on stack: LuaStack, files: CallerFiles? = nil) -> Int32 {
        guard stack.type(at: 1) == .table else {
            return stack.error("\(kind) expects a table: \(kind) { ... }, got \(stack.type(at: 1).name)")
        }
        stack.top = 1
        stack.push(kind)
        stack.rawSet(ConstructorTag.kind, in: 1)
        ScriptHost.withCaller(stack.pointer) { line, file in
            stack.push(line)
            stack.rawSet(ConstructorTag.line, in: 1)
            if let files { files.push(file, on: stack) } else { stack.push(String(decoding: file, as: UTF8.self)) }
            stack.rawSet(ConstructorTag.file, in: 1)
        }
        return 1
    }
}

/// The file a scene's constructors were last called from, as a Lua string kept in the
/// registry: a scene calls them thousands of times from one file, and a file name longer than
/// Lua interns (40 bytes, as most absolute paths are) would otherwise be a new string each call.
final class CallerFiles {
    private var bytes: [UInt8] = []
    private var string: LuaRef = .nil

    /// Pushes the file `name` (the bytes of a `lua_Debug.short_src`).
    func push(_ name: UnsafeRawBufferPointer, on stack: LuaStack) {
        // Compared as memory: `elementsEqual` over the bytes was a fifth of each constructor call.
        if string != .nil, name.count == bytes.count,
           bytes.withUnsafeBytes({ name.count == 0 || memcmp($0.baseAddress!, name.baseAddress!, name.count) == 0 }) {
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
