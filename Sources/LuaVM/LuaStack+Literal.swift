import CLua
import CMoonchainLua

extension LuaStack {
    /// Builds the one value `program` describes and pushes it; constructor tags name the file
    /// as Lua names a chunk called `"@" + chunkName`. Runs protected, under the memory cap.
    /// - Throws: a ``LuaError`` (`.memory` when the cap is reached), with nothing pushed.
    public func build(_ program: LuaLiteral, chunkName: String) throws(LuaError) {
        let status = program.ops.withUnsafeBufferPointer { ops in
            program.constants.withUnsafeBufferPointer { constants in
                program.extra.withUnsafeBufferPointer { extra in
                    program.sourceBase.withMemoryRebound(to: CChar.self) { source in
                        ("@" + chunkName).withCString { name in
                            var literal = moon_literal(
                                ops: ops.baseAddress, nops: ops.count,
                                source: source.baseAddress, extra: extra.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) },
                                constants: constants.baseAddress, nconstants: constants.count / 2,
                                chunkname: name,
                                kindkey: Int64(program.tagKeys.kind), linekey: Int64(program.tagKeys.line),
                                filekey: Int64(program.tagKeys.file))
                            return moon_build_literal(pointer, &literal)
                        }
                    }
                }
            }
        }
        guard status == LUA_OK else {
            let error = errorOnTop(status: status)
            pop()
            throw error
        }
    }
}
