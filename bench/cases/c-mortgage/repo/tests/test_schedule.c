#include "harness.h"
#include "schedule.h"

static struct schedule s;

static void test_small_loan(void)
{
    struct loan car = { 1000000, 600, 12, REPAYMENT };
    const struct row *r;

    CHECK_EQ(schedule_build(&car, NULL, 0, &s), 0);
    CHECK_EQ(s.count, 12);
    r = schedule_row(&s, 1);
    CHECK_EQ(r->payment, 86066);
    CHECK_EQ(r->interest, 5000);
    CHECK_EQ(r->capital, 81066);
    CHECK_EQ(r->balance, 918934);
    r = schedule_row(&s, 12);
    CHECK_EQ(r->payment, 86070);
    CHECK_EQ(r->interest, 428);
    CHECK_EQ(r->balance, 0);
    CHECK_EQ(s.total_interest, 32796);
    CHECK_EQ(s.total_paid, 1000000 + 32796);
    CHECK(schedule_row(&s, 13) == NULL);
    CHECK(schedule_row(&s, 0) == NULL);
}

static void test_mortgage(void)
{
    struct loan home = { 20000000, 425, 300, REPAYMENT };

    CHECK_EQ(schedule_build(&home, NULL, 0, &s), 0);
    CHECK_EQ(s.count, 300);
    CHECK_EQ(schedule_row(&s, 1)->balance, 19962485);
    CHECK_EQ(schedule_row(&s, 300)->payment, 108129);
    CHECK_EQ(s.total_interest, 12504181);
    CHECK_EQ(schedule_balance_after(&s, &home, 0), 20000000);
    CHECK_EQ(schedule_balance_after(&s, &home, 300), 0);
}

static void test_overpayment_shortens_term(void)
{
    struct loan home = { 20000000, 425, 300, REPAYMENT };
    struct overpayment lump[] = { { 12, 1000000 } };

    CHECK_EQ(schedule_build(&home, lump, 1, &s), 0);
    CHECK_EQ(s.count, 276);
    CHECK_EQ(schedule_row(&s, 12)->overpaid, 1000000);
    CHECK_EQ(schedule_row(&s, 12)->balance, 18540948);
    CHECK_EQ(schedule_row(&s, 276)->payment, 53829);
    CHECK_EQ(s.total_interest, 10849529);
    CHECK_EQ(schedule_balance_after(&s, &home, 280), 0);
}

static void test_overpayment_capped_at_balance(void)
{
    struct loan car = { 1000000, 600, 12, REPAYMENT };
    struct overpayment lump[] = { { 11, 5000000 } };

    CHECK_EQ(schedule_build(&car, lump, 1, &s), 0);
    CHECK_EQ(s.count, 11);
    CHECK_EQ(schedule_row(&s, 11)->overpaid, 85642);
    CHECK_EQ(s.total_paid, 1000000 + s.total_interest);
}

static void test_bad_terms(void)
{
    struct loan none = { 1000000, 600, 0, REPAYMENT };
    struct loan huge = { 1000000, 600, 601, REPAYMENT };

    CHECK_EQ(schedule_build(&none, NULL, 0, &s), -1);
    CHECK_EQ(schedule_build(&huge, NULL, 0, &s), -1);
}

int main(void)
{
    test_small_loan();
    test_mortgage();
    test_overpayment_shortens_term();
    test_overpayment_capped_at_balance();
    test_bad_terms();
    DONE("test_schedule");
}
