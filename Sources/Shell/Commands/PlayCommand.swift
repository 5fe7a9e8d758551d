import Foundation

/// `play FILE`: presents a lesson, one step a keypress (see ``Lesson``).
struct PlayCommand: FileArgumentCommand {
  static let info = CommandInfo(
    group: .basics,
    name: "play", usage: "play FILE",
    summary: "present a lesson one step a key: Enter or Space runs, b goes back, q stops",
    example: "play docs/lessons/1-counter.tcash")

  let path: String

  func start(in session: Session) throws(ShellError) -> CommandStep<ShellError> {
    let lesson = try Lesson(contentsOf: path)
    return .waiting { () async throws(ShellError) in
      await session.play(lesson, path: path)
    }
  }
}

extension Lesson {
  /// The lesson in the file at `path`; one line when it cannot be read.
  fileprivate init(contentsOf path: String) throws(ShellError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw ShellError("play: no lesson at '\(path)'; give a file of commands (docs/lessons/)")
    }
    guard !isDirectory.boolValue else {
      throw ShellError("play: '\(path)' is a directory; give a lesson file in it")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ShellError("play: cannot read '\(path)'")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw ShellError("play: '\(path)' is not UTF-8 text")
    }
    self.init(text)
  }
}

extension Session {
  /// `play`: at a terminal each step waits at the prompt for the presenter (see
  /// ``SessionConfiguration/presentStep``); in a script the lesson runs as `source` runs a
  /// file, each command echoed after the prompt, stopping at the first failure (`FILE:N: …`).
  fileprivate func play(_ lesson: Lesson, path: String) async -> CommandResult {
    guard let present = configuration.presentStep else {
      return await playThrough(lesson, path: path)
    }
    return await presentLesson(lesson, path: path, with: present)
  }

  private func playThrough(_ lesson: Lesson, path: String) async -> CommandResult {
    let watch = InterruptWatch(count: configuration.interruptions)
    for step in lesson.steps {
      if await watch.interrupted() {
        // Ctrl-C, as `source` stops.
        note("(stopped at line \(step.line) of \(path))")
        return .ok
      }
      say(step.narration)
      let line = ParsedLine(step.command)
      if let refusal = Self.nestedPlay(line) { return .failed("\(path):\(step.line): \(refusal)") }
      renderer.text("\(promptName)> \(shown(line))")
      if let unclosed = step.unclosed { return .failed("\(path):\(step.line): \(unclosed)") }
      switch await execute(line) {
      case .ok: continue
      case .quit: return .quit
      case .failed(let message): return .failed("\(path):\(step.line): \(message)")
      }
    }
    say(lesson.closing)
    return .ok
  }

  /// A step run at a terminal: where the lesson was before it, for `b`.
  private struct PlayedStep {
    let index: Int
    let feature: Feature
    let position: Int
  }

  private func presentLesson(
    _ lesson: Lesson, path: String,
    with present: @MainActor (String, String) async -> StepAnswer
  ) async -> CommandResult {
    var index = 0
    var played: [PlayedStep] = []
    var narrated = -1
    while index < lesson.steps.count {
      let step = lesson.steps[index]
      if narrated != index {
        say(step.narration)
        narrated = index
      }
      renderer.flush()
      switch await present("\(promptName)> ", step.command) {
      case .stop:
        note("(stopped at step \(index + 1) of \(lesson.steps.count); 'play \(path)' starts again)")
        return .ok
      case .restore:
        note("(edit dropped: the step waits as written; Ctrl-C on it, or q, stops the lesson)")
      case .run(let text) where text.allSatisfy(\.isWhitespace):
        // An emptied line runs nothing: the step is passed over, said so, and `b` comes back.
        played.append(PlayedStep(index: index, feature: current, position: context.log.position))
        note("(step \(index + 1) of \(lesson.steps.count) skipped: nothing ran; b goes back to it)")
        index += 1
      case .back:
        guard let last = played.popLast() else {
          note("(this is the first step: nothing to go back to)")
          continue
        }
        goBack(to: last)
        index = last.index
      case .run(let text):
        let line = ParsedLine(text)
        if let refusal = Self.nestedPlay(line) {
          renderer.error(wrappedError(refusal), line: nil)
          continue
        }
        if let unclosed = step.unclosed, text == step.command {
          // Run as written, a block left open in the lesson: the presenter may close it.
          renderer.error(wrappedError(unclosed), line: nil)
          continue
        }
        let before = PlayedStep(index: index, feature: current, position: context.log.position)
        switch await execute(line) {
        case .ok:
          played.append(before)
          index += 1
        case .quit:
          return .quit
        case .failed(let message):
          // The step waits again, as written: the presenter may fix it or go on.
          renderer.error(wrappedError(message), line: nil)
        }
      }
    }
    say(lesson.closing)
    note("(end of the lesson: \(Wording.count(lesson.steps.count, "step")))")
    return .ok
  }

  /// `b`: the feature and the state the step before started from (time travel, no reducer runs).
  private func goBack(to step: PlayedStep) {
    if current.name != step.feature.name { current = step.feature }
    guard context.log.position != step.position else {
      note("(back a step: nothing to undo)")
      return
    }
    do {
      try travel(to: step.position, verb: "back")
    } catch {
      renderer.error(wrappedError(error.message), line: nil)
    }
  }

  /// A lesson that plays a lesson would stack one presentation in another.
  private static func nestedPlay(_ line: ParsedLine) -> String? {
    guard case .success(let command?) = line.command, command.base is PlayCommand else {
      return nil
    }
    return "play cannot run inside a lesson; use source to run a file of commands"
  }

  /// Narration: at a colour terminal without its `#` marks (headings bold, text cyan); elsewhere
  /// as written in the lesson, so a played transcript reads as the lesson does.
  private func say(_ narration: [Lesson.Narration]) {
    let colour = (renderer as? TextRenderer)?.output.colour ?? false
    let width = configuration.outputWidth()
    // At a terminal, consecutive lines of narration are one paragraph, wrapped once to the
    // window: wrapping each source line on its own left ragged half-lines at a projector.
    // Without one, the lines print as the lesson writes them.
    var items: [Lesson.Narration] = []
    for item in narration {
      if width != nil, case .text(let text) = item, !text.isEmpty,
        case .text(let before)? = items.last, !before.isEmpty
      {
        items[items.count - 1] = .text(before + " " + text)
      } else {
        items.append(item)
      }
    }
    for item in items {
      switch item {
      case .heading(let title):
        if colour {
          renderer.text("\n\u{1B}[1m" + title + "\u{1B}[0m")
        } else {
          renderer.text("## " + title)
        }
      case .text(let text):
        let lines = TextWrap.lines(
          colour ? text : "# " + text, width: width, indent: colour ? 0 : 2)
        let joined = lines.map { colour ? "\u{1B}[36m\($0)\u{1B}[0m" : $0 }
        renderer.text(joined.joined(separator: "\n"))
      }
    }
  }
}
