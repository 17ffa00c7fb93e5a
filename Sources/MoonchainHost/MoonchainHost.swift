/// The Lua binding of ResponderKit: behaviours, scenes, timelines, trace and reload.
public enum MoonchainHost {}
