#ifndef BUTCHERY_TESTS_H
#define BUTCHERY_TESTS_H

#include "dates.h"

/* "YYYY-MM-DD" to a date, for brevity in tests (aborts on a bad date). */
struct date D(const char *text);

/* date_add_days formatted as DD/MM/YYYY into a static buffer. */
const char *plus_days(const char *start, int days);

#define TEST_LIST(X)                    \
    X(test_leap_years)                  \
    X(test_date_parse)                  \
    X(test_date_format_and_compare)     \
    X(test_add_days)                    \
    X(test_add_days_backwards)          \
    X(test_cut_lookup)                  \
    X(test_tare_and_division)           \
    X(test_price_for_weight)            \
    X(test_format_pence)                \
    X(test_percent_of)                  \
    X(test_label_weighed)               \
    X(test_label_each)                  \
    X(test_label_rejects)               \
    X(test_label_use_by_month_end)      \
    X(test_order_totals)                \
    X(test_order_trade_discount)        \
    X(test_order_rejects)               \
    X(test_order_receipt)               \
    X(test_yield_percentages)           \
    X(test_breakdown_value_and_margin)  \
    X(test_breakdown_rejects)

#define DECLARE_TEST(name) void name(void);
TEST_LIST(DECLARE_TEST)
#undef DECLARE_TEST

#endif
