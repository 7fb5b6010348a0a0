#ifndef FIVEK_CATEGORY_H
#define FIVEK_CATEGORY_H

#include <stddef.h>

/* Age category code for a runner's sex ('M' or 'W') and age on the day:
 * juniors JM10, JM11-14, JM15-17; seniors SM18-19 to SM30-34; veterans VM35-39
 * upwards in five-year bands to VM95-99, then VM100 (W for women).
 * Returns buf, or NULL for a bad sex or age. */
char *category_code(char sex, int age, char *buf, size_t size);

/* Lowest age of the band the age falls in (10 for under-11s, 11 for 11-14,
 * 15 for 15-17, 18 for 18-19, then multiples of five). */
int category_band_start(int age);

#endif
