#!/usr/bin/env python3
"""Drives the built tca-shell in a pseudo-terminal and reads the screen as a user would.

Run: python3 Tests/pty/terminal_test.py --executable .build/debug/tca-shell [TEST ...]
Needs pexpect (the pty and the keys) and pyte (a VT100 screen the output is drawn on); both
come from PyPI, and scripts/bootstrap installs them when missing. Exits 0 when every test
passed, 1 otherwise, printing one line per test.
"""

import argparse
import os
import re
import stat
import sys
import tempfile
import time
import traceback

try:
    import pexpect
    import pyte
except ImportError as error:  # pragma: no cover - reported, not hidden
    print(f"missing Python module: {error.name} (run ./scripts/bootstrap)", file=sys.stderr)
    sys.exit(2)

COLUMNS, ROWS = 80, 24
EXECUTABLE = None


class Shell:
    """One tca-shell process in a pty, with the screen it draws."""

    def __init__(self, args=(), env=None, command=None, history=None):
        environment = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "HOME": tempfile.mkdtemp(prefix="tca-home-"),
            "TERM": "xterm",
            "LANG": "C.UTF-8",
            "TCA_SHELL_DEBUG_FEATURES": "1",
        }
        # A sanitizer run (scripts/sanitize) sets these; the shell under test must see them too.
        for name in ("ASAN_OPTIONS", "TSAN_OPTIONS", "LSAN_OPTIONS"):
            if name in os.environ:
                environment[name] = os.environ[name]
        environment.update(env or {})
        arguments = list(args)
        if history is not None:
            arguments += ["--history-file", history]
        else:
            arguments += ["--no-history"]
        if command is None:
            self.child = pexpect.spawn(
                EXECUTABLE, arguments, env=environment, dimensions=(ROWS, COLUMNS))
        else:
            self.child = pexpect.spawn(
                "/bin/sh", ["-c", command.format(exe=EXECUTABLE, args=" ".join(arguments))],
                env=environment, dimensions=(ROWS, COLUMNS))
        self.screen = pyte.Screen(COLUMNS, ROWS)
        self.stream = pyte.ByteStream(self.screen)
        self.raw = b""
        self.ended = False

    # Reading the screen

    def pump(self, seconds=0.05):
        deadline = time.monotonic() + seconds
        while True:
            try:
                data = self.child.read_nonblocking(65536, timeout=0.02)
                self.raw += data
                self.stream.feed(data)
            except pexpect.TIMEOUT:
                pass
            except pexpect.EOF:
                self.ended = True
                return
            if time.monotonic() >= deadline:
                return

    def lines(self):
        return [line.rstrip() for line in self.screen.display]

    def text(self):
        return "\n".join(self.lines())

    def wait_for(self, predicate, what, timeout=5.0):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self.pump(0.05)
            if predicate(self):
                return
            if self.ended:
                break
        raise AssertionError(f"timed out waiting for {what}; screen:\n{self.text()}")

    def wait_for_text(self, text, timeout=5.0):
        self.wait_for(lambda s: text in s.text(), repr(text), timeout)

    def settle(self, seconds=0.3):
        self.pump(seconds)

    def cursor_line(self):
        return self.lines()[self.screen.cursor.y]

    def prompt_line(self, prompt="counter> "):
        """The last screen line that starts with the prompt."""
        matches = [line for line in self.lines() if line.startswith(prompt.rstrip())]
        return matches[-1] if matches else None

    # Typing

    def type(self, text, pause=0.1):
        self.child.send(text.encode())
        self.settle(pause)

    def key(self, name, pause=0.1):
        codes = {
            "tab": b"\t", "enter": b"\r", "up": b"\x1b[A", "down": b"\x1b[B",
            "left": b"\x1b[D", "right": b"\x1b[C", "backspace": b"\x7f",
            "ctrl-c": b"\x03", "ctrl-d": b"\x04", "ctrl-u": b"\x15", "ctrl-r": b"\x12",
        }
        self.child.send(codes[name])
        self.settle(pause)

    def finish(self, timeout=5.0):
        """Ctrl-D on an empty line; returns the exit status."""
        self.key("ctrl-u")
        self.key("ctrl-d")
        self.child.expect(pexpect.EOF, timeout=timeout)
        self.child.close()
        return self.child.exitstatus

    def kill(self):
        if self.child.isalive():
            self.child.terminate(force=True)


def started(shell, prompt="counter> "):
    shell.wait_for(lambda s: s.prompt_line(prompt) is not None, f"prompt {prompt!r}")
    return shell


# MARK: tests


def test_tab_completion():
    shell = started(Shell())
    try:
        shell.key("up")  # empty history: nothing happens, nothing breaks
        shell.key("tab")  # empty line: every command is listed
        shell.wait_for_text("features")
        assert "quit" in shell.text() and "source" in shell.text(), shell.text()
        shell.type("sen")
        shell.key("tab")
        assert shell.cursor_line() == "counter> send", repr(shell.cursor_line())
        shell.type("inc")
        shell.key("tab")
        assert shell.cursor_line() == "counter> send increment", repr(shell.cursor_line())
        shell.key("enter")
        shell.wait_for_text("+ Counter.State(count: 1)")
        # several candidates: listed under the line, which stays as typed
        shell.type("s")
        shell.key("tab")
        shell.wait_for(
            lambda s: re.search(r"save\s+send\s+set\s+sheet\s+source\s+stack\s+state", s.text()), "s* listed")
        assert shell.cursor_line() == "counter> s", repr(shell.cursor_line())
        # none: nothing inserted, nothing listed
        shell.key("ctrl-u")
        before = shell.text()
        shell.type("zz")
        shell.key("tab")
        assert shell.cursor_line() == "counter> zz", repr(shell.cursor_line())
        assert shell.text().count("\n") == before.count("\n")
        assert shell.finish() == 0
    finally:
        shell.kill()


def syncups_with_a_detail_pushed():
    """A syncups shell on the test clock with one sync-up added and its detail pushed."""
    shell = started(Shell(args=["--feature", "syncups", "--clock", "test"]), prompt="syncups> ")
    for line in ["send syncUpsList.addSyncUpButtonTapped", "send syncUpsList.confirmAddButtonTapped",
                 "send syncUpsList.syncUpTapped id=0"]:
        shell.type(line + "\r")
    shell.wait_for_text("Pushed: SyncUpDetail (path[0].detail)")
    return shell


def test_tab_completes_inside_an_id_bracket_and_after_receive():
    # issue 25, item 16: the blank after `[id:` stays in the word, ids are offered, and what
    # Tab inserts is not quoted.
    shell = syncups_with_a_detail_pushed()
    try:
        shell.settle()
        shell.type("receive path[id: ")
        shell.key("tab")
        assert shell.cursor_line() == "syncups> receive path[id: 0].", repr(shell.cursor_line())
        shell.key("ctrl-u")
        shell.type("state path[id: ")
        shell.key("tab")
        assert shell.cursor_line() == "syncups> state path[id: 0]", repr(shell.cursor_line())
        shell.key("ctrl-u")
        assert shell.finish() == 0
    finally:
        shell.kill()


def test_history_across_runs_mode_and_ignorespace():
    directory = tempfile.mkdtemp(prefix="tca-history-")
    history = os.path.join(directory, "state", "history")
    first = started(Shell(history=history))
    try:
        first.type("send increment")
        first.key("enter")
        first.wait_for_text("+ Counter.State(count: 1)")
        first.type(" state count")  # a leading space keeps a line out of history
        first.key("enter")
        assert first.finish() == 0
    finally:
        first.kill()
    mode = stat.S_IMODE(os.stat(history).st_mode)
    assert mode == 0o600, oct(mode)
    second = started(Shell(history=history))
    try:
        second.key("up")
        assert second.cursor_line() == "counter> send increment", repr(second.cursor_line())
        second.key("enter")
        second.wait_for_text("+ Counter.State(count: 1)")
        assert second.finish() == 0
    finally:
        second.kill()


def test_secret_lines_stay_out_of_history():
    directory = tempfile.mkdtemp(prefix="tca-history-")
    history = os.path.join(directory, "history")
    first = started(Shell(["--feature", "echo"], history=history), "echo> ")
    try:
        first.type('send heard "kept"')
        first.key("enter")
        first.type("send whisper hunter2")
        first.key("enter")
        first.wait_for_text("Echo.Action.whisper")
        assert first.finish() == 0
    finally:
        first.kill()
    second = started(Shell(["--feature", "echo"], history=history), "echo> ")
    try:
        second.key("up")
        assert second.cursor_line() == 'echo> send heard "kept"', repr(second.cursor_line())
        assert second.finish() == 0
    finally:
        second.kill()
    with open(history, "rb") as handle:
        assert b"hunter2" not in handle.read()


def test_two_shells_share_one_history_file():
    directory = tempfile.mkdtemp(prefix="tca-history-")
    history = os.path.join(directory, "history")
    a = started(Shell(history=history))
    b = started(Shell(history=history))
    try:
        a.type("send increment")
        a.key("enter")
        b.type("send decrement")
        b.key("enter")
        a.wait_for_text("count: 1")
        b.wait_for_text("count: -1")
        assert a.finish() == 0 and b.finish() == 0
    finally:
        a.kill()
        b.kill()
    third = started(Shell(history=history))
    try:
        third.key("up")
        assert third.cursor_line() == "counter> send decrement", repr(third.cursor_line())
        third.key("up")
        assert third.cursor_line() == "counter> send increment", repr(third.cursor_line())
        assert third.finish() == 0
    finally:
        third.kill()


def test_long_line_recalled_intact():
    directory = tempfile.mkdtemp(prefix="tca-history-")
    history = os.path.join(directory, "history")
    prefix = 'send heard "'
    payload = "".join(chr(ord("a") + i % 26) for i in range(5000 - len(prefix) - 1))
    line = prefix + payload + '"'
    assert len(line) == 5000
    first = started(Shell(["--feature", "echo"], history=history), "echo> ")
    try:
        first.child.send(line.encode())
        first.settle(1.0)
        first.key("enter")
        first.wait_for(lambda s: s.cursor_line() == "echo>", "the next prompt", timeout=20)
        assert first.finish() == 0
    finally:
        first.kill()
    out = os.path.join(directory, "out.txt")
    second = started(
        Shell(["--feature", "echo"], history=history, command="exec {exe} {args} > " + out),
        "echo> ")
    try:
        second.key("up", pause=1.0)
        second.key("enter")
        second.settle(0.5)
        assert second.finish() == 0
    finally:
        second.kill()
    with open(out, encoding="utf-8") as handle:
        written = handle.read()
    assert f'Echo.Action.heard("{payload}")' in written.replace("\n", ""), written[:300]


def test_ctrl_c_clears_the_line_and_ctrl_d_exits_zero():
    shell = started(Shell())
    try:
        shell.type("send incr")
        shell.key("ctrl-c")
        shell.wait_for_text("counter> send incr^C")
        assert shell.cursor_line() == "counter>", repr(shell.cursor_line())
        shell.type("state count")
        shell.key("enter")
        shell.wait_for(lambda s: s.lines()[s.screen.cursor.y - 1] == "0", "count 0")
        shell.key("ctrl-c")  # on an empty line: a fresh prompt, still running
        assert shell.child.isalive()
        shell.key("ctrl-d")
        shell.child.expect(pexpect.EOF, timeout=5)
        shell.child.close()
        assert shell.child.exitstatus == 0, shell.child.exitstatus
    finally:
        shell.kill()


def test_ctrl_r_search_and_typed_ahead_lines():
    shell = started(Shell())
    try:
        # Two lines pasted at once both run, in order.
        shell.type("send increment\rsend increment\r")
        shell.wait_for_text("+ Counter.State(count: 2)")
        shell.type("state")
        shell.key("enter")
        shell.key("ctrl-r")
        shell.type("incr")
        assert "bck:incr" in shell.text(), shell.text()
        shell.key("enter")  # runs the line found
        shell.wait_for_text("+ Counter.State(count: 3)")
        shell.key("ctrl-r")
        shell.type("sta")
        shell.key("ctrl-c")  # leaves the search for a fresh, empty prompt
        shell.wait_for(lambda s: s.cursor_line() == "counter>", "a fresh prompt")
        # Ctrl-C in a failed search leaves the prompt and ^C, as on a typed line: no search
        # line and no line of its own for ^C.
        shell.key("ctrl-r")
        shell.type("zzzz")
        shell.key("ctrl-c")
        shell.wait_for(lambda s: s.cursor_line() == "counter>", "a fresh prompt after a failed search")
        above = shell.lines()[shell.screen.cursor.y - 1]
        assert above == "counter> ^C", shell.text()
        assert "zzzz" not in shell.text(), shell.text()
        shell.type("state count")
        shell.key("enter")
        shell.wait_for(lambda s: s.lines()[s.screen.cursor.y - 1] == "3", "count 3")
        assert shell.finish() == 0
    finally:
        shell.kill()


def test_utf8_typing_and_editing():
    shell = started(Shell(["--feature", "echo"]), "echo> ")
    try:
        shell.type('send heard "a😀bcé"')
        # Left moves one character, whatever its byte length
        shell.key("left")
        shell.key("left")
        shell.key("left")
        shell.key("backspace")  # deletes b
        shell.key("enter")
        shell.wait_for_text('Echo.Action.heard("a😀cé")')
        shell.type('send heard "café"')
        shell.key("enter")
        shell.wait_for_text('[1]: "café"')
        assert shell.finish() == 0
    finally:
        shell.kill()


def test_colour_on_a_terminal():
    shell = started(Shell())
    try:
        shell.type("send increment")
        shell.key("enter")
        shell.wait_for_text("+ Counter.State(count: 1)")
        shell.type("send nope")
        shell.key("enter")
        shell.wait_for_text("error: unknown action")
        shell.type("state")
        assert b"\x1b[1;34mcounter>" in shell.raw, "blue prompt"
        # what the user types is not blue: the prompt's colour ends before it
        row = shell.screen.buffer[shell.screen.cursor.y]
        assert row[0].fg == "blue" and row[0].bold, (row[0].fg, row[0].bold)
        assert row[len("counter> ")].data == "s" and row[len("counter> ")].fg == "default"
        assert b"\x1b[31m- Counter.State(count: 0)\x1b[0m" in shell.raw, "red removed line"
        assert b"\x1b[32m+ Counter.State(count: 1)\x1b[0m" in shell.raw, "green added line"
        assert b"\x1b[31merror: unknown action" in shell.raw, "red error"
        assert shell.finish() == 0
    finally:
        shell.kill()


def test_no_colour_with_NO_COLOR_or_flag():
    for env, args in (({"NO_COLOR": "1"}, []), ({}, ["--no-color"])):
        shell = started(Shell(args, env=env))
        try:
            shell.type("send increment")
            shell.key("enter")
            shell.wait_for_text("+ Counter.State(count: 1)")
            shell.type("send nope")
            shell.key("enter")
            shell.wait_for_text("error: unknown action")
            assert re.search(rb"\x1b\[[0-9;]*m", shell.raw) is None, (env, args, shell.raw[-400:])
            assert shell.finish() == 0
        finally:
            shell.kill()


def test_effect_output_arrives_above_the_half_typed_line():
    shell = started(Shell(["--feature", "echo"]), "echo> ")
    try:
        shell.type('send later 1500 "late one"')
        shell.key("enter")
        shell.wait_for_text("waiting for effects")
        shell.key("ctrl-c")  # stops the wait; the effect keeps running
        shell.wait_for_text("stopped waiting")
        shell.wait_for(lambda s: s.cursor_line() == "echo>", "a fresh prompt")
        shell.type("state hea")
        assert 'heard("late one")' not in shell.text(), "the effect came too early to test"
        shell.wait_for_text('Echo.Action.heard("late one")', timeout=5)
        shell.settle(0.2)
        lines = shell.lines()
        row = shell.screen.cursor.y
        assert lines[row] == "echo> state hea", repr(lines[row])
        assert shell.screen.cursor.x == len("echo> state hea"), shell.screen.cursor.x
        heard = max(i for i, line in enumerate(lines) if 'heard("late one")' in line)
        assert heard < row, "the action prints above the prompt"
        assert sum(1 for line in lines if line.startswith("echo> state hea")) == 1, shell.text()
        shell.type("rd")
        shell.key("enter")
        shell.wait_for_text('[0]: "late one"')
        assert shell.finish() == 0
    finally:
        shell.kill()


def test_results_only_in_redirected_stdout():
    directory = tempfile.mkdtemp(prefix="tca-redirect-")
    out = os.path.join(directory, "out.txt")
    shell = started(Shell(command="exec {exe} {args} > " + out))
    try:
        shell.type("send inc")
        shell.key("tab")
        assert shell.cursor_line() == "counter> send increment", repr(shell.cursor_line())
        shell.key("enter")
        shell.type("state count")
        shell.key("enter")
        shell.settle(0.3)
        assert "Counter.State" not in shell.text(), "results stay out of the terminal"
        assert shell.finish() == 0
    finally:
        shell.kill()
    with open(out, encoding="utf-8") as handle:
        written = handle.read()
    assert written == (
        "  Counter.Action.increment\n- Counter.State(count: 0)\n+ Counter.State(count: 1)\n1\n"
    ), repr(written)


def asked_to_overwrite():
    """A shell that sent one increment and was asked whether to overwrite an existing file
    holding "keep me": the shell and the file's path."""
    directory = tempfile.mkdtemp(prefix="tca-save-")
    path = os.path.join(directory, "flow.tcash")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("keep me\n")
    shell = started(Shell())
    try:
        shell.type("send increment")
        shell.key("enter")
        shell.type(f"save {path}")
        shell.key("enter")
        shell.wait_for_text("exists: overwrite it? [y/N]")
    except BaseException:
        shell.kill()
        raise
    return shell, path


def test_save_asks_before_overwriting_a_file():
    shell, path = asked_to_overwrite()
    try:
        shell.type("n")
        shell.key("enter")
        shell.wait_for_text("Not saved:")
        with open(path, encoding="utf-8") as handle:
            assert handle.read() == "keep me\n"
        shell.type(f"save {path}")
        shell.key("enter")
        shell.wait_for(lambda s: s.text().count("overwrite it? [y/N]") == 2, "the second question")
        shell.type("y")
        shell.key("enter")
        shell.wait_for_text("Saved 1 command")
        with open(path, encoding="utf-8") as handle:
            assert handle.read().endswith("use counter\nsend increment\n")
        assert shell.finish() == 0
    finally:
        shell.kill()


def test_ctrl_c_cancels_the_overwrite_question():
    shell, path = asked_to_overwrite()
    try:
        shell.key("ctrl-c")
        shell.wait_for_text("Not saved: the question was cancelled;")
        assert shell.text().count("overwrite it? [y/N]") == 1, "the question is not asked again"
        # What is typed next is a command, not an answer to the question.
        shell.type("state count")
        shell.key("enter")
        shell.wait_for(lambda s: s.lines()[s.screen.cursor.y - 1] == "1", "count 1")
        assert "Not saved: " + path not in shell.text()
        with open(path, encoding="utf-8") as handle:
            assert handle.read() == "keep me\n"
        assert shell.finish() == 0
    finally:
        shell.kill()


def test_tab_quotes_a_file_name_with_a_blank():
    directory = tempfile.mkdtemp(prefix="tca-complete-")
    os.mkdir(os.path.join(directory, "my flows"))
    with open(os.path.join(directory, "my flows", "up.tcash"), "w", encoding="utf-8") as handle:
        handle.write("send increment\n")
    shell = started(Shell(command="cd '" + directory + "' && exec {exe} {args}"))
    try:
        shell.type("source my")
        shell.key("tab")
        assert shell.cursor_line() == 'counter> source "my flows/', repr(shell.cursor_line())
        shell.key("tab")
        assert shell.cursor_line() == 'counter> source "my flows/up.tcash"', repr(
            shell.cursor_line())
        shell.key("enter")
        shell.wait_for_text("+ Counter.State(count: 1)")
        assert "usage" not in shell.text(), shell.text()
        assert shell.finish() == 0
    finally:
        shell.kill()


def test_banner_and_help_fit_the_window_and_a_passing_expect_says_so():
    # A long auth note (a misconfigured SUPABASE_URL) and the help table must fit 80 columns
    # (printed whole: longer than the window, help would go through the pager).
    shell = started(Shell(["--no-pager"], env={"SUPABASE_URL": "https://abc.supabase.co"}))
    try:
        shell.type("help")
        shell.key("enter")
        shell.wait_for_text("'help COMMAND' explains one command.")
        shell.type("expect count == 0")
        shell.key("enter")
        shell.wait_for_text("expect holds: count == 0")
        text = shell.raw.decode("utf-8", "replace")
        plain = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", text).replace("\r", "")
        long_lines = [line for line in plain.split("\n") if len(line) > COLUMNS]
        assert not long_lines, long_lines
        assert "auth: not configured" in plain, plain
        assert shell.finish() == 0
    finally:
        shell.kill()


def test_a_warning_after_the_prompt_goes_above_it_and_the_prompt_comes_back():
    shell = started(Shell())
    try:
        shell.type("use alerts-modern")
        shell.key("enter")
        shell.type("send alert.presented.incrementButtonTapped")
        shell.key("enter")
        # TCA's warning spans paragraphs; its "Action:" line is on a row of its own.
        shell.wait_for_text("  Action:")
        shell.settle(0.3)
        shell.type("state count")
        assert shell.cursor_line() == "alerts-modern> state count", repr(shell.cursor_line())
        lines = shell.lines()
        warning = max(i for i, line in enumerate(lines) if line.startswith("warning: "))
        prompt = max(i for i, line in enumerate(lines) if line.startswith("alerts-modern> state"))
        assert warning < prompt, shell.text()
        shell.key("enter")
        shell.wait_for_text("\n1\n")
        assert shell.finish() == 0
    finally:
        shell.kill()


def test_shrinking_the_window_redraws_a_long_line_once():
    shell = started(Shell())
    try:
        # prompt (9) + "send increment " (15) + 140 = 164 columns: row 2 at 80 columns, row 3
        # once a terminal reflows it to 50.
        shell.type("send increment " + "x" * 140)
        before = len(shell.raw)
        shell.child.setwinsize(ROWS, 50)
        shell.settle(0.5)
        redraw = shell.raw[before:]
        assert b"\x1b[3A" in redraw, redraw
        shell.key("ctrl-u")
        assert shell.finish() == 0
    finally:
        shell.kill()


def test_keys_typed_during_a_wait_are_not_echoed_and_ctrl_d_is_kept():
    directory = tempfile.mkdtemp(prefix="tca-typeahead-")
    out = os.path.join(directory, "out.txt")
    # stdout redirected: the prompt and the spinner are on stderr, the terminal.
    shell = started(Shell(args=["--effect-timeout", "2"], command="exec {exe} {args} > " + out))
    try:
        shell.type("use timer")
        shell.key("enter")
        shell.type("send start")
        shell.key("enter")
        shell.wait_for_text("waiting for effects")
        shell.type("state isRunning", pause=0.2)
        shell.key("enter", pause=0.2)
        assert "state isRunning" not in shell.text(), "typed ahead, not echoed:\n" + shell.text()
        shell.child.send(b"\x04")  # Ctrl-D on the empty line that follows
        shell.child.expect(pexpect.EOF, timeout=10)
        shell.child.close()
        assert shell.child.exitstatus == 0
    finally:
        shell.kill()
    with open(out, encoding="utf-8") as handle:
        written = handle.read()
    # The typed-ahead `state isRunning` ran once the wait ended; a tick of the running timer
    # may still print after it before Ctrl-D is read, so look for the answer, not the end.
    waited = written.rfind("effect still running")
    assert waited >= 0 and "\ntrue\n" in written[waited:], repr(written[-300:])


def test_editing_steps_over_whole_grapheme_clusters():
    import unicodedata

    def line(shell):
        return unicodedata.normalize("NFC", shell.cursor_line())

    shell = started(Shell(args=["--feature", "login"]), prompt="login> ")
    try:
        shell.type("send setName cafe\u0301")  # e and a combining acute: one é on screen
        assert line(shell) == "login> send setName café", repr(shell.cursor_line())
        shell.key("backspace")  # takes the whole é, as the screen shows it
        assert line(shell) == "login> send setName caf", repr(shell.cursor_line())
        shell.type("q\u0335")  # a q with a stroke: no precomposed form, two scalars
        shell.key("backspace")
        assert line(shell) == "login> send setName caf", repr(shell.cursor_line())
        shell.type("e\u0301!")
        shell.key("left")
        shell.key("left")  # before é, not between e and its accent
        shell.child.send(b"\x1b[3~")  # Delete: the é under the cursor, whole
        shell.settle(0.1)
        assert line(shell) == "login> send setName caf!", repr(shell.cursor_line())
        shell.type("e\u0301")
        shell.key("left")  # before é again
        shell.type("X")
        shell.key("right")  # past the whole é
        shell.type("Y")
        assert line(shell) == "login> send setName cafXéY!", repr(shell.cursor_line())
        shell.key("enter")
        shell.wait_for_text('name: "cafX')
        shown = unicodedata.normalize("NFC", shell.text())
        assert 'name: "cafXéY!"' in shown, shown
        assert shell.finish() == 0
    finally:
        shell.kill()


def test_tab_after_receive_inside_a_focus_offers_the_childs_cases():
    # Inside `focus path[0].detail`, `receive` takes the detail's case paths, as `send` does:
    # Tab completes them from there, not from the root.
    shell = syncups_with_a_detail_pushed()
    try:
        shell.type("focus path[0].detail\r")
        shell.wait_for_text("syncups/detail>")
        shell.settle()
        shell.type("receive startMeetingB")
        shell.key("tab")
        line = shell.cursor_line().rstrip()
        assert line == "syncups/detail> receive startMeetingButtonTapped", repr(line)
        shell.key("ctrl-u")
        assert shell.finish() == 0
    finally:
        shell.kill()


def test_ticks_at_an_idle_prompt_undo_with_the_send_that_started_them():
    # A live timer's ticks that arrive while the prompt waits for a line join the step of the
    # `send start` whose effect sent them: one `undo` takes them all back, with the send.
    shell = started(Shell(["--feature", "timer", "--effect-timeout", "0.2"]), "timer> ")
    try:
        shell.type("send start\r")
        shell.wait_for(lambda s: s.cursor_line() == "timer>", "the prompt after send start")
        shell.wait_for(lambda s: s.text().count("Timers.Action.tick") >= 2, "two idle ticks")
        shell.type("undo\r")
        shell.wait_for_text("undo: back to the initial state")
        assert shell.finish() == 0
    finally:
        shell.kill()


TESTS = [value for name, value in sorted(globals().items()) if name.startswith("test_")]


def main():
    global EXECUTABLE
    parser = argparse.ArgumentParser()
    parser.add_argument("--executable", required=True)
    parser.add_argument("tests", nargs="*")
    options = parser.parse_args()
    EXECUTABLE = os.path.abspath(options.executable)
    chosen = [t for t in TESTS if not options.tests or t.__name__ in options.tests]
    failures = 0
    for test in chosen:
        start = time.monotonic()
        try:
            test()
            print(f"ok    {test.__name__} ({time.monotonic() - start:.1f}s)")
        except Exception:  # noqa: BLE001 - every failure is reported
            failures += 1
            print(f"FAIL  {test.__name__} ({time.monotonic() - start:.1f}s)")
            traceback.print_exc(file=sys.stdout)
    print(f"{len(chosen) - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
