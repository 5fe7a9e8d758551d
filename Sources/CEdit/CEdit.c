#include "CEdit.h"

#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#include <signal.h>
#include <string.h>

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

int cedit_history_size(History *h) {
  HistEvent ev;
  if (history(h, &ev, H_GETSIZE) == -1) return -1;
  return ev.num;
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

const char *cedit_history_first(History *h) {
  return cedit_history_step(h, H_FIRST);
}

const char *cedit_history_next(History *h) {
  return cedit_history_step(h, H_NEXT);
}

const char *cedit_history_last(History *h) {
  return cedit_history_step(h, H_LAST);
}

const char *cedit_history_prev(History *h) {
  return cedit_history_step(h, H_PREV);
}

// MARK: SIGINT

static volatile sig_atomic_t cedit_sigint_flag = 0;
static struct sigaction cedit_sigint_saved;
static int cedit_sigint_has_saved = 0;

static void cedit_sigint_handler(int signo) {
  (void)signo;
  cedit_sigint_flag = 1;
}

int cedit_sigint_install(void) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = cedit_sigint_handler;
  sigemptyset(&action.sa_mask);
  action.sa_flags = 0;  // no SA_RESTART: the pending read fails with EINTR
  struct sigaction previous;
  if (sigaction(SIGINT, &action, &previous) != 0) return -1;
  if (!cedit_sigint_has_saved) {
    cedit_sigint_saved = previous;
    cedit_sigint_has_saved = 1;
  }
  return 0;
}

int cedit_sigint_restore(void) {
  if (!cedit_sigint_has_saved) return 0;
  cedit_sigint_has_saved = 0;
  return sigaction(SIGINT, &cedit_sigint_saved, NULL);
}

int cedit_sigint_pending(void) { return cedit_sigint_flag != 0; }

void cedit_sigint_clear(void) { cedit_sigint_flag = 0; }

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
