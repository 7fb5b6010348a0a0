package com.example.printshop.service;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.example.printshop.model.PaperSize;
import com.example.printshop.model.PrintJob;
import java.util.List;
import org.junit.jupiter.api.Test;

class QuoteTest {
    @Test
    void linesAndTotal() {
        Quote quote = new Quote(new JobPricer())
                .add(new PrintJob("flyer", 10, 3, PaperSize.A4, false))
                .add(new PrintJob("poster", 1, 4, PaperSize.A3, true));
        assertEquals(List.of(
                "flyer: 3 x 10p A4 mono €2.18",
                "poster: 4 x 1p A3 colour €1.69",
                "Total incl. VAT: €3.87"), quote.lines());
    }

    @Test
    void emptyQuote() {
        assertEquals(List.of("Total incl. VAT: €0.00"), new Quote(new JobPricer()).lines());
    }
}
