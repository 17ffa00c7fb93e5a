/// What `moonchain --version` prints. Raise it with every change to the host interface or the
/// behaviour of a release.
let moonchainVersion = "0.3.0"
