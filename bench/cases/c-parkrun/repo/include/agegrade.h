#ifndef FIVEK_AGEGRADE_H
#define FIVEK_AGEGRADE_H

/* Open-age standard 5k times, in seconds. */
#define AGEGRADE_STANDARD_M 755
#define AGEGRADE_STANDARD_W 846

/* How much slower than the open standard the best runner of this age is
 * expected to be (1.0 for the open ages). */
double agegrade_factor(int age);

/* Standard time for the sex and age, in seconds (rounded to the second). */
int agegrade_standard(char sex, int age);

/* Age grade as a percentage: the standard for the runner's sex and age over
 * their time, times 100. Returns -1.0 for a bad sex or time. */
double agegrade_percent(char sex, int age, int seconds);

#endif
