#include "draft.h"

int drawdown_cell(const struct draft *d, size_t end, size_t pick)
{
    int shaft = d->threading[end];
    int treadle = d->treadling[pick];
    return (d->tieup[treadle - 1] >> (shaft - 1)) & 1;
}

size_t drawdown_render(const struct draft *d, char *buf, size_t cap)
{
    size_t need = d->picks * (d->ends + 1) + 1;
    if (cap < need) {
        if (cap)
            buf[0] = '\0';
        return need;
    }
    char *p = buf;
    for (size_t pick = 0; pick < d->picks; pick++) {
        for (size_t end = 0; end < d->ends; end++)
            *p++ = drawdown_cell(d, end, pick) ? '#' : '.';
        *p++ = '\n';
    }
    *p = '\0';
    return need;
}
