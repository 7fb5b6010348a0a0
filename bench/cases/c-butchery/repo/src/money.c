#include "money.h"

#include <stdio.h>

void format_pence(long pence, char *buf, unsigned long size)
{
    const char *sign = "";
    if (pence < 0) {
        sign = "-";
        pence = -pence;
    }
    snprintf(buf, size, "%s\xc2\xa3%ld.%02ld", sign, pence / 100, pence % 100);
}

long percent_of(long pence, int percent)
{
    long scaled = pence * percent;
    if (scaled >= 0)
        return (scaled + 50) / 100;
    return -((-scaled + 50) / 100);
}
