package net.icefield.stakes.calc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.LocalDate;

import org.junit.jupiter.api.Test;

import net.icefield.stakes.model.Reading;
import net.icefield.stakes.model.Stake;

class BalanceTest {
    private static final LocalDate SPRING = LocalDate.of(2026, 5, 20);
    private static final LocalDate AUTUMN = LocalDate.of(2026, 9, 25);

    @Test
    void bareIceMelting() {
        Stake stake = new Stake("T1", 2450)
                .add(Reading.bare(SPRING, 100))
                .add(Reading.bare(AUTUMN, 250));
        assertEquals(-1.35, Balance.pointBalance(stake), 1e-9);
    }

    @Test
    void snowMeltsBeforeTheIce() {
        Stake stake = new Stake("T2", 2510)
                .add(new Reading(SPRING, 150, 200, 400))
                .add(Reading.bare(AUTUMN, 400));
        assertEquals(-3.05, Balance.pointBalance(stake), 1e-9);
    }

    @Test
    void snowOnlyChange() {
        Stake stake = new Stake("T3", 2820)
                .add(new Reading(SPRING, 90, 350, 380))
                .add(new Reading(AUTUMN, 90, 60, 450));
        assertEquals(-1.06, Balance.pointBalance(stake), 1e-9);
    }

    @Test
    void snowWaterEquivalent() {
        assertEquals(0.8, Balance.snowWaterEquivalent(new Reading(SPRING, 150, 200, 400)), 1e-9);
        assertEquals(0.0, Balance.snowWaterEquivalent(Reading.bare(SPRING, 150)), 1e-9);
    }

    @Test
    void needsTwoVisits() {
        Stake stake = new Stake("T4", 2600).add(Reading.bare(SPRING, 100));
        assertThrows(IllegalArgumentException.class, () -> Balance.pointBalance(stake));
    }
}
