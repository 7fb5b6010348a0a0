package handyman.labour;

import handyman.money.Money;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class LabourRatesTest {

    private final LabourRates rates = LabourRates.standard();

    @Test
    void billedInQuarterHoursWithAnHourMinimum() {
        assertEquals(60, LabourRates.billableMinutes(20));
        assertEquals(60, LabourRates.billableMinutes(60));
        assertEquals(75, LabourRates.billableMinutes(61));
        assertEquals(135, LabourRates.billableMinutes(135));
        assertThrows(IllegalArgumentException.class, () -> LabourRates.billableMinutes(0));
    }

    @Test
    void chargeAtTheSkillRate() {
        assertEquals(Money.pounds("38.00"), rates.charge(Skill.GENERAL, 45, false));
        assertEquals(Money.pounds("72.00"), rates.charge(Skill.PLUMBING, 90, false));
        assertEquals(Money.pounds("104.00"), rates.charge(Skill.ELECTRICAL, 120, false));
        assertEquals(Money.pounds("73.50"), rates.charge(Skill.CARPENTRY, 100, false));
    }

    @Test
    void outOfHoursIsTimeAndAHalf() {
        assertEquals(Money.pounds("108.00"), rates.charge(Skill.PLUMBING, 90, true));
    }

    @Test
    void unknownSkillHasNoRate() {
        LabourRates partial = new LabourRates().set(Skill.GENERAL, Money.pounds("30.00"));
        assertThrows(IllegalArgumentException.class, () -> partial.hourly(Skill.ELECTRICAL));
    }
}
