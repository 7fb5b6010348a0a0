package org.example.bellfoundry;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class AlloyTest {
    private final Weight tenCwt = Weight.ofCwt(10, 0, 0);

    @Test
    void meltsATenthMore() {
        assertEquals(558.83, Alloy.BELL_METAL.meltKg(tenCwt), 0.01);
    }

    @Test
    void splitsCopperAndTin() {
        assertEquals(430.30, Alloy.BELL_METAL.copperKg(tenCwt), 0.01);
        assertEquals(128.53, Alloy.BELL_METAL.tinKg(tenCwt), 0.01);
    }
}
