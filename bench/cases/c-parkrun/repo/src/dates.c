#include "dates.h"

#include <ctype.h>
#include <stddef.h>

static int digits(const char *s, int n, int *out)
{
    int v = 0;
    for (int i = 0; i < n; i++) {
        if (!isdigit((unsigned char)s[i])) {
            return -1;
        }
        v = v * 10 + (s[i] - '0');
    }
    *out = v;
    return 0;
}

int date_is_leap(int year)
{
    return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
}

int date_days_in_month(int year, int month)
{
    static const int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (month < 1 || month > 12) {
        return 0;
    }
    if (month == 2 && date_is_leap(year)) {
        return 29;
    }
    return days[month - 1];
}

int date_parse(const char *text, struct date *out)
{
    struct date d;
    if (text == NULL || digits(text, 4, &d.year) != 0 || text[4] != '-' ||
        digits(text + 5, 2, &d.month) != 0 || text[7] != '-' || digits(text + 8, 2, &d.day) != 0) {
        return -1;
    }
    if (text[10] != '\0' && text[10] != '\n' && text[10] != '\r') {
        return -1;
    }
    if (d.month < 1 || d.month > 12 || d.day < 1 || d.day > date_days_in_month(d.year, d.month)) {
        return -1;
    }
    *out = d;
    return 0;
}

int date_age_on(const struct date *born, const struct date *on)
{
    int age = on->year - born->year;
    if (on->month < born->month || (on->month == born->month && on->day < born->day)) {
        age--;
    }
    return age;
}

int date_compare(const struct date *a, const struct date *b)
{
    if (a->year != b->year) {
        return a->year < b->year ? -1 : 1;
    }
    if (a->month != b->month) {
        return a->month < b->month ? -1 : 1;
    }
    if (a->day != b->day) {
        return a->day < b->day ? -1 : 1;
    }
    return 0;
}
