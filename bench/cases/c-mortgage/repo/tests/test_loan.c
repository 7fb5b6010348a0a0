#include "harness.h"
#include "loan.h"

int main(void)
{
    struct loan home = { 20000000, 425, 300, REPAYMENT };
    struct loan flat = { 15000000, 399, 240, REPAYMENT };
    struct loan btl = { 18000000, 500, 300, INTEREST_ONLY };

    CHECK_EQ(loan_payment(20000000, 425, 300), 108348);
    CHECK_EQ(loan_monthly(&home), 108348);
    CHECK_EQ(loan_monthly(&flat), 90818);
    CHECK_EQ(loan_payment(1200000, 0, 12), 100000);
    CHECK_EQ(loan_payment(500000, 425, 0), 500000);

    CHECK_EQ(loan_interest(20000000, 425), 70833);
    CHECK_EQ(loan_interest(1000000, 600), 5000);

    CHECK_EQ(loan_monthly(&btl), 75000);
    CHECK_EQ(loan_total_payable(&btl), 75000LL * 300 + 18000000);
    CHECK_EQ(loan_total_payable(&home), 108348LL * 300);
    DONE("test_loan");
}
