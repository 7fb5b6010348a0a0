#include "lot.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "textbuf.h"

#define SPECIES_COLS 11
#define WEIGHT_COLS 7

static int parse_tenths(const char *s, const char *end, long *tenths)
{
    long whole = 0, frac = 0;
    int digits = 0, frac_digits = 0, seen_point = 0;
    for (const char *p = s; p < end; p++) {
        if (*p == '.' && !seen_point) {
            seen_point = 1;
        } else if (isdigit((unsigned char)*p)) {
            if (seen_point) {
                if (++frac_digits > 1)
                    return -1;
                frac = *p - '0';
            } else {
                whole = whole * 10 + (*p - '0');
            }
            digits++;
        } else {
            return -1;
        }
    }
    if (digits == 0)
        return -1;
    *tenths = whole * 10 + frac;
    return 0;
}

int lot_parse(const char *line, Lot *lot)
{
    const char *f[4];
    const char *e[4];
    const char *p = line;
    for (int i = 0; i < 4; i++) {
        f[i] = p;
        while (*p != '\0' && *p != ',' && *p != '\n')
            p++;
        e[i] = p;
        if (i < 3) {
            if (*p != ',')
                return -1;
            p++;
        }
    }
    char *stop;
    unsigned long number = strtoul(f[0], &stop, 10);
    if (stop != e[0] || number > 9999)
        return -1;
    size_t n = (size_t)(e[1] - f[1]);
    if (n == 0 || n > LOT_SPECIES_MAX)
        return -1;
    memcpy(lot->species, f[1], n);
    lot->species[n] = '\0';
    if (parse_tenths(f[2], e[2], &lot->tenths_kg) != 0)
        return -1;
    unsigned long boxes = strtoul(f[3], &stop, 10);
    if (stop != e[3] || boxes == 0)
        return -1;
    lot->number = (unsigned)number;
    lot->boxes = (unsigned)boxes;
    return 0;
}

void lot_code(const char *species, char code[4])
{
    size_t n = 0;
    for (const char *p = species; *p != '\0' && n < 3; p++)
        if (isalpha((unsigned char)*p))
            code[n++] = (char)toupper((unsigned char)*p);
    while (n < 3)
        code[n++] = 'X';
    code[3] = '\0';
}

size_t lot_label(char *out, size_t cap, const Lot *lot)
{
    TextBuf tb;
    char code[4];
    char upper[LOT_SPECIES_MAX + 1];
    size_t i;

    tb_init(&tb, out, cap);
    tb_puts(&tb, "LOT ");
    tb_uint(&tb, lot->number, 4, '0');
    tb_putc(&tb, ' ');
    lot_code(lot->species, code);
    tb_puts(&tb, code);
    tb_putc(&tb, ' ');

    for (i = 0; lot->species[i] != '\0'; i++)
        upper[i] = (char)toupper((unsigned char)lot->species[i]);
    upper[i] = '\0';
    size_t start = tb.len + tb.dropped;
    tb_putn(&tb, upper, SPECIES_COLS);
    tb_pad(&tb, start + SPECIES_COLS);

    char weight[16];
    TextBuf wb;
    tb_init(&wb, weight, sizeof weight);
    tb_tenths(&wb, lot->tenths_kg);
    tb_pad(&tb, tb.len + tb.dropped + (WEIGHT_COLS > wb.len ? WEIGHT_COLS - wb.len : 0));
    tb_puts(&tb, weight);
    tb_puts(&tb, "kg x");
    tb_uint(&tb, lot->boxes, 1, ' ');
    return tb.len + tb.dropped;
}
