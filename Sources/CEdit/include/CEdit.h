// CEdit: small, non-variadic wrappers over libedit's native API (histedit.h).
//
// Swift cannot call C-variadic functions, and el_set, el_get and history are
// all variadic. Each wrapper below fixes one operation and its argument list.
// The header also carries the SIGINT flag handler and a locale helper that the
// Swift line editor needs.

#ifndef CEDIT_H
#define CEDIT_H

#include <histedit.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Prompt callback: returns the prompt text for the given editor.
typedef char *_Nullable (*cedit_prompt_fn)(EditLine *_Nullable);

/// Key-bound function callback (EL_ADDFN). Returns one of the CC_* codes.
typedef unsigned char (*cedit_key_fn)(EditLine *_Nullable, int);

// MARK: Standard streams (Swift 6 rejects the mutable C globals stdin/stdout).

FILE *_Nonnull cedit_stdin(void);
FILE *_Nonnull cedit_stdout(void);
FILE *_Nonnull cedit_stderr(void);

// MARK: EditLine

EditLine *_Nullable cedit_init(const char *_Nonnull prog, FILE *_Nonnull in,
                               FILE *_Nonnull out, FILE *_Nonnull err);
void cedit_end(EditLine *_Nonnull el);

/// EL_PROMPT_ESC: characters between two `escape` characters are printed but
/// not counted, so colour codes do not shift the cursor.
int cedit_set_prompt_esc(EditLine *_Nonnull el, cedit_prompt_fn _Nonnull fn,
                         char escape);
/// EL_EDITOR: "emacs" or "vi".
int cedit_set_editor(EditLine *_Nonnull el, const char *_Nonnull mode);
/// EL_SIGNAL: when non-zero libedit handles INT, TSTP, CONT, WINCH... while
/// reading (restoring the tty and resizing on window changes).
int cedit_set_signal(EditLine *_Nonnull el, int on);
int cedit_set_clientdata(EditLine *_Nonnull el, void *_Nullable data);
void *_Nullable cedit_get_clientdata(EditLine *_Nonnull el);
/// EL_HIST with the narrow `history` function.
int cedit_set_history(EditLine *_Nonnull el, History *_Nonnull h);
/// EL_ADDFN: registers a named editor function.
int cedit_addfn(EditLine *_Nonnull el, const char *_Nonnull name,
                const char *_Nonnull help, cedit_key_fn _Nonnull fn);
/// EL_BIND key command (the NULL terminator is added here).
int cedit_bind(EditLine *_Nonnull el, const char *_Nonnull key,
               const char *_Nonnull command);
/// Terminal width from EL_GETTC "co"; -1 when unknown.
int cedit_terminal_columns(EditLine *_Nonnull el);

/// el_gets: the line including its trailing newline and its byte count.
/// NULL with count 0 is end of input; NULL with count -1 is an error (errno).
const char *_Nullable cedit_gets(EditLine *_Nonnull el, int *_Nonnull count);
/// el_line: the line being edited (not NUL-terminated). Valid in callbacks.
const LineInfo *_Nonnull cedit_line(EditLine *_Nonnull el);
/// el_insertstr at the cursor; -1 on an empty string or failure.
int cedit_insertstr(EditLine *_Nonnull el, const char *_Nonnull text);
/// el_deletestr: deletes `count` characters before the cursor.
void cedit_deletestr(EditLine *_Nonnull el, int count);
/// el_push: `text` is read as if typed next.
void cedit_push(EditLine *_Nonnull el, const char *_Nonnull text);
/// el_cursor: moves the cursor by `count` characters (negative: left); the new offset.
int cedit_cursor(EditLine *_Nonnull el, int count);

// MARK: History

History *_Nullable cedit_history_init(void);
void cedit_history_end(History *_Nonnull h);
int cedit_history_setsize(History *_Nonnull h, int size);
/// H_SETUNIQUE: when on, a line equal to the newest entry is not entered.
int cedit_history_setunique(History *_Nonnull h, int on);
/// H_ENTER: 1 when stored, 0 when dropped as a duplicate, -1 on error.
int cedit_history_enter(History *_Nonnull h, const char *_Nonnull line);
/// H_LOAD: number of entries read, or -1.
int cedit_history_load(History *_Nonnull h, const char *_Nonnull path);
/// H_SAVE: number of entries written, or -1.
int cedit_history_save(History *_Nonnull h, const char *_Nonnull path);
/// H_SAVE_FP: writes to an open stream (and makes its file mode 0600).
int cedit_history_save_fp(History *_Nonnull h, FILE *_Nonnull fp);
int cedit_history_clear(History *_Nonnull h);
/// Iteration from the oldest entry (H_LAST) to newer ones (H_PREV). Each returns
/// the entry's text (owned by libedit, valid until the history changes) or NULL
/// when there is no such entry.
const char *_Nullable cedit_history_last(History *_Nonnull h);
const char *_Nullable cedit_history_prev(History *_Nonnull h);

// MARK: Event-loop editing

/// EL_UNBUFFERED. Turning it on prepares the terminal (raw mode, window size),
/// clears the line and draws the prompt; from then on each el_gets handles one
/// key and returns the line so far, so the caller can run other work between
/// keys. Turning it off puts the terminal back in cooked mode.
int cedit_set_unbuffered(EditLine *_Nonnull el, int on);
/// EL_REFRESH: forgets what is on screen and draws prompt and line anew at the
/// cursor's row (the caller puts the cursor at column 0 of an empty row).
int cedit_refresh(EditLine *_Nonnull el);
/// EL_PREP_TERM: 1 for the editor's raw mode, 0 for cooked mode.
int cedit_prep_term(EditLine *_Nonnull el, int raw);
/// EL_SETTY `-d +noflsh`: the editor's raw mode keeps NOFLSH on, so Ctrl-C (a
/// signal) does not make the terminal throw away output not shown yet.
int cedit_keep_output_on_signals(EditLine *_Nonnull el);

// MARK: Signals

/// Installs handlers that only record the signal and write one byte to a
/// self-pipe, so an event loop learns of it outside the handler:
/// SIGINT without SA_RESTART (a blocking read fails with EINTR), SIGWINCH,
/// SIGTSTP and SIGCONT with SA_RESTART. SIGTERM, SIGHUP and SIGQUIT put the
/// terminal settings saved from `tty_fd` back (tcsetattr is async-signal-safe)
/// and then die of the signal as usual. Returns the pipe's read end (non-
/// blocking, close-on-exec) or -1. Calling it again returns the same pipe.
/// The handlers may run on any thread (Swift's main actor runs on a dispatch
/// worker that blocks SIGINT; the process's first thread takes the signal).
int cedit_signals_install(int tty_fd);
/// 1 if `signo` (one of INT, WINCH, TSTP, CONT) arrived since the last take;
/// clears it.
int cedit_signal_take(int signo);
/// Empties the self-pipe.
void cedit_signals_drain(void);
/// EL_GETCFN with a reader that waits on `input_fd` and the signal pipe:
/// after Ctrl-C (cedit_signals_install) a read libedit started itself fails
/// with EINTR, even on a thread that blocks SIGINT. Multibyte input is decoded
/// with mbrtowc under LC_CTYPE, as libedit's own reader does.
int cedit_use_interruptible_reader(EditLine *_Nonnull el, int input_fd);
/// Makes the reader's next first read a probe: when no input is waiting it
/// fails at once (EAGAIN) instead of blocking, and cedit_probe_was_empty says
/// so. el_gets then returns without a change, or handles input libedit holds
/// itself (keys pushed back by a Ctrl-R search), which never reaches the reader.
/// Reads after the first block as usual (a key sequence, a search).
void cedit_begin_probe(void);
int cedit_probe_was_empty(void);
/// 1 once a read returned end of file.
int cedit_input_has_ended(void);
/// 1 if a signal is waiting to be handled (or the reader emptied the pipe, so
/// the owner must look at the flags itself); clears the pipe note.
int cedit_signals_pending(void);
/// Stops the process as the default SIGTSTP action would, and returns once it
/// is continued; the recording handler is put back afterwards.
void cedit_suspend_self(void);

// MARK: Locale

/// wcwidth: terminal columns of one character under LC_CTYPE (-1 if not printable).
int cedit_char_width(unsigned int scalar);

/// setlocale(LC_CTYPE, ""); if the codeset is then not UTF-8, falls back to
/// setlocale(LC_CTYPE, "C.UTF-8"). Without a UTF-8 LC_CTYPE libedit drops
/// non-ASCII bytes. Returns 1 when LC_CTYPE ends up UTF-8, 0 otherwise.
int cedit_use_utf8_ctype(void);

/// Bracketed paste is on at the terminal written through `fd` (-1: off): a fatal signal
/// turns it off there before the process ends.
void cedit_note_bracketed_paste(int fd);

#ifdef __cplusplus
}
#endif

#endif
