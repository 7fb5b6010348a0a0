#include <stdio.h>

#include "velodrome.h"

/* m:ss.mmm, or "-" for a time not set */
void format_time(long ms, char *buf, size_t size)
{
    if (ms < 0) {
        snprintf(buf, size, "-");
        return;
    }
    snprintf(buf, size, "%ld:%02ld.%03ld", ms / 60000, ms / 1000 % 60, ms % 1000);
}
