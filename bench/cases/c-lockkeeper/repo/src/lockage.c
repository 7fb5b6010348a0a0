#include "lockage.h"

#include <string.h>

#include "strbuf.h"

void format_clock(unsigned minute, char out[6])
{
    strbuf sb;
    sb_init(&sb, out, 6);
    sb_append_uint(&sb, (minute / 60) % 24, 2);
    sb_appendc(&sb, ':');
    sb_append_uint(&sb, minute % 60, 2);
}

int format_lockage(const lockage *l, char *out, size_t cap)
{
    char clock[6];
    strbuf sb;
    size_t start;

    sb_init(&sb, out, cap);
    format_clock(l->minute, clock);
    sb_append(&sb, clock);
    sb_appendc(&sb, ' ');
    sb_append(&sb, l->dir == UPHILL ? "UP" : "DOWN");
    sb_pad(&sb, 11, ' ');

    start = sb.len;
    if (strlen(l->boat) > BOAT_COLUMN) {
        sb_appendn(&sb, l->boat, BOAT_COLUMN - 1);
        sb_appendc(&sb, '~');
    } else {
        sb_append(&sb, l->boat);
    }
    sb_pad(&sb, start + BOAT_COLUMN, ' ');

    if (l->boats_sharing > 1) {
        sb_append(&sb, " x");
        sb_append_uint(&sb, l->boats_sharing, 1);
    }
    return sb.overflow ? -1 : (int)sb.len;
}
