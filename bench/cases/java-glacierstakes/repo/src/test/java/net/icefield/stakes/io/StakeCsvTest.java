package net.icefield.stakes.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.Test;

import net.icefield.stakes.Fixtures;
import net.icefield.stakes.model.Stake;

class StakeCsvTest {
    @Test
    void readsTheSeason() {
        List<Stake> stakes = StakeCsv.parse(Fixtures.season2026());
        assertEquals(List.of("S1", "S2", "S3", "S4"), stakes.stream().map(Stake::id).toList());
        assertEquals(2, stakes.get(0).readings().size());
        assertEquals(2690, stakes.get(2).elevationM());
        assertEquals(0, stakes.get(1).readings().get(1).snowCm());
        assertEquals(450, stakes.get(3).readings().get(1).snowDensity());
    }

    @Test
    void wrongHeader() {
        assertThrows(IllegalArgumentException.class, () -> StakeCsv.parse("stake,elev,date\nS1,2500,2026-05-01"));
    }

    @Test
    void badNumberNamesTheLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> StakeCsv.parse(
                "stake,elevation_m,date,exposure_cm,snow_cm,snow_density\nS1,2500,2026-05-01,1o0,,\n"));
        assertEquals(true, e.getMessage().startsWith("line 2:"), e.getMessage());
    }

    @Test
    void stakeThatMovedIsAnError() {
        assertThrows(IllegalArgumentException.class, () -> StakeCsv.parse(
                "stake,elevation_m,date,exposure_cm,snow_cm,snow_density\n"
                        + "S1,2500,2026-05-01,100,,\nS1,2510,2026-09-01,200,,\n"));
    }
}
