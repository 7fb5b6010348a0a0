#include "ticket.h"

#include <stdio.h>
#include <string.h>

int ticket_parse(const char *line, ticket *t, char *err, int errlen)
{
    char id[TICKET_ID_LEN], crop[16], bin[BIN_ID_LEN];
    long gross, tare;
    double moisture, admixture, sw;

    memset(t, 0, sizeof *t);
    int n = sscanf(line, "%15s %15s %ld %ld %lf %lf %lf %7s", id, crop, &gross, &tare,
                   &moisture, &admixture, &sw, bin);
    if (n != 8) {
        snprintf(err, errlen, "expected 8 fields, got %d", n < 0 ? 0 : n);
        return -1;
    }
    t->crop = crop_parse(crop);
    if (t->crop == CROP_NONE) {
        snprintf(err, errlen, "%s: unknown crop %s", id, crop);
        return -1;
    }
    if (gross <= tare || tare <= 0) {
        snprintf(err, errlen, "%s: gross %ld kg and tare %ld kg do not make a load", id, gross, tare);
        return -1;
    }
    if (moisture < 0 || moisture > 40 || admixture < 0 || admixture > 100 || sw < 0) {
        snprintf(err, errlen, "%s: sample results out of range", id);
        return -1;
    }
    strcpy(t->id, id);
    strcpy(t->bin, bin);
    t->gross_kg = gross;
    t->tare_kg = tare;
    t->moisture = moisture;
    t->admixture = admixture;
    t->specific_wt = sw;
    return 0;
}

long ticket_net_kg(const ticket *t)
{
    return t->gross_kg - t->tare_kg;
}
