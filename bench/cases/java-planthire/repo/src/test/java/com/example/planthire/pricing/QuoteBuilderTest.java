package com.example.planthire.pricing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.example.planthire.catalogue.Catalogue;
import com.example.planthire.catalogue.CatalogueTest;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

class QuoteBuilderTest {
    final Catalogue catalogue = Catalogue.parse(CatalogueTest.PRICE_LIST);

    static LocalDate nov(int day) {
        return LocalDate.of(2026, 11, day);
    }

    @Test
    void excavatorAndDumper() {
        Quote q = new QuoteBuilder()
                .add(new Hire(catalogue.get("MX15"), nov(2), nov(13), true, 2))
                .add(new Hire(catalogue.get("DMP1"), nov(4), nov(5), false, 0))
                .build();
        assertEquals(List.of(
                new QuoteLine("1.5t mini excavator, 11 days", 39000),
                new QuoteLine("  damage waiver", 3900),
                new QuoteLine("  delivery and collection, zone 2", 11000),
                new QuoteLine("1t high-tip dumper, 2 days", 7600)), q.lines());
        assertEquals(61500, q.net());
        assertEquals(12300, q.vat());
        assertEquals(73800, q.total());
        assertEquals(35000, q.deposit());
    }

    @Test
    void renders() {
        Quote q = new QuoteBuilder().add(new Hire(catalogue.get("PLT"), nov(3), nov(3), false, 1)).build();
        String text = q.render();
        assertTrue(text.startsWith("Plate compactor, 1 days"), text);
        assertTrue(text.contains("£94.00"), text);
        assertTrue(text.lines().anyMatch(l -> l.startsWith("Total") && l.endsWith("£112.80")), text);
    }

    @Test
    void collectionBeforeDelivery() {
        assertThrows(IllegalArgumentException.class,
                () -> new Hire(catalogue.get("PLT"), nov(5), nov(4), false, 0));
    }
}
