package org.example.tyrefitting;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class QuoteTest {
    private final Stock rack = Fixtures.rack();

    private StockItem tyre(String sku) {
        return rack.get(sku).orElseThrow();
    }

    @Test
    void fourTyresFitted() {
        Quote quote = new Quote("KX19 RTB").addTyres(tyre("AV-ZV5-2055516"), 4);
        assertEquals(4 * (6475 + 1800 + 350 + 250), quote.netPence());
        assertEquals(7100, quote.vatPence());
        assertEquals(42600, quote.totalPence());
    }

    @Test
    void pairWithAlignment() {
        Quote quote = new Quote("WD68 NPL").addTyres(tyre("MI-PS4-2055516"), 2).addAlignment();
        assertEquals(2 * (9850 + 1800 + 350 + 250) + 4500, quote.netPence());
        assertEquals(34800, quote.totalPence());
    }

    @Test
    void discountOnTyresOnly() {
        Quote quote = new Quote("KX19 RTB").addTyres(tyre("MI-PS4-2055516"), 4).discountPercent(10);
        assertEquals(3940, quote.discountPence());
        assertEquals(4 * (9850 + 1800 + 350 + 250) - 3940, quote.netPence());
        assertEquals(54072, quote.totalPence());
    }

    @Test
    void rendersTheQuote() {
        Quote quote = new Quote("KX19 RTB").addTyres(tyre("AV-ZV5-2055516"), 4).discountPercent(5);
        String expected = String.join("\n",
                "Quote for KX19 RTB",
                "4 x Avon ZV7 205/55 R16 91V                      £259.00",
                "4 x Fitting and balancing                         £72.00",
                "4 x Valve                                         £14.00",
                "4 x Casing disposal                               £10.00",
                "Discount 5% on tyres                             -£12.95",
                "Net                                              £342.05",
                "VAT 20%                                           £68.41",
                "Total                                            £410.46",
                "");
        assertEquals(expected, quote.render());
    }

    @Test
    void rejectsSillyQuantitiesAndDiscounts() {
        Quote quote = new Quote("KX19 RTB");
        assertThrows(IllegalArgumentException.class, () -> quote.addTyres(tyre("AV-ZV5-2055516"), 0));
        assertThrows(IllegalArgumentException.class, () -> quote.discountPercent(40));
    }
}
