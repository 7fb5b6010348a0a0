package com.example.leave;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.time.Period;
import java.time.YearMonth;
import java.util.Set;

/** One employee's leave: accrued month by month, taken by requests, capped at year end. */
public final class LeaveAccount {
    private static final BigDecimal MONTHS = BigDecimal.valueOf(12);

    private final LocalDate hired;
    private final AccrualPolicy policy;
    private final Set<LocalDate> holidays;
    private BigDecimal balance = BigDecimal.ZERO.setScale(4);

    public LeaveAccount(LocalDate hired, AccrualPolicy policy, Set<LocalDate> holidays) {
        this.hired = hired;
        this.policy = policy;
        this.holidays = Set.copyOf(holidays);
    }

    /** Completed years of service on a date. */
    int yearsOfService(LocalDate on) {
        return Math.max(0, Period.between(hired, on).getYears());
    }

    /** Adds one month's accrual, at the rate of the years of service at the month's end. */
    public void accrue(YearMonth month) {
        int years = yearsOfService(month.atEndOfMonth());
        BigDecimal monthly = BigDecimal.valueOf(policy.daysPerYear(years)).divide(MONTHS, 4, RoundingMode.HALF_UP);
        balance = balance.add(monthly);
    }

    /** Takes the working days from `from` to `to` off the balance; returns how many. */
    public int request(LocalDate from, LocalDate to) {
        int days = WorkingDays.count(from, to, holidays);
        if (BigDecimal.valueOf(days).compareTo(balance) > 0) {
            throw new InsufficientBalanceException(days, balance());
        }
        balance = balance.subtract(BigDecimal.valueOf(days));
        return days;
    }

    /** At year end, the balance is cut to the policy's carry-over cap. */
    public void closeYear() {
        balance = balance.min(policy.carryOverCap().setScale(4));
    }

    /** The balance, to two decimals. */
    public BigDecimal balance() {
        return balance.setScale(2, RoundingMode.HALF_UP);
    }
}
