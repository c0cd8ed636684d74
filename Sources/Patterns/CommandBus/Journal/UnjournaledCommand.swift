/// A command the journal leaves out: one holding a secret (a password,
/// which must never reach the disk) or not worth running again after a
/// crash (a read, which the screen simply asks for again).
///
/// Every other command is journaled: written down when it is sent, so it
/// is run again at the next launch if the app dies first. Only the journal
/// asks; the bus itself never does.
///
///     public struct LoginCommand: NetworkCommand, UnjournaledCommand { ... }
public protocol UnjournaledCommand: Command {}
