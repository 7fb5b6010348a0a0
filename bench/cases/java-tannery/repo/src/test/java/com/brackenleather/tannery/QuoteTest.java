package com.brackenleather.tannery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class QuoteTest {
    private final PriceList prices = new PriceList();

    @Test
    void unitPriceAddsFinishThenGrade() {
        assertEquals(450, prices.pencePerSqFt(Species.COW, Finish.CRUST, Grade.A));
        assertEquals(485, prices.pencePerSqFt(Species.COW, Finish.ANILINE, Grade.B));
        assertEquals(490, prices.pencePerSqFt(Species.DEER, Finish.SUEDE, Grade.D));
    }

    @Test
    void rejectsHaveNoPrice() {
        assertThrows(IllegalArgumentException.class,
                () -> prices.pencePerSqFt(Species.COW, Finish.CRUST, Grade.REJECT));
    }

    @Test
    void smallOrderHasNoDiscount() {
        Quote quote = new Quote(prices).add(new QuoteLine(Species.GOAT, Finish.ANILINE, Grade.A, 120));
        assertEquals(81600, quote.subtotalPence());
        assertEquals(0, quote.discountPercent());
        assertEquals(16320, quote.vatPence());
        assertEquals(97920, quote.totalPence());
    }

    @Test
    void discountOnWholeOrderArea() {
        Quote quote = new Quote(prices)
                .add(new QuoteLine(Species.COW, Finish.PIGMENTED, Grade.B, 400))
                .add(new QuoteLine(Species.COW, Finish.CRUST, Grade.C, 150.5));
        assertEquals(550.5, quote.totalSqFt(), 1e-9);
        assertEquals(173600 + 47408, quote.subtotalPence());
        assertEquals(5, quote.discountPercent());
        assertEquals(11050, quote.discountPence());
        assertEquals(209958, quote.netPence());
        assertEquals(251950, quote.totalPence());
    }

    @Test
    void largeOrderDiscountStartsAtTheThreshold() {
        Quote quote = new Quote(prices).add(new QuoteLine(Species.SHEEP, Finish.SUEDE, Grade.A, 2000));
        assertEquals(10, quote.discountPercent());
    }

    @Test
    void formatsPence() {
        assertEquals("£2519.50", Quote.formatPence(251950));
        assertEquals("£0.05", Quote.formatPence(5));
        assertEquals("-£1.20", Quote.formatPence(-120));
    }
}
