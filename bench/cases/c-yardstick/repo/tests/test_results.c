#include "check.h"
#include "fixture.h"
#include "results.h"

int main(void)
{
    struct race r;
    struct result res[RACE_MAX_ENTRIES];
    char sheet[1024];
    int n;

    fixture_race(&r);
    n = results_rank(&r, res);
    CHECK_INT(n, 6);

    /* the Mirror and the Topper tie on 0:47:22 and share first and second */
    CHECK_STR(res[0].entry->sail, "1312");
    CHECK_STR(res[1].entry->sail, "2045");
    CHECK_INT(res[0].place, 1);
    CHECK_INT(res[1].place, 1);
    CHECK(res[0].points == 1.5);
    CHECK(res[1].points == 1.5);
    CHECK_STR(res[2].entry->sail, "101");
    CHECK(res[2].points == 3.0);
    CHECK_STR(res[3].entry->sail, "88");
    CHECK_STR(res[4].entry->sail, "777");
    CHECK(res[4].points == 5.0);
    CHECK_STR(res[5].entry->sail, "305");
    CHECK_INT(res[5].place, 0);
    CHECK(res[5].points == 7.0);

    CHECK_STR(results_status(OCS), "OCS");

    results_sheet(res, n, sheet, sizeof sheet);
    CHECK_STR(sheet,
        "1   1312   P. Rowe      Mirror        1:05:50  0:47:22   1.5\n"
        "1   2045   E. Doyle     Topper        1:04:40  0:47:22   1.5\n"
        "3   101    A. Marsh     Laser         0:52:10  0:47:25   3.0\n"
        "4   88     J. Tait      RS200         0:49:40  0:47:29   4.0\n"
        "5   777    K. Ng        Solo          0:54:15  0:47:30   5.0\n"
        "DNF 305    M. Quinn     Wayfarer                         7.0\n");

    CHECK_DONE();
}
