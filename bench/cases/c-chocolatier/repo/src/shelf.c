#include "shelf.h"

static const int SHELF_DAYS[PROD_KINDS] = {
    365, /* solid bar */
    14,  /* fresh cream truffle */
    42,  /* enrobed ganache */
    90,  /* mendiant: chocolate and dried fruit */
};

int shelf_days(product_kind kind) { return SHELF_DAYS[kind]; }

static int is_leap(int y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

int days_in_month(int year, int month) {
    static const int DAYS[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (month == 2 && is_leap(year)) return 29;
    return DAYS[month - 1];
}

ymd add_days(ymd d, int days) {
    while (days > 0) {
        int left = days_in_month(d.year, d.month) - d.day;
        if (days <= left) {
            d.day += days;
            break;
        }
        days -= left + 1;
        d.day = 1;
        if (++d.month > 12) {
            d.month = 1;
            d.year++;
        }
    }
    return d;
}

ymd best_before(product_kind kind, ymd made) { return add_days(made, SHELF_DAYS[kind]); }

int ymd_compare(ymd a, ymd b) {
    if (a.year != b.year) return a.year < b.year ? -1 : 1;
    if (a.month != b.month) return a.month < b.month ? -1 : 1;
    if (a.day != b.day) return a.day < b.day ? -1 : 1;
    return 0;
}
