#include "check.h"
#include "race.h"
#include "series.h"

/* A race from a finishing order: sails[i] finishes (i+1)th, 60 s apart
 * on corrected time, all sailing Lasers. */
static int add_order(struct series *s, const char **sails, int n)
{
    static struct race r;
    struct result res[RACE_MAX_ENTRIES];
    int i;
    race_init(&r, 0);
    for (i = 0; i < n; i++)
        race_finish(&r, sails[i], "helm", "Laser", 3000 + 66 * i);
    race_score(&r);
    results_rank(&r, res);
    return series_add(s, res, n);
}

int main(void)
{
    struct series s;
    int order[SERIES_MAX_BOATS];
    const char *r1[] = { "A", "B", "C" };
    const char *r2[] = { "B", "A", "C" };
    const char *r3[] = { "C", "B" };            /* A did not come */
    const char *r4[] = { "A", "C", "B", "D" };  /* D joins */

    series_init(&s);
    CHECK_INT(add_order(&s, r1, 3), 0);
    CHECK_INT(add_order(&s, r2, 3), 1);
    CHECK_INT(add_order(&s, r3, 2), 2);
    CHECK_INT(series_discards(&s), 0);
    /* A: 1 + 2 + DNC (3 boats + 1) */
    CHECK(series_total(&s, "A") == 7.0);
    CHECK(series_total(&s, "B") == 5.0);
    CHECK(series_total(&s, "C") == 7.0);

    CHECK_INT(add_order(&s, r4, 4), 3);
    CHECK_INT(series_discards(&s), 1);
    /* D's missed races now score 5; A: 1 2 5 1, drop the 5 */
    CHECK(series_total(&s, "A") == 4.0);
    CHECK(series_total(&s, "B") == 5.0);
    CHECK(series_total(&s, "C") == 6.0);
    CHECK(series_total(&s, "D") == 14.0);
    CHECK(series_total(&s, "Z") == -1.0);

    series_standings(&s, order);
    CHECK_STR(s.sail[order[0]], "A");
    CHECK_STR(s.sail[order[1]], "B");
    CHECK_STR(s.sail[order[2]], "C");
    CHECK_STR(s.sail[order[3]], "D");

    CHECK_DONE();
}
