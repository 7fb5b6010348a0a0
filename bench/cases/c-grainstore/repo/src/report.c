#include "report.h"

#include <stdarg.h>
#include <stdio.h>

static int append(char *buf, size_t len, int used, const char *fmt, ...)
{
    if (used < 0 || (size_t)used >= len)
        return used;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(buf + used, len - (size_t)used, fmt, ap);
    va_end(ap);
    return n < 0 ? -1 : used + n;
}

int report_stock(const store *s, char *buf, size_t len)
{
    int used = 0;
    buf[0] = '\0';
    for (int i = 0; i < s->n; i++) {
        const bin *b = &s->bins[i];
        int full = (int)(b->stock_t / b->capacity_t * 100.0 + 0.5);
        used = append(buf, len, used, "%-4s %-14s %7.1f t of %5.0f t (%d%%)\n", b->id,
                      b->crop == CROP_NONE ? "empty" : crop_name(b->crop), b->stock_t,
                      b->capacity_t, full);
    }
    for (int c = 0; c < CROP_COUNT; c++) {
        double t = store_stock_t(s, (crop_t)c);
        if (t > 0)
            used = append(buf, len, used, "%-19s %7.1f t\n", crop_name((crop_t)c), t);
    }
    return used;
}

int report_settlement(const ticket *t, const settlement *st, char *buf, size_t len)
{
    buf[0] = '\0';
    return append(buf, len, 0, "%s %s %.2f t wet, %.2f t dry: %.2f - drying %.2f - admix %.2f - sw %.2f = %.2f",
                  t->id, crop_name(t->crop), st->net_t, st->store_t, st->value, st->drying, st->admix,
                  st->sw, st->payable);
}
