#ifndef SALTWORKS_CHECK_H
#define SALTWORKS_CHECK_H

/* A very small test harness: each check prints a line only when it fails. */

void check_true(int ok, const char *expr, const char *file, int line);
void check_near(double got, double want, double tol, const char *expr,
                const char *file, int line);
void check_int(long got, long want, const char *expr, const char *file,
               int line);
void check_str(const char *got, const char *want, const char *expr,
               const char *file, int line);

#define CHECK(cond) check_true((cond) != 0, #cond, __FILE__, __LINE__)
#define CHECK_NEAR(got, want, tol) \
    check_near((got), (want), (tol), #got, __FILE__, __LINE__)
#define CHECK_INT(got, want) check_int((got), (want), #got, __FILE__, __LINE__)
#define CHECK_STR(got, want) check_str((got), (want), #got, __FILE__, __LINE__)

/* Failed checks since the start of the current test. */
int check_failures(void);
void check_reset(void);

#endif
