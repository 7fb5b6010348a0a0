#ifndef CHECK_H
#define CHECK_H

#include <math.h>
#include <stdio.h>
#include <string.h>

/* A small check harness: a failed check prints where and why, and the run
 * carries on so that one broken test does not hide the others. */

extern int check_failures;
extern int check_total;

#define CHECK(cond)                                                             \
	do {                                                                    \
		check_total++;                                                  \
		if (!(cond)) {                                                  \
			check_failures++;                                       \
			fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__,  \
				__LINE__, #cond);                               \
		}                                                               \
	} while (0)

#define CHECK_INT(got, want)                                                    \
	do {                                                                    \
		long check_g_ = (long)(got), check_w_ = (long)(want);          \
		check_total++;                                                  \
		if (check_g_ != check_w_) {                                     \
			check_failures++;                                       \
			fprintf(stderr, "%s:%d: %s: got %ld, want %ld\n",       \
				__FILE__, __LINE__, #got, check_g_, check_w_);  \
		}                                                               \
	} while (0)

#define CHECK_NEAR(got, want, eps)                                              \
	do {                                                                    \
		double check_g_ = (got), check_w_ = (want);                     \
		check_total++;                                                  \
		if (!(fabs(check_g_ - check_w_) <= (eps))) {                   \
			check_failures++;                                       \
			fprintf(stderr, "%s:%d: %s: got %.4f, want %.4f\n",     \
				__FILE__, __LINE__, #got, check_g_, check_w_);  \
		}                                                               \
	} while (0)

#define CHECK_STR(got, want)                                                    \
	do {                                                                    \
		const char *check_g_ = (got), *check_w_ = (want);               \
		check_total++;                                                  \
		if (strcmp(check_g_, check_w_) != 0) {                          \
			check_failures++;                                       \
			fprintf(stderr, "%s:%d: %s:\n  got  \"%s\"\n  want \"%s\"\n", \
				__FILE__, __LINE__, #got, check_g_, check_w_);  \
		}                                                               \
	} while (0)

#define RUN(test)                                                               \
	do {                                                                    \
		int check_before_ = check_failures;                             \
		test();                                                         \
		printf("%-36s %s\n", #test,                                     \
		       check_failures == check_before_ ? "ok" : "FAILED");      \
	} while (0)

#endif
