package com.example.leave;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.YearMonth;
import java.util.Set;
import org.junit.jupiter.api.Test;

class LeaveAccountTest {
    private static final Set<LocalDate> HOLIDAYS = Set.of(LocalDate.of(2025, 4, 21), LocalDate.of(2025, 12, 25));

    private static LeaveAccount accruedFor2025(LocalDate hired) {
        LeaveAccount account = new LeaveAccount(hired, AccrualPolicy.standard(), HOLIDAYS);
        for (int m = 1; m <= 12; m++) {
            account.accrue(YearMonth.of(2025, m));
        }
        return account;
    }

    @Test
    void aFullYearEarnsTheYearlyDays() {
        assertEquals(new BigDecimal("25.00"), accruedFor2025(LocalDate.of(2024, 9, 1)).balance());
    }

    @Test
    void oneMonthAtTheFiveYearRate() {
        LeaveAccount account = new LeaveAccount(LocalDate.of(2019, 1, 15), AccrualPolicy.standard(), HOLIDAYS);
        account.accrue(YearMonth.of(2025, 2));
        assertEquals(new BigDecimal("2.33"), account.balance());
    }

    @Test
    void theRateChangesOnTheAnniversary() {
        LeaveAccount account = accruedFor2025(LocalDate.of(2020, 6, 10));
        // five months at 25 a year, then seven at 28 (the fifth anniversary falls in June)
        assertEquals(new BigDecimal("26.75"), account.balance());
    }

    @Test
    void requestsTakeWorkingDaysOnly() {
        LeaveAccount account = accruedFor2025(LocalDate.of(2024, 9, 1));
        // Thursday 17 to Tuesday 22 April: Easter Monday is a holiday
        assertEquals(3, account.request(LocalDate.of(2025, 4, 17), LocalDate.of(2025, 4, 22)));
        assertEquals(new BigDecimal("22.00"), account.balance());
    }

    @Test
    void tooLongARequestIsRefusedAndChangesNothing() {
        LeaveAccount account = new LeaveAccount(LocalDate.of(2024, 9, 1), AccrualPolicy.standard(), HOLIDAYS);
        account.accrue(YearMonth.of(2025, 1));
        assertThrows(InsufficientBalanceException.class,
                () -> account.request(LocalDate.of(2025, 2, 3), LocalDate.of(2025, 2, 7)));
        assertEquals(new BigDecimal("2.08"), account.balance());
    }

    @Test
    void yearEndKeepsAtMostTheCap() {
        LeaveAccount account = accruedFor2025(LocalDate.of(2024, 9, 1));
        account.request(LocalDate.of(2025, 8, 4), LocalDate.of(2025, 8, 15));
        account.closeYear();
        assertEquals(new BigDecimal("5.00"), account.balance());
    }
}
