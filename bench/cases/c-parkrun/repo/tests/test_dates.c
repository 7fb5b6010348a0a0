#include "check.h"
#include "dates.h"

void test_date_parse(void)
{
    struct date d;
    CHECK_INT(date_parse("2024-05-18", &d), 0);
    CHECK_INT(d.year, 2024);
    CHECK_INT(d.month, 5);
    CHECK_INT(d.day, 18);
    CHECK_INT(date_parse("2024-02-29", &d), 0);
    CHECK_INT(date_parse("2023-02-29", &d), -1);
    CHECK_INT(date_parse("2024-13-01", &d), -1);
    CHECK_INT(date_parse("2024-5-18", &d), -1);
    CHECK_INT(date_parse("2024-05-18T09", &d), -1);
}

void test_date_leap(void)
{
    CHECK(date_is_leap(2024));
    CHECK(!date_is_leap(2023));
    CHECK(!date_is_leap(1900));
    CHECK(date_is_leap(2000));
    CHECK_INT(date_days_in_month(2024, 2), 29);
    CHECK_INT(date_days_in_month(2024, 4), 30);
    CHECK_INT(date_days_in_month(2024, 13), 0);
}

void test_date_age(void)
{
    struct date born = {1981, 5, 18};
    struct date day = {2024, 5, 18};
    struct date before = {2024, 5, 17};
    struct date leapling = {2000, 2, 29};
    struct date feb28 = {2023, 2, 28};
    struct date mar1 = {2023, 3, 1};

    CHECK_INT(date_age_on(&born, &day), 43);
    CHECK_INT(date_age_on(&born, &before), 42);
    CHECK_INT(date_age_on(&leapling, &feb28), 22);
    CHECK_INT(date_age_on(&leapling, &mar1), 23);
    CHECK_INT(date_compare(&before, &day), -1);
    CHECK_INT(date_compare(&day, &before), 1);
    CHECK_INT(date_compare(&day, &day), 0);
}
