#include "caldate.h"

#include <stdio.h>

static int digits(const char *text, int count, int *out)
{
    int value = 0;
    for (int i = 0; i < count; i++) {
        if (text[i] < '0' || text[i] > '9')
            return -1;
        value = value * 10 + (text[i] - '0');
    }
    *out = value;
    return 0;
}

int cal_parse(const char *text, struct cal_date *out)
{
    struct cal_date date;
    if (digits(text, 4, &date.year) != 0 || text[4] != '-' || digits(text + 5, 2, &date.month) != 0
        || text[7] != '-' || digits(text + 8, 2, &date.day) != 0 || text[10] != '\0')
        return -1;
    if (!cal_valid(date))
        return -1;
    *out = date;
    return 0;
}

void cal_format(struct cal_date date, char out[CAL_TEXT_SIZE])
{
    snprintf(out, CAL_TEXT_SIZE, "%04u-%02u-%02u", (unsigned)date.year % 10000u, (unsigned)date.month % 100u,
             (unsigned)date.day % 100u);
}
