#include "qso.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "strutil.h"

static const char *const MODES[] = {"CW", "PH", "FT", "RY"};

enum qso_err qso_parse(const char *line, struct qso *q) {
    const char *p = line;
    char freq[12];
    memset(q, 0, sizeof *q);
    if (!str_token(&p, q->date, sizeof q->date) || !str_token(&p, q->time, sizeof q->time) ||
        !str_token(&p, freq, sizeof freq) || !str_token(&p, q->mode, sizeof q->mode) ||
        !str_token(&p, q->call, sizeof q->call) || !str_token(&p, q->rst_sent, sizeof q->rst_sent) ||
        !str_token(&p, q->exch_sent, sizeof q->exch_sent) ||
        !str_token(&p, q->rst_rcvd, sizeof q->rst_rcvd) ||
        !str_token(&p, q->exch_rcvd, sizeof q->exch_rcvd)) {
        return QSO_SHORT;
    }
    char *end;
    q->freq_khz = strtol(freq, &end, 10);
    if (*end != '\0' || q->freq_khz <= 0) {
        return QSO_BAD_FREQ;
    }
    str_upper(q->mode);
    str_upper(q->call);
    for (size_t i = 0; i < sizeof MODES / sizeof MODES[0]; i++) {
        if (strcmp(q->mode, MODES[i]) == 0) {
            return QSO_OK;
        }
    }
    return QSO_BAD_MODE;
}

const char *qso_band(long khz) {
    static const struct {
        long lo, hi;
        const char *name;
    } bands[] = {
        {1810, 2000, "160m"},   {3500, 3800, "80m"},    {7000, 7200, "40m"},
        {10100, 10150, "30m"},  {14000, 14350, "20m"},  {18068, 18168, "17m"},
        {21000, 21450, "15m"},  {24890, 24990, "12m"},  {28000, 29700, "10m"},
    };
    for (size_t i = 0; i < sizeof bands / sizeof bands[0]; i++) {
        if (khz >= bands[i].lo && khz <= bands[i].hi) {
            return bands[i].name;
        }
    }
    return "?";
}

size_t qso_cabrillo(const struct qso *q, const char *mycall, char *out, size_t cap) {
    int n = snprintf(out, cap, "QSO: %5ld %-2s %-10s %-4s %-13s %-3s %-6s %-13s %-3s %-6s", q->freq_khz, q->mode,
                     q->date, q->time, mycall, q->rst_sent, q->exch_sent, q->call, q->rst_rcvd, q->exch_rcvd);
    return n < 0 ? 0 : (size_t)n;
}
