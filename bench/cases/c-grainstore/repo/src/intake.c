#include "intake.h"

#include <stdio.h>

int intake_load(store *s, const tariff *tf, const ticket *t, intake_result *r)
{
    price_load(tf, t, &r->settle);
    r->store_rc = store_intake(s, t->bin, t->crop, r->settle.store_t);
    return r->store_rc;
}

int intake_line(store *s, const tariff *tf, const char *line, intake_result *r, char *err, int errlen)
{
    ticket t;
    if (ticket_parse(line, &t, err, errlen) != 0)
        return -1;
    if (intake_load(s, tf, &t, r) != STORE_OK) {
        snprintf(err, errlen, "%s: %s %s", t.id, t.bin, store_error(r->store_rc));
        return -1;
    }
    return 0;
}
