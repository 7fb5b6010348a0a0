/* Checks for the tests: a failed check prints its place and values; check_done() gives main's exit status. */
#ifndef CHECK_H
#define CHECK_H

#include <math.h>
#include <stdio.h>
#include <string.h>

static int check_failures;
static int check_count;

#define CHECK(cond)                                                                   \
	do {                                                                          \
		check_count++;                                                        \
		if (!(cond)) {                                                        \
			printf("%s:%d: CHECK(%s) failed\n", __FILE__, __LINE__, #cond); \
			check_failures++;                                             \
		}                                                                     \
	} while (0)

#define CHECK_INT(actual, expected)                                                   \
	do {                                                                          \
		long a_ = (long) (actual), e_ = (long) (expected);                    \
		check_count++;                                                        \
		if (a_ != e_) {                                                       \
			printf("%s:%d: %s is %ld, expected %ld\n", __FILE__, __LINE__,   \
			       #actual, a_, e_);                                      \
			check_failures++;                                             \
		}                                                                     \
	} while (0)

#define CHECK_STR(actual, expected)                                                   \
	do {                                                                          \
		const char *a_ = (actual), *e_ = (expected);                          \
		check_count++;                                                        \
		if (a_ == NULL || strcmp(a_, e_) != 0) {                              \
			printf("%s:%d: %s is \"%s\", expected \"%s\"\n", __FILE__,       \
			       __LINE__, #actual, a_ ? a_ : "(null)", e_);            \
			check_failures++;                                             \
		}                                                                     \
	} while (0)

#define CHECK_NEAR(actual, expected, tol)                                             \
	do {                                                                          \
		double a_ = (actual), e_ = (expected);                                \
		check_count++;                                                        \
		if (!(fabs(a_ - e_) <= (tol))) {                                      \
			printf("%s:%d: %s is %.6f, expected %.6f\n", __FILE__, __LINE__, \
			       #actual, a_, e_);                                      \
			check_failures++;                                             \
		}                                                                     \
	} while (0)

static int check_done(const char *name)
{
	printf("%s: %d checks, %d failed\n", name, check_count, check_failures);
	return check_failures ? 1 : 0;
}

#endif
