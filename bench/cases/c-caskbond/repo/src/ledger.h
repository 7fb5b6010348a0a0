#ifndef STILL_LEDGER_H
#define STILL_LEDGER_H

#include <stddef.h>

#include "cask.h"

#define WAREHOUSE_MAX 64

struct warehouse {
    struct cask casks[WAREHOUSE_MAX];
    size_t count;
};

enum ledger_status {
    LEDGER_OK = 0,
    LEDGER_UNKNOWN_VERB,
    LEDGER_BAD_FIELDS,
    LEDGER_NO_SUCH_CASK,
    LEDGER_DUPLICATE_CASK,
    LEDGER_FULL
};

/* One ledger entry:
 *   FILL <id> <year> <litres> <abv>
 *   REGAUGE <id> <year> <litres> <abv>
 */
enum ledger_status ledger_apply(struct warehouse *w, const char *line);

/* Applies every line of `text`; stops at the first bad one and reports its
 * 1-based number through `bad_line`. */
enum ledger_status ledger_load(struct warehouse *w, const char *text, int *bad_line);

struct cask *warehouse_find(struct warehouse *w, const char *id);
double warehouse_lpa(const struct warehouse *w);

const char *ledger_status_name(enum ledger_status s);

#endif
