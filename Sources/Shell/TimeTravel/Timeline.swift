import Composable

/// The session's one timeline across features: every processed action gets a serial and the
/// number of the command it belongs to (an action that arrives between commands, at an idle
/// prompt, belongs to the command whose effect sent it when only one command's effects run,
/// and gets a number of its own otherwise), and
/// the journal behind `save` keeps which commands are in effect. Each feature's `ActionLog`
/// records the actions themselves, with the numbers this hands out.
@MainActor
struct Timeline {
  /// What sent actions count as while a command runs (`tap` marks its actions as tapped).
  var sendSource: ActionSource = .sent
  private var nextSerial = 1
  /// The first serial the running command could hand out.
  private var commandStart = 1
  /// Serials of the actions the running command produced: every serial handed out since it
  /// began, which are consecutive (a range, not a list built up action by action).
  var commandSerials: Range<Int> { commandStart..<nextSerial }
  /// The effects the running command started (for `save`: whether the shell later cut them off).
  var commandEffects: [StoreTask] = []
  /// Whether the running `tap` or `dismiss` chose among several presented items.
  var commandChoseByHistory = false
  /// Whether the running command raised a runtime warning (which fails an exhaustive test).
  var commandWarned = false
  /// Whether the running command's wait for its effects ran out of time with one still running:
  /// what arrived in that time depends on how long things took.
  var commandWaitRanOut = false
  /// How far an `advance` that Ctrl-C stopped short moved the clock: the journal keeps that,
  /// not the duration typed, so `save` replays where the clock is.
  var commandAdvancedShort: Duration?
  /// The running command's number; nil between commands.
  private var commandNumber: Int?
  private var nextCommandNumber = 1
  var journal = Journal()

  /// The serial of the last action processed (0 before any).
  var lastSerial: Int { nextSerial - 1 }

  /// Whether no command is running (an effect's action arrives on its own).
  var isBetweenCommands: Bool { commandNumber == nil }

  /// A command starts: it gets the next number, and what it produces is collected afresh.
  mutating func beginCommand() {
    journal.noteEndedEffects(lastSerial: lastSerial)
    commandStart = nextSerial
    // Emptied in place: a fresh array was allocated and freed on every scripted `send`.
    commandEffects.removeAll(keepingCapacity: true)
    commandChoseByHistory = false
    commandWarned = false
    commandWaitRanOut = false
    commandAdvancedShort = nil
    sendSource = .sent
    commandNumber = nextCommandNumber
    nextCommandNumber += 1
  }

  mutating func endCommand() { commandNumber = nil }

  /// Records one processed action of `feature` (the host keeps the state after it under
  /// `state`) in `log` under the next serial and the running command's number; returns where
  /// it came from. `uuidCount`: the uuid generator's count after it.
  mutating func record(
    _ event: HostEvent, state: StateEntry, feature: String, uuidCount: Int,
    in log: inout ActionLog
  ) -> ActionSource {
    let origin = ActionSource(event.origin, sendSource: sendSource)
    let serial = nextSerial
    nextSerial += 1
    let command: Int
    if let commandNumber {
      command = commandNumber
    } else if let started = journal.soleCommandRunningEffects(in: feature)?.first,
      let owner = log.appliedCommand(ofSerial: started)
    {
      // A live timer's tick at an idle prompt joins the step of the `send` that started the
      // timer, as ticks during a `wait` join the wait's: one `undo` takes them back together.
      command = owner
    } else {
      command = nextCommandNumber
      nextCommandNumber += 1
    }
    let dropped = log.record(
      action: event.action, origin: origin, state: state, serial: serial,
      command: command, uuidCount: uuidCount)
    journal.forget(dropped)
    return origin
  }
}
