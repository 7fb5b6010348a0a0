package org.ashgrove.kegs;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

class KegSizeTest {
    @Test
    void pintsInAFirkin() {
        assertEquals(72, KegSize.FIRKIN.pints());
        assertEquals(144, KegSize.KILDERKIN.pints());
        assertEquals(36, KegSize.PIN.pints());
        assertEquals(87, KegSize.KEG_50.pints());
    }

    @Test
    void depositsInPence() {
        assertEquals(3500, KegSize.FIRKIN.depositPence());
        assertEquals(4000, KegSize.KEG_50.depositPence());
    }

    @Test
    void casksAndKegs() {
        assertTrue(KegSize.PIN.isCask());
        assertTrue(KegSize.KILDERKIN.isCask());
        assertFalse(KegSize.KEG_30.isCask());
    }
}
