#include "estimate.h"

#include <math.h>
#include <string.h>

#include "lexer.h"
#include "modal.h"

#define LINE_MAX 256

double move_length(const double a[3], const double b[3]) {
    double dx = b[0] - a[0], dy = b[1] - a[1], dz = b[2] - a[2];
    return sqrt(dx * dx + dy * dy + dz * dz);
}

static int account(const step_t *s, const machine_t *m, estimate_t *out) {
    if (s->dwell_s > 0) {
        out->seconds += s->dwell_s;
        return 0;
    }
    if (!s->is_move) {
        return 0;
    }
    double len = move_length(s->from, s->to);
    out->moves++;
    if (s->motion == MOTION_RAPID) {
        out->rapid_mm += len;
        out->seconds += len / m->rapid_mm_min * 60.0;
        return 0;
    }
    if (s->feed <= 0) {
        return -1;
    }
    double feed = s->feed > m->max_feed_mm_min ? m->max_feed_mm_min : s->feed;
    out->feed_mm += len;
    out->seconds += len / feed * 60.0;
    return 0;
}

int estimate_program(const char *program, const machine_t *m, estimate_t *out) {
    modal_t st;
    modal_init(&st);
    memset(out, 0, sizeof *out);
    const char *p = program;
    int lineno = 0;
    while (*p) {
        const char *nl = strchr(p, '\n');
        size_t n = nl ? (size_t)(nl - p) : strlen(p);
        char buf[LINE_MAX];
        lineno++;
        if (n >= sizeof buf) {
            out->error_line = lineno;
            return -1;
        }
        memcpy(buf, p, n);
        buf[n] = '\0';
        gline_t line;
        step_t step;
        if (gline_parse(buf, &line) != 0 || modal_apply(&st, &line, &step) != 0 || account(&step, m, out) != 0) {
            out->error_line = lineno;
            return -1;
        }
        p = nl ? nl + 1 : p + n;
    }
    return 0;
}
