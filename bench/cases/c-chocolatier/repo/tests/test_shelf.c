#include "../src/shelf.h"
#include "check.h"

#define CHECK_YMD(got, y, m, d)          \
    do {                                 \
        ymd g2_ = (got);                 \
        CHECK_INT(g2_.year, y);          \
        CHECK_INT(g2_.month, m);         \
        CHECK_INT(g2_.day, d);           \
    } while (0)

static void test_days_in_month(void) {
    CHECK_INT(days_in_month(2027, 2), 28);
    CHECK_INT(days_in_month(2028, 2), 29);
    CHECK_INT(days_in_month(2100, 2), 28);
    CHECK_INT(days_in_month(2000, 2), 29);
    CHECK_INT(days_in_month(2027, 11), 30);
}

static void test_add_days(void) {
    ymd d = {2027, 1, 30};
    CHECK_YMD(add_days(d, 1), 2027, 1, 31);
    CHECK_YMD(add_days(d, 2), 2027, 2, 1);
    CHECK_YMD(add_days(d, 0), 2027, 1, 30);
    ymd nye = {2027, 12, 31};
    CHECK_YMD(add_days(nye, 1), 2028, 1, 1);
    ymd leap = {2028, 2, 28};
    CHECK_YMD(add_days(leap, 1), 2028, 2, 29);
}

static void test_best_before(void) {
    ymd made = {2026, 12, 8};
    CHECK_YMD(best_before(PROD_FRESH_TRUFFLE, made), 2026, 12, 22);
    CHECK_YMD(best_before(PROD_ENROBED, made), 2027, 1, 19);
    CHECK_YMD(best_before(PROD_BAR, made), 2027, 12, 8);
}

static void test_compare(void) {
    ymd a = {2027, 1, 19}, b = {2027, 2, 1};
    CHECK_INT(ymd_compare(a, b), -1);
    CHECK_INT(ymd_compare(b, a), 1);
    CHECK_INT(ymd_compare(a, a), 0);
}

int main(void) {
    RUN(test_days_in_month);
    RUN(test_add_days);
    RUN(test_best_before);
    RUN(test_compare);
    return CHECK_DONE();
}
