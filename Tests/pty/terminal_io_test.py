#!/usr/bin/env python3
"""The shell's input and output at a real terminal and through pipes (issue 25, items 1-8):
both streams redirected, output as it arrives and on signals, bracketed paste, Ctrl-C on a long
advance, narrow windows, Ctrl-R with effects running, `source` and blocks over lines, the
history's size; and (issue 25 as a new user found it) a block left unclosed, Ctrl-C on a running
`source`, the end of an exhaustive session at a terminal. Drives the built tca-shell as terminal_test.py does (pexpect and pyte).

Run: python3 Tests/pty/terminal_io_test.py --executable .build/debug/tca-shell [TEST ...]
"""

import os
import re
import select
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import terminal_test as base  # noqa: E402
from terminal_test import Shell, started  # noqa: E402

import pexpect  # noqa: E402
import pyte  # noqa: E402


def plain(raw):
    """What reached the terminal, colour and cursor codes taken out."""
    text = raw.decode("utf-8", "replace")
    return re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", text).replace("\r", "")


def narrow(shell, columns):
    shell.child.setwinsize(base.ROWS, columns)
    shell.screen.resize(base.ROWS, columns)
    shell.settle(0.3)


# 1. Both output streams redirected


def test_both_streams_redirected_edits_on_the_terminal():
    directory = tempfile.mkdtemp(prefix="tca-redirect-")
    out = os.path.join(directory, "out.txt")
    shell = started(Shell(command="exec {exe} {args} > " + out + " 2>&1"))
    try:
        shell.type("send inc")
        shell.key("tab")
        assert shell.cursor_line() == "counter> send increment", repr(shell.cursor_line())
        shell.key("enter")
        shell.wait_for(lambda s: s.cursor_line() == "counter>", "the next prompt")
        shell.type("send nope")
        shell.key("enter")
        shell.wait_for(lambda s: s.cursor_line() == "counter>", "the next prompt")
        assert "Counter.State" not in shell.text() and "unknown" not in shell.text(), shell.text()
        assert shell.finish() == 0
    finally:
        shell.kill()
    with open(out, encoding="utf-8") as handle:
        written = handle.read()
    assert written.startswith(
        "  Counter.Action.increment\n- Counter.State(count: 0)\n+ Counter.State(count: 1)\n"
    ), repr(written)
    assert "error: unknown action 'nope'" in written, repr(written)
    assert "counter>" not in written, "the prompt stays on the terminal: " + repr(written)


def test_both_streams_through_tee():
    directory = tempfile.mkdtemp(prefix="tca-tee-")
    log = os.path.join(directory, "log")
    shell = started(Shell(command="{exe} {args} 2>&1 | tee " + log))
    try:
        shell.type("send increment")
        shell.key("enter")
        shell.wait_for_text("+ Counter.State(count: 1)")
        shell.key("ctrl-u")
        shell.key("ctrl-d")
        shell.child.expect(pexpect.EOF, timeout=5)
        shell.child.close()
    finally:
        shell.kill()
    with open(log, encoding="utf-8") as handle:
        assert "+ Counter.State(count: 1)\n" in handle.read()


# 2. Received actions as they arrive, piped; signals flush


def run_piped(script, seconds, signo, args=()):
    env = dict(os.environ, TCA_SHELL_DEBUG_FEATURES="1")
    process = subprocess.Popen(
        [base.EXECUTABLE, *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE, env=env)
    process.stdin.write(script.encode())
    process.stdin.flush()
    time.sleep(seconds)
    process.send_signal(signo)
    out, _ = process.communicate(timeout=10)
    return process.returncode, out.decode()


def test_piped_actions_print_as_they_arrive_and_a_signal_keeps_them():
    for signo in (signal.SIGINT, signal.SIGTERM):
        # stdin stays open: the shell is still waiting when the signal comes.
        status, out = run_piped("use timer\nsend start\nwait 30\n", 2.6, signo)
        assert status == -signo, (signo, status)
        assert out.count("Timers.Action.tick") >= 2, (signo, out)


def test_piped_output_reaches_a_reader_during_a_wait():
    env = dict(os.environ, TCA_SHELL_DEBUG_FEATURES="1")
    process = subprocess.Popen(
        [base.EXECUTABLE], stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=env)
    try:
        process.stdin.write(b"use timer\nsend start\nwait 30\n")
        process.stdin.flush()
        seen = b""
        # Sooner than the send's own wait for effects (5 s) ends.
        deadline = time.monotonic() + 3
        while b"Timers.Action.tick" not in seen and time.monotonic() < deadline:
            ready, _, _ = select.select([process.stdout], [], [], deadline - time.monotonic())
            if ready:
                seen += os.read(process.stdout.fileno(), 4096)
        assert b"Timers.Action.tick" in seen, seen
    finally:
        process.kill()
        process.wait()


# 3. Bracketed paste


def test_a_pasted_tab_is_text():
    shell = started(Shell(["--feature", "echo"]), "echo> ")
    try:
        assert b"\x1b[?2004h" in shell.raw, "bracketed paste is on while a line is edited"
        shell.child.send(b'\x1b[200~send heard "a\tb"\x1b[201~')
        shell.settle(0.3)
        assert "heard" in shell.cursor_line(), "nothing listed, no completion: " + shell.text()
        shell.key("enter")
        shell.wait_for_text('Echo.Action.heard("a\\tb")')
        # Pasted lines still run one by one; keys after a paste are keys again.
        shell.child.send(b"\x1b[200~send heard \"x\"\rsend heard \"y\"\r\x1b[201~")
        shell.wait_for_text('[2]: "y"')
        shell.type("stat")
        shell.key("tab")
        assert shell.cursor_line() == "echo> state", repr(shell.cursor_line())
        shell.key("ctrl-u")
        assert shell.finish() == 0
        assert shell.raw.rstrip().endswith(b"\x1b[?2004l") or b"\x1b[?2004l" in shell.raw[-40:], \
            shell.raw[-60:]
    finally:
        shell.kill()


# 4. Ctrl-C stops a long advance


def test_ctrl_c_stops_a_long_advance():
    # Results go to a file: ticks print by the thousand a second, more than a terminal read by
    # pyte on a busy machine keeps up with; the prompt, the spinner and Ctrl-C stay here.
    directory = tempfile.mkdtemp(prefix="tca-advance-")
    out = os.path.join(directory, "out.txt")

    def written():
        with open(out, encoding="utf-8") as handle:
            return handle.read()

    shell = started(
        Shell(["--clock", "test", "--feature", "timer"], command="exec {exe} {args} > " + out),
        "timer> ")
    try:
        shell.type("send start")
        shell.key("enter")
        shell.wait_for(lambda s: s.cursor_line() == "timer>", "the next prompt")
        shell.type("advance 24h")
        started_at, before = time.monotonic(), len(shell.raw)
        shell.key("enter")
        shell.wait_for(lambda s: written().count("Timers.Action.tick") >= 3, "ticks", timeout=20)
        shell.settle(0.5)
        # The results go to the file: the terminal gets the spinner at its own pace (a frame
        # each 100 ms), not erased and drawn again for every batch of ticks (thousands a second,
        # a flood the Ctrl-C's note had to wait behind).
        frames = shell.raw[before:].count(b"waiting for effects")
        assert frames <= 20 * (time.monotonic() - started_at) + 5, frames
        # One Ctrl-C. It stops the wait at once (well under a second on a loaded machine); the
        # bound is generous for a slow one. It once failed here: the terminal's flush on Ctrl-C
        # lost the note, or left the shell blocked writing to the terminal (see TypeAhead).
        shell.key("ctrl-c")
        shell.wait_for_text("^C stopped waiting", timeout=20)
        shell.wait_for(lambda s: s.cursor_line() == "timer>", "a prompt after Ctrl-C", timeout=10)
        shell.type("send stop")
        shell.key("enter")
        shell.wait_for(lambda s: "Timers.Action.stop" in written(), "the stop", timeout=10)
        assert shell.finish() == 0
    finally:
        shell.kill()
    text = written()
    stopped = re.search(r"\(advance stopped at (\d+) s of 86400 s: the clock stays there\)", text)
    assert stopped, text[-300:]
    ticks = text.count("Timers.Action.tick")
    # Every tick the clock got to was reduced and printed, and no more.
    assert ticks == int(stopped.group(1)), (ticks, stopped.group(1))


# 5. Narrow windows


def test_the_spinner_fits_a_narrow_window():
    shell = started(Shell(["--feature", "echo"]), "echo> ")
    try:
        narrow(shell, 30)
        shell.type('send later 1200 "x"')
        shell.key("enter")
        shell.wait_for_text("waiting", timeout=3)
        shell.settle(0.6)  # several turns of the spinner
        shell.wait_for_text('heard("x")', timeout=5)
        # The trail is what stays once the wait is over: until the prompt is back, the spinner
        # may rightly still show under what arrived (a CI run read the screen in between).
        shell.wait_for(lambda s: s.cursor_line() == "echo>", "the prompt after the wait")
        frames = [line for line in shell.lines() if "waiting" in line]
        assert not frames, "no trail of spinner frames:\n" + shell.text()
        assert shell.finish() == 0
    finally:
        shell.kill()


def test_output_wraps_at_words_in_a_narrow_window():
    shell = started(Shell(["--feature", "echo"]), "echo> ")
    try:
        narrow(shell, 40)
        before = len(shell.raw)
        shell.type('send heard "alpha beta gamma delta epsilon zeta eta theta"')
        shell.key("enter")
        shell.wait_for_text("theta")
        shell.type("send nope")
        shell.key("enter")
        shell.wait_for_text("error: unknown action")
        shell.settle(0.3)
        # What the shell printed, not the typed line libedit draws.
        lines = [line for line in plain(shell.raw[before:]).split("\n") if "send " not in line]
        long_lines = [line for line in lines if len(line) > 40]
        assert not long_lines, long_lines
        words = {"alpha", "beta", "gamma", "delta", "epsilon", "zeta", "theta", "unknown"}
        for line in lines:
            assert not any(line.rstrip().endswith(w[:3]) and not line.rstrip().endswith(w)
                           for w in words), "a word cut in two: " + line
        # The state's diff line wraps too, and its continuation is still an inserted line.
        first = next(i for i, line in enumerate(lines) if line.startswith('+     [0]: "alpha'))
        assert lines[first + 1].startswith("+ ") and "theta" in lines[first + 1], lines
        assert shell.finish() == 0
    finally:
        shell.kill()


# 6. Ctrl-R keeps effects running


def test_effects_print_while_a_ctrl_r_search_is_open():
    shell = started(Shell(["--feature", "timer", "--effect-timeout", "0.3"]), "timer> ")
    try:
        shell.type("state")
        shell.key("enter")
        shell.type("send start")
        shell.key("enter")
        shell.wait_for(lambda s: s.cursor_line() == "timer>", "the prompt back")
        shell.key("ctrl-r")
        shell.type("stat")
        assert "bck:stat" in shell.text(), shell.text()
        opened = plain(shell.raw).count("Timers.Action.tick")
        shell.settle(3.3)
        during = plain(shell.raw).count("Timers.Action.tick") - opened
        assert during >= 2, f"{during} ticks printed while the search was open"
        assert shell.cursor_line().startswith("bck:stat> state"), repr(shell.cursor_line())
        shell.key("enter")  # runs the line found
        shell.wait_for_text("secondsElapsed: ")
        shell.type("send stop")
        shell.key("enter")
        shell.wait_for_text("isRunning: false")
        shell.type("state secondsElapsed")
        shell.key("enter")
        shell.settle(0.3)
        ticks = plain(shell.raw).count("Timers.Action.tick")
        shown = int(shell.lines()[shell.screen.cursor.y - 1])
        assert shown == ticks >= 3, (shown, ticks)
        assert shell.finish() == 0
    finally:
        shell.kill()


# 7. source at a terminal; blocks over lines


def test_source_echoes_commands_and_comments_at_a_terminal():
    directory = tempfile.mkdtemp(prefix="tca-source-")
    path = os.path.join(directory, "flow.tcash")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("# two steps\nsend increment\n\nsend increment {\n  count = 2  # now two\n}\n")
    shell = started(Shell())
    try:
        shell.type("source " + path)
        shell.key("enter")
        shell.wait_for_text("+ Counter.State(count: 2)")
        text = shell.text()
        expected = (
            "# two steps\n"
            "counter> send increment\n"
            "  Counter.Action.increment\n"
            "- Counter.State(count: 0)\n"
            "+ Counter.State(count: 1)\n"
            "counter> send increment { count = 2 }\n"
            "  Counter.Action.increment\n"
            "- Counter.State(count: 1)\n"
            "+ Counter.State(count: 2)\n"
        )
        assert expected in text, text
        assert shell.finish() == 0
    finally:
        shell.kill()


def test_ctrl_c_stops_a_running_source_between_commands():
    # A 5000-line file ran whole through two Ctrl-Cs: commands that never wait never let the
    # signal in. Long enough here that it is still running when the key comes; its output is
    # read raw (the screen would take minutes to draw it).
    directory = tempfile.mkdtemp(prefix="tca-source-")
    path = os.path.join(directory, "long.tcash")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("send increment\n" * 500000)
    shell = started(Shell())
    tail = b""

    def drain(seconds, until=None):
        nonlocal tail
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            try:
                tail = (tail + shell.child.read_nonblocking(1 << 20, timeout=0.05))[-4096:]
            except pexpect.TIMEOUT:
                pass
            if until and until(plain(tail)):
                return True
        return False

    try:
        shell.type("source " + path)
        shell.key("enter")
        assert drain(10, lambda text: "Counter.State(count: " in text), plain(tail)
        drain(0.3)
        shell.key("ctrl-c", pause=0)
        stopped_at = lambda text: re.search(r"\(stopped at line \d+ of .*\)\ncounter> $", text)
        if not drain(10, stopped_at):
            # Known: on a machine starved enough (nice 19 against two busy loops, 2 runs of 9)
            # the first Ctrl-C is not seen within 10 s; a second one must stop it.
            shell.key("ctrl-c", pause=0)
            assert drain(20, stopped_at), plain(tail)[-500:]
        stopped = re.search(r"\(stopped at line (\d+) of (\S+)\)", plain(tail))
        assert stopped.group(2) == path, plain(tail)
        line = int(stopped.group(1))
        assert 3 < line < 500000, line
        # What ran is kept: the lines before the one it stopped at.
        shell.child.send(b"state count\r")
        assert drain(5, lambda text: "\n%d\n" % (line - 1) in text), plain(tail)[-300:]
        assert shell.finish() == 0
    finally:
        shell.kill()


def test_sigint_stops_a_piped_source_and_play_between_commands():
    # The signal was lost: the whole file ran and the shell exited 0.
    directory = tempfile.mkdtemp(prefix="tca-source-")
    path = os.path.join(directory, "long.tcash")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("send increment\n" * 500000)
    for command in ("source", "play"):
        status, out = run_piped(command + " " + path + "\n", 1.0, signal.SIGINT)
        assert status == -signal.SIGINT, (command, status)
        ran = out.count("Counter.Action.increment")
        assert 0 < ran < 500000, (command, ran)


def test_a_block_over_lines_at_the_prompt():
    shell = started(Shell())
    try:
        shell.type("send increment {")
        shell.key("enter")
        shell.wait_for(lambda s: s.cursor_line() == ".......>", "the continuation prompt")
        shell.type("count = 1")
        shell.key("enter")
        shell.type("}")
        shell.key("enter")
        shell.wait_for_text("+ Counter.State(count: 1)")
        assert "error" not in shell.text(), shell.text()
        # Ctrl-C drops the whole command.
        shell.type("send increment {")
        shell.key("enter")
        shell.key("ctrl-c")
        shell.wait_for(lambda s: s.cursor_line() == "counter>", "the prompt again")
        shell.type("state count")
        shell.key("enter")
        shell.wait_for(lambda s: s.lines()[s.screen.cursor.y - 1] == "1", "count 1")
        shell.key("up")  # history keeps the block as one line
        assert shell.cursor_line() == "counter> state count", repr(shell.cursor_line())
        shell.key("up")
        assert shell.cursor_line() == "counter> send increment { count = 1 }", repr(
            shell.cursor_line())
        shell.key("ctrl-u")
        assert shell.finish() == 0
    finally:
        shell.kill()


def test_a_block_over_lines_in_a_piped_script():
    script = (
        "send increment {\n  count = 1\n}\nsend increment {\ncount = 5\n}\n"
        # The `}` forgotten: the next command is not swallowed, it runs.
        "send increment {\n  count = 3\nstate count\n"
    )
    process = subprocess.run(
        [base.EXECUTABLE], input=script.encode(), capture_output=True, timeout=20)
    assert process.returncode == 1, process
    assert process.stdout.endswith(b"+ Counter.State(count: 2)\n2\n"), process.stdout
    # Each failure names its command's first line.
    errors = process.stderr.decode()
    assert errors.startswith("line 4: A state change does not match"), errors
    assert "\nline 7: 'send increment {' opens a block that is not closed" in errors, errors


def test_a_command_ends_an_unclosed_block_at_the_prompt():
    # A command with a block of its own (its `=`) was taken as a field, and the next ones too.
    shell = started(Shell())
    try:
        shell.type("send increment {")
        shell.key("enter")
        shell.wait_for(lambda s: s.cursor_line() == ".......>", "the continuation prompt")
        shell.type("send increment { count = 1 }")
        shell.key("enter")
        shell.wait_for_text("+ Counter.State(count: 1)")
        text = shell.text()
        said = " ".join(line.strip() for line in text.split("\n"))
        assert (
            "counter> send increment { .......> send increment { count = 1 } error: 'send"
            " increment {' opens a block that is not closed: end it with '}' after its fields"
            " Counter.Action.increment"
        ) in said, text
        assert text.count("error") == 1, text
        shell.wait_for(lambda s: s.cursor_line() == "counter>", "the prompt again")
        assert shell.finish() == 0
    finally:
        shell.kill()


def test_an_exhaustive_session_left_names_the_command_that_started_an_effect():
    # A terminal numbers no lines: it said `line 2:` (the last line; piped, `line 1:`).
    shell = started(
        Shell(["--clock", "test", "--feature", "timer", "--exhaustive"]), prompt="timer> ")
    try:
        shell.type("send start { isRunning = true }")
        shell.key("enter")
        shell.type("state")
        shell.key("enter")
        shell.wait_for_text("Timers.State(")
        shell.finish()
    finally:
        shell.kill()
    said = " ".join(plain(shell.raw).split())  # wrapped to the window
    assert (
        "error: 'send start { isRunning = true }': An effect returned for this action is still"
        " running." in said
    ), said
    assert "line 2:" not in said, said


# 8. History's size


def test_history_size_is_a_flag():
    directory = tempfile.mkdtemp(prefix="tca-history-")
    history = os.path.join(directory, "history")
    shell = started(Shell(["--history-size", "2"], history=history))
    try:
        for command in ("state", "send increment", "state count"):
            shell.type(command)
            shell.key("enter")
        shell.settle(0.3)
        assert shell.finish() == 0
    finally:
        shell.kill()
    with open(history, encoding="utf-8") as handle:
        kept = [line for line in handle.read().split("\n")[1:] if line]
    assert len(kept) == 2 and kept[-1] == "state\\040count", kept
    bad = subprocess.run(
        [base.EXECUTABLE, "--history-size", "0"], capture_output=True, timeout=20)
    assert bad.returncode == 2 and b"--history-size needs a whole number" in bad.stderr, bad


def test_a_history_warning_wraps_to_a_narrow_window():
    # As errors do: at a word boundary, the next line indented, no word cut by the terminal.
    directory = tempfile.mkdtemp(prefix="tca-history-")
    blocker = os.path.join(directory, "not-a-folder")
    with open(blocker, "w", encoding="utf-8") as handle:
        handle.write("a file where the history's folder would be\n")
    history = os.path.join(blocker, "history")
    columns = base.COLUMNS
    base.COLUMNS = 40
    try:
        shell = started(Shell(history=history))
    finally:
        base.COLUMNS = columns
    try:
        lines = plain(shell.raw).split("\n")
        first = next(i for i, line in enumerate(lines) if line.startswith("warning: "))
        banner = next(i for i, line in enumerate(lines) if line.startswith("tca-shell "))
        warning = lines[first:banner]
        assert len(warning) > 1, warning
        # A path longer than the window is one word: it keeps a line of its own.
        assert all(len(line) <= 40 or " " not in line.strip() for line in warning), warning
        assert all(line.startswith("  ") for line in warning[1:]), warning
        joined = " ".join(line.strip() for line in warning)
        assert joined.startswith(f"warning: cannot keep history in {history}: "), joined
        assert joined.endswith("; history is not saved"), joined
        assert shell.finish() == 0
    finally:
        shell.kill()


TESTS = [value for name, value in sorted(globals().items()) if name.startswith("test_")]


if __name__ == "__main__":
    base.TESTS = TESTS
    sys.exit(base.main())
