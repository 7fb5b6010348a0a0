package com.example.printshop.service;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.example.printshop.model.PaperSize;
import com.example.printshop.model.PrintJob;
import org.junit.jupiter.api.Test;

class JobPricerTest {
    private final JobPricer pricer = new JobPricer();

    @Test
    void monoA4() {
        PrintJob job = new PrintJob("flyer", 10, 3, PaperSize.A4, false);
        assertEquals(180, pricer.netCents(job));
    }

    @Test
    void colourA3UsesDoubleToner() {
        PrintJob job = new PrintJob("poster", 1, 4, PaperSize.A3, true);
        assertEquals(4 * 5 + 4 * 15 * 2, pricer.netCents(job));
    }

    @Test
    void bulkDiscountOnToner() {
        PrintJob job = new PrintJob("thesis", 100, 5, PaperSize.A4, false);
        assertEquals(1000 + 2000 - 200, pricer.netCents(job));
    }

    @Test
    void totalAddsVat() {
        PrintJob job = new PrintJob("flyer", 10, 3, PaperSize.A4, false);
        assertEquals(218, pricer.totalCents(job));
    }
}
