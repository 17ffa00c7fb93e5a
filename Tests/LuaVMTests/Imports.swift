// The helpers shared with the host's tests (`run`, `failure`), in every file of this target.
@_exported import LuaVMTestSupport
