package net.icefield.stakes.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import net.icefield.stakes.Fixtures;
import net.icefield.stakes.io.StakeCsv;

class SummaryTest {
    @Test
    void seasonSheet() {
        String sheet = Summary.render(StakeCsv.parse(Fixtures.season2026()), Fixtures.AREAS_KM2);
        assertEquals(String.join("\n",
                "stake S1    2510 m  -3.05 m w.e.",
                "stake S2    2580 m  -2.58 m w.e.",
                "stake S3    2690 m  -1.92 m w.e.",
                "stake S4    2820 m  -1.06 m w.e.",
                "band 2500-2600 m  -2.82 m w.e.",
                "band 2600-2700 m  -1.92 m w.e.",
                "band 2800-2900 m  -1.06 m w.e.",
                "glacier-wide  -2.02 m w.e.",
                ""), sheet);
    }
}
