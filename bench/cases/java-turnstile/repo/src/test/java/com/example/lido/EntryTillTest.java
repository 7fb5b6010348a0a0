package com.example.lido;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class EntryTillTest {
    private final EntryTill till = new EntryTill(new PricingService(new ConcessionService()));

    @Test
    void singleAdultPaysFullPrice() {
        assertEquals(520, till.total(List.of(Visitor.guest("Ada", 30)), Session.EVENING));
    }

    @Test
    void familyIsCapped() {
        List<Visitor> family = List.of(Visitor.guest("Ada", 41), Visitor.guest("Ben", 43),
                Visitor.guest("Cai", 10), Visitor.guest("Dot", 7), Visitor.guest("Eve", 5));
        assertTrue(till.isFamily(family));
        assertEquals(1680, till.total(family, Session.DAYTIME));
    }

    @Test
    void sixteenYearOldCountsAsAnAdult() {
        List<Visitor> group = List.of(Visitor.guest("Fay", 16), Visitor.guest("Gus", 12));
        assertEquals(900, till.total(group, Session.DAYTIME));
    }

    @Test
    void teenagersAloneAreNotAFamily() {
        assertFalse(till.isFamily(List.of(Visitor.guest("Hal", 15), Visitor.guest("Ivy", 13))));
    }

    @Test
    void grandparentOnTheirBirthdayPaysSeniorRate() {
        List<Visitor> group = List.of(Visitor.guest("Jo", 65));
        assertEquals(420, till.total(group, Session.DAYTIME));
    }

    @Test
    void receiptListsBands() {
        List<String> lines = till.receipt(List.of(Visitor.guest("Kit", 9)), Session.EARLY_SWIM);
        assertEquals(List.of("Kit        CHILD   2.25"), lines);
    }
}
