#define _GNU_SOURCE  // pipe2

#include "CEdit.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <pthread.h>
#include <termios.h>
#include <unistd.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <stdatomic.h>
#include <string.h>
#include <wchar.h>

FILE *cedit_stdin(void) { return stdin; }
FILE *cedit_stdout(void) { return stdout; }
FILE *cedit_stderr(void) { return stderr; }

// MARK: EditLine

EditLine *cedit_init(const char *prog, FILE *in, FILE *out, FILE *err) {
  return el_init(prog, in, out, err);
}

void cedit_end(EditLine *el) { el_end(el); }

int cedit_set_prompt_esc(EditLine *el, cedit_prompt_fn fn, char escape) {
  return el_set(el, EL_PROMPT_ESC, fn, escape);
}

int cedit_set_editor(EditLine *el, const char *mode) {
  return el_set(el, EL_EDITOR, mode);
}

int cedit_set_signal(EditLine *el, int on) {
  return el_set(el, EL_SIGNAL, on);
}

int cedit_set_clientdata(EditLine *el, void *data) {
  return el_set(el, EL_CLIENTDATA, data);
}

void *cedit_get_clientdata(EditLine *el) {
  void *data = NULL;
  if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
  return data;
}

int cedit_set_history(EditLine *el, History *h) {
  return el_set(el, EL_HIST, history, h);
}

int cedit_addfn(EditLine *el, const char *name, const char *help,
                cedit_key_fn fn) {
  return el_set(el, EL_ADDFN, name, help, fn);
}

int cedit_bind(EditLine *el, const char *key, const char *command) {
  return el_set(el, EL_BIND, key, command, (const char *)NULL);
}

int cedit_terminal_columns(EditLine *el) {
  int columns = 0;
  if (el_get(el, EL_GETTC, "co", &columns, (void *)NULL) != 0) return -1;
  return columns > 0 ? columns : -1;
}

const char *cedit_gets(EditLine *el, int *count) { return el_gets(el, count); }

const LineInfo *cedit_line(EditLine *el) { return el_line(el); }

int cedit_insertstr(EditLine *el, const char *text) {
  return el_insertstr(el, text);
}

void cedit_deletestr(EditLine *el, int count) { el_deletestr(el, count); }

int cedit_cursor(EditLine *el, int count) { return el_cursor(el, count); }

void cedit_push(EditLine *el, const char *text) { el_push(el, text); }

// MARK: History

History *cedit_history_init(void) { return history_init(); }

void cedit_history_end(History *h) { history_end(h); }

int cedit_history_setsize(History *h, int size) {
  HistEvent ev;
  return history(h, &ev, H_SETSIZE, size);
}

int cedit_history_setunique(History *h, int on) {
  HistEvent ev;
  return history(h, &ev, H_SETUNIQUE, on);
}

int cedit_history_enter(History *h, const char *line) {
  HistEvent ev;
  return history(h, &ev, H_ENTER, line);
}

int cedit_history_load(History *h, const char *path) {
  HistEvent ev;
  return history(h, &ev, H_LOAD, path);
}

int cedit_history_save(History *h, const char *path) {
  HistEvent ev;
  return history(h, &ev, H_SAVE, path);
}

int cedit_history_save_fp(History *h, FILE *fp) {
  HistEvent ev;
  return history(h, &ev, H_SAVE_FP, fp);
}

int cedit_history_clear(History *h) {
  HistEvent ev;
  return history(h, &ev, H_CLEAR);
}

static const char *cedit_history_step(History *h, int op) {
  HistEvent ev;
  if (history(h, &ev, op) == -1) return NULL;
  return ev.str;
}

const char *cedit_history_last(History *h) {
  return cedit_history_step(h, H_LAST);
}

const char *cedit_history_prev(History *h) {
  return cedit_history_step(h, H_PREV);
}

// MARK: Event-loop editing

int cedit_set_unbuffered(EditLine *el, int on) {
  return el_set(el, EL_UNBUFFERED, on);
}

int cedit_refresh(EditLine *el) { return el_set(el, EL_REFRESH); }

int cedit_prep_term(EditLine *el, int raw) {
  return el_set(el, EL_PREP_TERM, raw);
}

int cedit_keep_output_on_signals(EditLine *el) {
  return el_set(el, EL_SETTY, "-d", "+noflsh", (const char *)NULL);
}

// MARK: Signals

// Set in signal handlers, read on another thread (the dispatch source that drains the pipe):
// lock-free atomics are both async-signal-safe and free of data races across threads, which a
// plain volatile sig_atomic_t is not.
static atomic_int cedit_flag_int = 0;
static atomic_int cedit_flag_winch = 0;
static atomic_int cedit_flag_tstp = 0;
static atomic_int cedit_flag_cont = 0;
static int cedit_pipe[2] = {-1, -1};
static int cedit_pipe_was_drained = 0;
static struct termios cedit_saved_tty;
static volatile sig_atomic_t cedit_has_saved_tty = 0;
static int cedit_tty_fd = -1;

static void cedit_wake(void) {
  int saved = errno;
  if (cedit_pipe[1] >= 0) {
    char byte = 1;
    ssize_t ignored = write(cedit_pipe[1], &byte, 1);  // full pipe: already awake
    (void)ignored;
  }
  errno = saved;
}

static void cedit_record(int signo) {
  switch (signo) {
    case SIGINT: atomic_store(&cedit_flag_int, 1); break;
    case SIGWINCH: atomic_store(&cedit_flag_winch, 1); break;
    case SIGTSTP: atomic_store(&cedit_flag_tstp, 1); break;
    case SIGCONT: atomic_store(&cedit_flag_cont, 1); break;
    default: break;
  }
  cedit_wake();
}

static volatile sig_atomic_t cedit_paste_fd = -1;

void cedit_note_bracketed_paste(int fd) { cedit_paste_fd = fd; }

static void cedit_fatal(int signo) {
  if (cedit_has_saved_tty) tcsetattr(cedit_tty_fd, TCSANOW, &cedit_saved_tty);
  if (cedit_paste_fd >= 0) {
    ssize_t ignored = write(cedit_paste_fd, "\033[?2004l", 8);
    (void)ignored;
  }
  signal(signo, SIG_DFL);
  raise(signo);
}

static int cedit_handle(int signo, void (*handler)(int), int flags) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = handler;
  sigemptyset(&action.sa_mask);
  action.sa_flags = flags;
  return sigaction(signo, &action, NULL);
}

// A thread that only waits, with the terminal's signals unblocked: dispatch's worker threads
// (where the main actor and every task run) block them, so without it a Ctrl-C could stay
// pending, unhandled, until some thread happened to take it (seen for seconds while effects
// flooded the main actor during `advance 24h`).
static void *cedit_signal_thread(void *unused) {
  (void)unused;
  sigset_t set;
  sigemptyset(&set);
  int signals[] = {SIGINT, SIGWINCH, SIGTSTP, SIGCONT, SIGTERM, SIGHUP, SIGQUIT};
  for (size_t i = 0; i < sizeof signals / sizeof signals[0]; i++) sigaddset(&set, signals[i]);
  pthread_sigmask(SIG_UNBLOCK, &set, NULL);
  for (;;) pause();
  return NULL;
}

int cedit_signals_install(int tty_fd) {
  if (cedit_pipe[0] >= 0) return cedit_pipe[0];
  if (pipe2(cedit_pipe, O_NONBLOCK | O_CLOEXEC) != 0) return -1;
  if (tcgetattr(tty_fd, &cedit_saved_tty) == 0) {
    cedit_tty_fd = tty_fd;
    cedit_has_saved_tty = 1;
  }
  // No SA_RESTART for SIGINT: a read in progress (Ctrl-R search) gives up.
  cedit_handle(SIGINT, cedit_record, 0);
  cedit_handle(SIGWINCH, cedit_record, SA_RESTART);
  cedit_handle(SIGTSTP, cedit_record, SA_RESTART);
  cedit_handle(SIGCONT, cedit_record, SA_RESTART);
  cedit_handle(SIGTERM, cedit_fatal, SA_RESETHAND);
  cedit_handle(SIGHUP, cedit_fatal, SA_RESETHAND);
  cedit_handle(SIGQUIT, cedit_fatal, SA_RESETHAND);
  pthread_t thread;
  pthread_attr_t attributes;
  pthread_attr_init(&attributes);
  pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
  pthread_create(&thread, &attributes, cedit_signal_thread, NULL);
  pthread_attr_destroy(&attributes);
  return cedit_pipe[0];
}

int cedit_signal_take(int signo) {
  atomic_int *flag = NULL;
  switch (signo) {
    case SIGINT: flag = &cedit_flag_int; break;
    case SIGWINCH: flag = &cedit_flag_winch; break;
    case SIGTSTP: flag = &cedit_flag_tstp; break;
    case SIGCONT: flag = &cedit_flag_cont; break;
    default: return 0;
  }
  return atomic_exchange(flag, 0) != 0;
}

void cedit_signals_drain(void) {
  if (cedit_pipe[0] < 0) return;
  char buffer[64];
  while (read(cedit_pipe[0], buffer, sizeof buffer) > 0) {
  }
}

void cedit_suspend_self(void) {
  cedit_handle(SIGTSTP, SIG_DFL, 0);
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGTSTP);
  sigprocmask(SIG_UNBLOCK, &set, NULL);
  raise(SIGTSTP);  // stops here until SIGCONT
  cedit_handle(SIGTSTP, cedit_record, SA_RESTART);
  atomic_store(&cedit_flag_cont, 0);
}

// MARK: Locale

static int cedit_ctype_is_utf8(void) {
  const char *codeset = nl_langinfo(CODESET);
  if (codeset == NULL) return 0;
  return strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0;
}

int cedit_use_utf8_ctype(void) {
  setlocale(LC_CTYPE, "");
  if (cedit_ctype_is_utf8()) return 1;
  setlocale(LC_CTYPE, "C.UTF-8");
  return cedit_ctype_is_utf8();
}

int cedit_char_width(unsigned int scalar) { return wcwidth((wchar_t)scalar); }

// MARK: Interruptible reading

static int cedit_input_fd = 0;
static int cedit_probe = 0;
static int cedit_probe_empty = 0;
static int cedit_input_ended = 0;

void cedit_begin_probe(void) {
  cedit_probe = 1;
  cedit_probe_empty = 0;
}

int cedit_probe_was_empty(void) { return cedit_probe_empty; }

int cedit_input_has_ended(void) { return cedit_input_ended; }

// MARK: Bracketed paste

// Characters read ahead while looking for a paste marker, handed to libedit before any new
// input; and whether the terminal is between ESC[200~ and ESC[201~.
static wchar_t cedit_queued[8];
static int cedit_queued_count = 0;
static int cedit_pasting = 0;

// One more byte of an escape sequence, when it comes within `ms` (a terminal writes a
// sequence at once; a lone Escape typed as the meta prefix has nothing after it).
static int cedit_next_byte(int ms, char *byte) {
  struct pollfd input = {cedit_input_fd, POLLIN, 0};
  if (poll(&input, 1, ms) <= 0 || !(input.revents & POLLIN)) return 0;
  return read(cedit_input_fd, byte, 1) == 1;
}

// After an ESC: reads the rest of a paste marker, `[200~` (pasting starts) or `[201~` (it
// ends): 1 when it was one; else the bytes read are queued after the ESC, and 0.
static int cedit_take_paste_marker(void) {
  static const char marker[] = "[20?~";
  char read[5];
  int matched = 0;
  while (matched < 5 && cedit_next_byte(50, &read[matched])) {
    char byte = read[matched];
    int fits = marker[matched] == '?' ? (byte == '0' || byte == '1') : byte == marker[matched];
    matched += 1;
    if (!fits) break;
    if (matched == 5) {
      cedit_pasting = read[3] == '0';
      return 1;
    }
  }
  // Not a marker (an arrow key, Alt-x) or cut short: libedit gets the bytes, after the ESC.
  for (int i = 0; i < matched && cedit_queued_count < 8; i++) {
    cedit_queued[cedit_queued_count++] = (unsigned char)read[i];
  }
  return 0;
}

static wchar_t cedit_dequeue(void) {
  wchar_t first = cedit_queued[0];
  cedit_queued_count -= 1;
  memmove(cedit_queued, cedit_queued + 1, (size_t)cedit_queued_count * sizeof(wchar_t));
  return first;
}

static int cedit_read_key(EditLine *el, wchar_t *wc);

// The reader libedit calls: keys as typed, except that paste markers are taken out and a TAB
// pasted between them comes as Ctrl-V TAB (quoted insert), so it is text, not completion.
static int cedit_read_char(EditLine *el, wchar_t *wc) {
  if (cedit_queued_count > 0) {
    cedit_probe = 0;
    *wc = cedit_dequeue();
    return 1;
  }
  int probing = cedit_probe;
  for (;;) {
    int result = cedit_read_key(el, wc);
    if (result != 1) return result;
    if (*wc == L'\033' && cedit_take_paste_marker()) {
      // A marker is no key: read the next one (without waiting, when libedit only probed).
      struct pollfd input = {cedit_input_fd, POLLIN, 0};
      if (probing && !cedit_pasting && poll(&input, 1, 0) == 0) {
        cedit_probe_empty = 1;
        *wc = L'\0';
        errno = EAGAIN;
        return -1;
      }
      continue;
    }
    if (cedit_pasting && *wc == L'\t') {
      cedit_queued[cedit_queued_count++] = L'\t';
      *wc = 0x16;  // Ctrl-V
    }
    return 1;
  }
}

// Reads one character as libedit's own reader does (a byte at a time, decoded with
// mbrtowc, invalid bytes dropped), but waits with poll on the input and the signal pipe,
// so Ctrl-C ends a read that libedit started on its own (a Ctrl-R search, a key sequence)
// even though the thread reading blocks SIGINT.
static int cedit_read_key(EditLine *el, wchar_t *wc) {
  (void)el;
  char bytes[MB_LEN_MAX];
  size_t count = 0;
  if (cedit_probe) {
    cedit_probe = 0;
    struct pollfd input = {cedit_input_fd, POLLIN, 0};
    if (!atomic_load(&cedit_flag_int) && poll(&input, 1, 0) == 0) {
      cedit_probe_empty = 1;
      *wc = L'\0';
      errno = EAGAIN;
      return -1;
    }
  }
  for (;;) {
    if (atomic_load(&cedit_flag_int)) {
      *wc = L'\0';
      errno = EINTR;
      return -1;
    }
    struct pollfd fds[2] = {{cedit_input_fd, POLLIN, 0}, {cedit_pipe[0], POLLIN, 0}};
    int watched = cedit_pipe[0] >= 0 ? 2 : 1;
    if (poll(fds, (nfds_t)watched, -1) < 0) {
      if (errno == EINTR) continue;
      *wc = L'\0';
      return -1;
    }
    if (watched == 2 && (fds[1].revents & POLLIN)) {
      // Other signals are handled after this key; empty the pipe so poll does not spin, and
      // let the owner look at the flags (cedit_signals_pending tells it to).
      cedit_signals_drain();
      cedit_pipe_was_drained = 1;
      continue;
    }
    if (!(fds[0].revents & (POLLIN | POLLHUP | POLLERR | POLLNVAL))) continue;
    ssize_t got = read(cedit_input_fd, bytes + count, 1);
    if (got == 0) {
      cedit_input_ended = 1;
      *wc = L'\0';
      return 0;
    }
    if (got < 0) {
      if (errno == EINTR || errno == EAGAIN) continue;
      *wc = L'\0';
      return -1;
    }
    count += 1;
    mbstate_t state;
    memset(&state, 0, sizeof state);
    size_t result = mbrtowc(wc, bytes, count, &state);
    if (result == (size_t)-2) {
      if (count >= MB_LEN_MAX) count = 0;  // never a character: drop it
      continue;
    }
    if (result == (size_t)-1) {
      count = 0;
      continue;
    }
    return 1;
  }
}

int cedit_use_interruptible_reader(EditLine *el, int input_fd) {
  cedit_input_fd = input_fd;
  return el_set(el, EL_GETCFN, cedit_read_char);
}

int cedit_signals_pending(void) {
  int pending = cedit_pipe_was_drained || atomic_load(&cedit_flag_int) ||
                atomic_load(&cedit_flag_winch) || atomic_load(&cedit_flag_tstp) ||
                atomic_load(&cedit_flag_cont);
  cedit_pipe_was_drained = 0;
  return pending;
}
