#include "check.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

static int failures;

int check_failures(void)
{
    return failures;
}

void check_reset(void)
{
    failures = 0;
}

static void fail_line(const char *file, int line)
{
    failures++;
    printf("    %s:%d: ", file, line);
}

void check_true(int ok, const char *expr, const char *file, int line)
{
    if (ok)
        return;
    fail_line(file, line);
    printf("check failed: %s\n", expr);
}

void check_near(double got, double want, double tol, const char *expr,
                const char *file, int line)
{
    if (fabs(got - want) <= tol)
        return;
    fail_line(file, line);
    printf("%s = %.4f, expected %.4f (within %g)\n", expr, got, want, tol);
}

void check_int(long got, long want, const char *expr, const char *file,
               int line)
{
    if (got == want)
        return;
    fail_line(file, line);
    printf("%s = %ld, expected %ld\n", expr, got, want);
}

void check_str(const char *got, const char *want, const char *expr,
               const char *file, int line)
{
    if (got && want && strcmp(got, want) == 0)
        return;
    fail_line(file, line);
    printf("%s = \"%s\", expected \"%s\"\n", expr, got ? got : "(null)",
           want ? want : "(null)");
}
