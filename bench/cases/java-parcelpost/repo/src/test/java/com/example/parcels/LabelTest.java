package com.example.parcels;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class LabelTest {
    @Test
    void receiptWithoutInsurance() {
        String text = Label.receipt(new Quote(Zone.EUROPE, 900, 1195, 0));
        assertEquals(String.format("EUROPE        900 g      11.95%ntotal                    11.95%n"), text);
    }

    @Test
    void receiptWithInsurance() {
        String text = Label.receipt(new Quote(Zone.WORLD, 4200, 4295, 400));
        assertEquals(String.format("WORLD        4200 g      42.95%ninsurance                 4.00%n"
                + "total                    46.95%n"), text);
    }
}
