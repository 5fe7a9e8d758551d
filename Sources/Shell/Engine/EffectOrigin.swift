/// The command that started an effect still running, as the end of an exhaustive session names
/// it (TCA's test store reports such an effect at the `send` that returned it): in a script its
/// line, at a terminal, which numbers no lines, the command as typed (secrets masked).
enum EffectOrigin: Equatable {
  case line(Int)
  case command(String)
}
