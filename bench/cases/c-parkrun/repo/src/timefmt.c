#include "timefmt.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>

static int read_number(const char **p, int max_digits)
{
    int value = 0;
    int digits = 0;
    while (isdigit((unsigned char)**p)) {
        if (digits == max_digits) {
            return -1;
        }
        value = value * 10 + (**p - '0');
        digits++;
        (*p)++;
    }
    return digits == 0 ? -1 : value;
}

int time_parse(const char *text)
{
    const char *p = text;
    int minutes;
    int seconds;

    if (text == NULL) {
        return -1;
    }
    while (*p == ' ') {
        p++;
    }
    minutes = read_number(&p, 3);
    if (minutes < 0 || *p != ':') {
        return -1;
    }
    p++;
    if (!isdigit((unsigned char)p[0]) || !isdigit((unsigned char)p[1])) {
        return -1;
    }
    seconds = read_number(&p, 2);
    if (seconds < 0 || seconds > 59) {
        return -1;
    }
    while (*p == ' ' || *p == '\r' || *p == '\n') {
        p++;
    }
    if (*p != '\0') {
        return -1;
    }
    return minutes * 60 + seconds;
}

char *time_format(int seconds, char *buf, size_t size)
{
    if (seconds < 0) {
        snprintf(buf, size, "--:--");
    } else if (seconds >= 3600) {
        snprintf(buf, size, "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60);
    } else {
        snprintf(buf, size, "%02d:%02d", seconds / 60, seconds % 60);
    }
    return buf;
}

char *time_format_delta(int seconds, char *buf, size_t size)
{
    int mag = abs(seconds);
    if (seconds == 0) {
        snprintf(buf, size, "0:00");
    } else {
        snprintf(buf, size, "%c%d:%02d", seconds < 0 ? '-' : '+', mag / 60, mag % 60);
    }
    return buf;
}
