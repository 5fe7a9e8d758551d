#!/usr/bin/env python3
"""The teaching tools at a real terminal: `play` presenting a lesson, one key a step.

Run: python3 Tests/pty/teaching_test.py --executable .build/debug/tca-shell [TEST ...]
Uses the pty harness of terminal_test.py (pexpect for the keys, pyte for the screen).
"""

import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import terminal_test  # noqa: E402
from terminal_test import Shell, started  # noqa: E402

LESSON = """## Counting
# The counter holds one number.
send increment
send increment
# A third step.
send increment
"""


def lesson_file():
    directory = tempfile.mkdtemp(prefix="tca-lesson-")
    path = os.path.join(directory, "lesson.tcash")
    with open(path, "w") as file:
        file.write(LESSON)
    return path


def play_lesson(shell):
    """Starts the lesson in `shell` and waits for its first step at the prompt."""
    shell.type("play " + lesson_file())
    shell.key("enter")
    shell.wait_for(lambda s: s.cursor_line() == "counter> send increment", "the first step")


def test_play_waits_with_each_step_at_the_prompt():
    path = lesson_file()
    shell = started(Shell())
    try:
        shell.type("play " + path)
        shell.key("enter")
        # The first step waits, typed but not run, after its narration.
        shell.wait_for(lambda s: s.cursor_line() == "counter> send increment", "the first step")
        assert "Counting" in shell.text() and "The counter holds one number." in shell.text()
        assert "count: 1" not in shell.text()
        # Enter runs it; the second waits.
        shell.key("enter")
        shell.wait_for_text("+ Counter.State(count: 1)")
        shell.wait_for(lambda s: s.cursor_line() == "counter> send increment", "the second step")
        # Space on the untouched line runs it too.
        shell.type(" ")
        shell.wait_for_text("+ Counter.State(count: 2)")
        shell.wait_for_text("A third step.")
        # b goes back a step: the state before the second step, which waits again.
        shell.type("b")
        shell.wait_for_text("back: now after #1")
        shell.wait_for(lambda s: s.cursor_line() == "counter> send increment", "the second again")
        # An edited line runs as edited; b and Space type themselves once it is touched.
        shell.key("ctrl-u")
        shell.type("send decrement")
        shell.key("enter")
        shell.wait_for_text("+ Counter.State(count: 0)")
        shell.wait_for(lambda s: s.cursor_line() == "counter> send increment", "the third step")
        # q stops the lesson; the shell is at its own prompt again.
        shell.type("q")
        shell.wait_for_text("(stopped at step 3 of 3")
        shell.type("state count")
        shell.key("enter")
        shell.wait_for(lambda s: s.lines()[s.screen.cursor.y - 1] == "0", "count 0")
        assert shell.finish() == 0
    finally:
        shell.kill()


def test_a_block_over_lines_is_one_step():
    # It was three broken steps ("a state block ends with '}'"), the first waiting forever.
    directory = tempfile.mkdtemp(prefix="tca-lesson-")
    path = os.path.join(directory, "block.tcash")
    with open(path, "w") as file:
        file.write("# Say what changes.\nsend increment {\n  count = 1\n}\nstate count\n")
    shell = started(Shell())
    try:
        shell.type("play " + path)
        shell.key("enter")
        shell.wait_for(
            lambda s: s.cursor_line() == "counter> send increment { count = 1 }", "the block step")
        shell.key("enter")
        shell.wait_for_text("+ Counter.State(count: 1)")
        shell.wait_for(lambda s: s.cursor_line() == "counter> state count", "the next step")
        assert "error" not in shell.text(), shell.text()
        shell.key("enter")
        shell.wait_for_text("(end of the lesson: 2 steps)")
        assert shell.finish() == 0
    finally:
        shell.kill()


def test_a_touched_step_types_b_q_and_space():
    shell = started(Shell())
    try:
        play_lesson(shell)
        shell.key("left")
        shell.type("b q ")
        assert shell.cursor_line() == "counter> send incremenb q t", repr(shell.cursor_line())
        # Ctrl-C drops the edit, as it drops a half-typed line: the step waits as written.
        shell.key("ctrl-c")
        shell.wait_for_text("(edit dropped: the step waits as written")
        shell.wait_for(lambda s: s.cursor_line() == "counter> send increment", "the step again")
        # On the untouched line Ctrl-C stops the lesson.
        shell.key("ctrl-c")
        shell.wait_for_text("(stopped at step 1 of 3")
        assert "Counter.Action" not in shell.text()
        assert shell.finish() == 0
    finally:
        shell.kill()


def test_an_emptied_step_is_skipped_and_said_so():
    # Ctrl-U then Enter ran nothing and went on without a word (a new user's finding).
    shell = started(Shell())
    try:
        play_lesson(shell)
        shell.key("ctrl-u")
        shell.key("enter")
        shell.wait_for_text("(step 1 of 3 skipped: nothing ran; b goes back to it)")
        shell.wait_for(lambda s: s.cursor_line() == "counter> send increment", "the second step")
        assert "Counter.Action" not in shell.text()
        # b comes back to the skipped step.
        shell.type("b")
        shell.wait_for_text("(back a step: nothing to undo)")
        shell.key("enter")
        shell.wait_for_text("+ Counter.State(count: 1)")
        shell.type("q")
        shell.wait_for_text("(stopped at step 2 of 3")
        assert shell.finish() == 0
    finally:
        shell.kill()


def test_ctrl_d_at_a_waiting_step_stops_the_lesson():
    # commands.md: q stops, and Ctrl-C (on the untouched line) and Ctrl-D too; the step's line is never empty, so
    # Ctrl-D at its end stops rather than doing nothing.
    shell = started(Shell())
    try:
        play_lesson(shell)
        shell.key("ctrl-d")
        shell.wait_for_text("(stopped at step 1 of 3")
        shell.type("state count")
        shell.key("enter")
        shell.wait_for(lambda s: s.lines()[s.screen.cursor.y - 1] == "0", "count 0, nothing run")
        assert shell.finish() == 0
    finally:
        shell.kill()


def test_a_pasted_prompt_runs_the_command_and_quiet_drops_the_banner():
    shell = started(Shell(["--quiet"]))
    try:
        assert "Type 'help'" not in shell.text(), shell.text()
        shell.type("counter> send increment")
        shell.key("enter")
        shell.wait_for_text("+ Counter.State(count: 1)")
        shell.type("send increment { count = 2 }")
        shell.key("enter")
        shell.wait_for_text("✓ { count = 2 } holds")
        assert "unknown command" not in shell.text(), shell.text()
        # Another feature's prompt: refused, nothing runs here.
        shell.type("syncups> send increment")
        shell.key("enter")
        shell.wait_for_text("pasted with the prompt of syncups, and this is counter")
        assert "count: 3" not in shell.text(), shell.text()
        assert shell.finish() == 0
    finally:
        shell.kill()


def test_long_output_goes_through_the_pager_and_no_pager_prints_it():
    shell = started(Shell())
    try:
        shell.type("help")
        shell.key("enter")
        # less (LESS=FRX) holds the first screen: the groups' end is not shown, nor a prompt.
        shell.wait_for_text("basics:")
        shell.settle(0.5)
        assert "'help COMMAND' explains one command." not in shell.text(), shell.text()
        assert shell.cursor_line() != "counter>", shell.text()
        shell.type("q")
        shell.wait_for(lambda s: s.cursor_line() == "counter>", "the prompt after the pager")
        # A short result is not paged.
        shell.type("state count")
        shell.key("enter")
        shell.wait_for(lambda s: s.lines()[s.screen.cursor.y - 1] == "0", "count printed")
        # Nor is a command that acts, however long (its effects print as they arrive).
        shell.type("use syncups")
        shell.key("enter")
        shell.type("send syncUpsList.addSyncUpButtonTapped")
        shell.key("enter")
        shell.wait_for(lambda s: s.cursor_line() == "syncups>", "the prompt after a long send")
        assert "(END)" not in shell.text() and "send: " in shell.text(), shell.text()
        assert shell.finish() == 0
    finally:
        shell.kill()
    for shell in (Shell(["--no-pager"]), Shell(env={"PAGER": "cat"})):
        shell = started(shell)
        try:
            shell.type("help")
            shell.key("enter")
            shell.wait_for_text("'help COMMAND' explains one command.")
            shell.wait_for(lambda s: s.cursor_line() == "counter>", "the prompt")
            assert shell.finish() == 0
        finally:
            shell.kill()


def test_output_over_64_kib_is_paged_whole():
    # A new user's: a log over about 64 KiB went to the screen unpaged but for its tail (the
    # output buffer was written out each 64 KiB). The pager here keeps what it is given.
    directory = tempfile.mkdtemp(prefix="tca-pager-")
    paged_file = os.path.join(directory, "paged")
    pager = os.path.join(directory, "pager")
    with open(pager, "w") as file:
        file.write("#!/bin/sh\ncat > %s.part && mv %s.part %s\n" % ((paged_file,) * 3))
    os.chmod(pager, 0o755)
    shell = started(
        Shell(["--clock", "test", "--feature", "timer"], env={"PAGER": pager}), prompt="timer> ")
    try:
        for line in ("set diff off", "send start", "advance 3000s", "send stop", "log"):
            shell.type(line)
            shell.key("enter")
            shell.wait_for(lambda s: s.cursor_line() == "timer>", "the prompt after " + line, 30)
        shell.wait_for(lambda s: os.path.exists(paged_file), "what the pager was given")
        with open(paged_file) as file:
            paged = file.read()
        assert len(paged.encode()) > 1 << 16, len(paged)
        # The log's first entry and its last (3,000 ticks and the two sends) both.
        assert "  #   1  sent      Timers.Action.start\n" in paged, paged[:200]
        assert "#3002  sent      Timers.Action.stop" in paged, paged[-200:]
        assert "Timers.Action.start" not in shell.text().split("timer> log")[-1], shell.text()
        assert shell.finish() == 0
    finally:
        shell.kill()


def test_the_course_at_a_60_by_20_window_keeps_each_command_on_screen():
    # The window for a projector: after each step runs, the command that ran is still
    # on screen above the next one (no step's output scrolls its command away).
    lessons = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "docs", "lessons")
    saved = terminal_test.COLUMNS, terminal_test.ROWS
    terminal_test.COLUMNS, terminal_test.ROWS = 60, 20
    try:
        shell = started(Shell(["--clock", "test", "--quiet"], env={"NO_COLOR": "1"}))
    finally:
        terminal_test.COLUMNS, terminal_test.ROWS = saved
    scrolled = []
    try:
        for lesson in sorted(f for f in os.listdir(lessons) if f.endswith(".tcash")):
            ends = shell.raw.count(b"(end of the lesson")
            shell.type("play " + os.path.join(lessons, lesson))
            shell.key("enter")
            for _ in range(60):
                shell.settle(0.3)
                if shell.raw.count(b"(end of the lesson") > ends:
                    break
                line = shell.cursor_line()
                shell.key("enter", pause=0.5)
                if line not in shell.lines()[: shell.screen.cursor.y]:
                    scrolled.append((lesson, line))
            else:
                raise AssertionError(f"{lesson} did not end; screen:\n{shell.text()}")
        assert not scrolled, scrolled
        assert shell.finish() == 0
    finally:
        shell.kill()


TESTS = [value for name, value in sorted(globals().items()) if name.startswith("test_")]

if __name__ == "__main__":
    terminal_test.TESTS = TESTS
    sys.exit(terminal_test.main())
