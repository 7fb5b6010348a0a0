#include "category.h"

#include <stdio.h>

int category_band_start(int age)
{
    if (age < 11) {
        return 10;
    }
    if (age < 15) {
        return 11;
    }
    if (age < 18) {
        return 15;
    }
    if (age < 20) {
        return 18;
    }
    if (age >= 100) {
        return 100;
    }
    return age - age % 5;
}

char *category_code(char sex, int age, char *buf, size_t size)
{
    int start;
    int end;
    char group;

    if ((sex != 'M' && sex != 'W') || age < 4 || age > 120) {
        return NULL;
    }
    start = category_band_start(age);
    if (start == 10) {
        snprintf(buf, size, "J%c10", sex);
        return buf;
    }
    if (start == 100) {
        snprintf(buf, size, "V%c100", sex);
        return buf;
    }
    if (start < 18) {
        group = 'J';
        end = start == 11 ? 14 : 17;
    } else if (start < 35) {
        group = 'S';
        end = start == 18 ? 19 : start + 4;
    } else {
        group = 'V';
        end = start + 4;
    }
    snprintf(buf, size, "%c%c%d-%d", group, sex, start, end);
    return buf;
}
