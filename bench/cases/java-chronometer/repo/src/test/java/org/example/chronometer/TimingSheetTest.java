package org.example.chronometer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TimingSheetTest {

    @Test
    void rendersACertificate() {
        Results results = new Certifier().certify("A-1021", Sheets.rates(Sheets.GOOD));
        String expected = String.join("\n",
                "Movement A-1021",
                "  Mean daily rate                       +2.55 s/d    ok",
                "  Mean variation in rates               +0.90 s/d    ok",
                "  Greatest variation in rates           +1.50 s/d    ok",
                "  Difference vertical - horizontal      +6.54 s/d    ok",
                "  Largest variation in rates            +8.50 s/d    ok",
                "  Thermal variation                     -0.08 s/d/C  ok",
                "  Rate resumption                       +2.75 s/d    ok",
                "CERTIFIED CHRONOMETER");
        assertEquals(expected, TimingSheet.render(results));
    }

    @Test
    void marksFailedCriteria() {
        Results results = new Certifier().certify("A-1022", Sheets.rates(Sheets.HOT_AND_LAZY));
        String sheet = TimingSheet.render(results);
        assertTrue(sheet.contains("Thermal variation                     -0.67 s/d/C  FAIL"), sheet);
        assertTrue(sheet.endsWith("NOT CERTIFIED"), sheet);
    }
}
