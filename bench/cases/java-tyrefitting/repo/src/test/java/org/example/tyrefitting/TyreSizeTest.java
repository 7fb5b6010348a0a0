package org.example.tyrefitting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TyreSizeTest {

    @Test
    void parsesSidewallMarking() {
        TyreSize size = TyreSize.parse("205/55 R16 91V");
        assertEquals(205, size.width());
        assertEquals(55, size.aspect());
        assertEquals(16, size.rim());
        assertEquals(91, size.loadIndex());
        assertEquals(SpeedRating.V, size.speed());
        assertEquals("205/55 R16 91V", size.toString());
    }

    @Test
    void acceptsLooseSpacingAndZr() {
        assertEquals(TyreSize.parse("225/45 R17 94Y"), TyreSize.parse("225/45ZR17 94y"));
        assertEquals(TyreSize.parse("255/40 R20 101Y"), TyreSize.parse(" 255 / 40 R 20 101Y "));
    }

    @Test
    void rejectsNonsense() {
        assertThrows(IllegalArgumentException.class, () -> TyreSize.parse("205/55 16 91V"));
        assertThrows(IllegalArgumentException.class, () -> TyreSize.parse("207/55 R16 91V"));
        assertThrows(IllegalArgumentException.class, () -> TyreSize.parse("205/55 R16 91X"));
        assertThrows(IllegalArgumentException.class, () -> TyreSize.parse("205/55 R16 130V"));
    }

    @Test
    void geometry() {
        TyreSize size = TyreSize.parse("205/55 R16 91V");
        assertEquals(112.75, size.sidewallMm(), 1e-9);
        assertEquals(631.9, size.diameterMm(), 1e-9);
    }

    @Test
    void dimensionsIgnoreLoadAndSpeed() {
        TyreSize v = TyreSize.parse("205/55 R16 91V");
        TyreSize h = TyreSize.parse("205/55 R16 94H");
        assertEquals("205/55 R16", h.dimensions());
        assertTrue(v.sameDimensions(h));
        assertFalse(v.sameDimensions(TyreSize.parse("205/60 R16 92V")));
    }
}
