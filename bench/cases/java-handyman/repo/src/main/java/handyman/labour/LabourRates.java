package handyman.labour;

import handyman.money.Money;

import java.math.BigDecimal;
import java.util.EnumMap;
import java.util.Map;

/**
 * Hourly rates per skill. Time is billed in quarter hours, rounded up, with
 * a minimum of one hour for each skill on a visit; evenings and weekends are
 * charged at time and a half.
 */
public final class LabourRates {

    public static final int BILLING_STEP_MINUTES = 15;
    public static final int MINIMUM_MINUTES = 60;
    public static final BigDecimal OUT_OF_HOURS_FACTOR = new BigDecimal("1.5");

    private final Map<Skill, Money> hourly = new EnumMap<>(Skill.class);

    public LabourRates set(Skill skill, Money perHour) {
        hourly.put(skill, perHour);
        return this;
    }

    public Money hourly(Skill skill) {
        Money rate = hourly.get(skill);
        if (rate == null) {
            throw new IllegalArgumentException("no rate for " + skill);
        }
        return rate;
    }

    /** Minutes worked, as billed: whole quarter hours, at least an hour. */
    public static int billableMinutes(int minutes) {
        if (minutes <= 0) {
            throw new IllegalArgumentException("minutes must be positive: " + minutes);
        }
        int steps = (minutes + BILLING_STEP_MINUTES - 1) / BILLING_STEP_MINUTES;
        return Math.max(MINIMUM_MINUTES, steps * BILLING_STEP_MINUTES);
    }

    public Money charge(Skill skill, int minutes, boolean outOfHours) {
        int billed = billableMinutes(minutes);
        Money perHour = hourly(skill);
        if (outOfHours) {
            perHour = perHour.times(OUT_OF_HOURS_FACTOR);
        }
        return perHour.times(BigDecimal.valueOf(billed).divide(BigDecimal.valueOf(60), 10, java.math.RoundingMode.HALF_UP));
    }

    public static LabourRates standard() {
        return new LabourRates()
                .set(Skill.GENERAL, Money.pounds("38.00"))
                .set(Skill.CARPENTRY, Money.pounds("42.00"))
                .set(Skill.PLUMBING, Money.pounds("48.00"))
                .set(Skill.ELECTRICAL, Money.pounds("52.00"));
    }
}
