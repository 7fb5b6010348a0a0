#include "sheet.h"

#include <ctype.h>
#include <string.h>

static int ball(char c, int before)
{
    if (c == 'X' || c == 'x')
        return before == 0 ? 10 : -1;
    if (c == '/')
        return before > 0 && before < 10 ? 10 - before : -1;
    if (c == '-')
        return 0;
    if (c >= '1' && c <= '9')
        return before + (c - '0') < 10 ? c - '0' : -1;
    return -1;
}

int sheet_parse(const char *line, int rolls[MAX_ROLLS])
{
    int n = 0, frame = 0;
    const char *p = line;

    while (*p) {
        while (isspace((unsigned char)*p))
            p++;
        if (!*p)
            break;
        if (frame == 10)
            return -1;
        size_t len = strcspn(p, " \t\n");
        int last = frame == 9;
        int before = 0, balls = 0;
        for (size_t i = 0; i < len; i++) {
            int pins = ball(p[i], before);
            if (pins < 0 || n == MAX_ROLLS)
                return -1;
            rolls[n++] = pins;
            balls++;
            before += pins;
            if (before == 10 && last)
                before = 0; /* a fresh rack in the tenth */
        }
        if (!last && !(balls == 2 || (balls == 1 && rolls[n - 1] == 10)))
            return -1;
        if (last && (balls < 2 || balls > 3))
            return -1;
        frame++;
        p += len;
    }
    return frame == 10 ? n : -1;
}
