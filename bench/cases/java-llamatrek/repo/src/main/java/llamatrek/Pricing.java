package llamatrek;

import java.time.DayOfWeek;
import java.time.LocalDate;

/** Prices for a place on a trek. */
public final class Pricing {

    public static final long ADULT_PENCE = 5500;
    public static final long CHILD_PENCE = 3500;
    public static final long WEEKEND_SUPPLEMENT_PENCE = 1000;

    /** A private trek is charged as if at least this many adults came. */
    public static final int PRIVATE_MINIMUM_ADULTS = 4;

    /** Deposit taken when booking. */
    public static final int DEPOSIT_PERCENT = 25;

    private Pricing() {
    }

    public static boolean isWeekend(LocalDate day) {
        DayOfWeek dow = day.getDayOfWeek();
        return dow == DayOfWeek.SATURDAY || dow == DayOfWeek.SUNDAY;
    }

    /** Price of the trek for the party, in pence. */
    public static long price(Party party, LocalDate day, boolean privateTrek) {
        long adults = party.adults() * ADULT_PENCE;
        long children = party.children() * CHILD_PENCE;
        long pence = adults + children;
        if (privateTrek) {
            pence = Math.max(pence, PRIVATE_MINIMUM_ADULTS * ADULT_PENCE);
        }
        if (isWeekend(day)) {
            pence += party.paying() * WEEKEND_SUPPLEMENT_PENCE;
        }
        return pence;
    }

    public static long deposit(long pricePence) {
        return Money.percentOf(pricePence, DEPOSIT_PERCENT);
    }
}
