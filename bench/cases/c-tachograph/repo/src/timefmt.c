#include "timefmt.h"

#include <ctype.h>
#include <stdio.h>

int minutes_of(const char *hhmm)
{
    if (!isdigit((unsigned char)hhmm[0]) || !isdigit((unsigned char)hhmm[1]) || hhmm[2] != ':' ||
        !isdigit((unsigned char)hhmm[3]) || !isdigit((unsigned char)hhmm[4]) || hhmm[5] != '\0')
        return -1;
    int hours = (hhmm[0] - '0') * 10 + (hhmm[1] - '0');
    int minutes = (hhmm[3] - '0') * 10 + (hhmm[4] - '0');
    if (minutes > 59 || hours > 24 || (hours == 24 && minutes != 0))
        return -1;
    return hours * 60 + minutes;
}

void format_duration(int minutes, char *buf, size_t size)
{
    snprintf(buf, size, "%dh%02d", minutes / 60, minutes % 60);
}
