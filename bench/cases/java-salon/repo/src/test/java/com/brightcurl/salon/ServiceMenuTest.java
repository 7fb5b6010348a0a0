package com.brightcurl.salon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ServiceMenuTest {

    @Test
    void parsesTheMenu() {
        ServiceMenu menu = Fixtures.menu();
        assertEquals(6, menu.all().size());
        SalonService roots = menu.get("ROOTS");
        assertEquals("Root tint", roots.name());
        assertEquals(Category.COLOUR, roots.category());
        assertEquals(60, roots.minutes());
        assertEquals(Money.parse("55.00"), roots.basePrice());
    }

    @Test
    void listsByCategoryInMenuOrder() {
        List<String> codes = Fixtures.menu().inCategory(Category.COLOUR).stream().map(SalonService::code).toList();
        assertEquals(List.of("ROOTS", "HL-HALF"), codes);
    }

    @Test
    void reportsTheBadLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ServiceMenu.parse(List.of("CUT-W,Cut,CUT,45,42.00", "BLOW,Blow dry,PERM,30,26.00")));
        assertTrue(e.getMessage().startsWith("line 2: unknown category"), e.getMessage());

        e = assertThrows(IllegalArgumentException.class,
                () -> ServiceMenu.parse(List.of("CUT-W,Cut,CUT,45")));
        assertEquals("line 1: expected 5 fields, got 4", e.getMessage());
    }

    @Test
    void rejectsDuplicatesAndUnknownCodes() {
        ServiceMenu menu = Fixtures.menu();
        assertThrows(IllegalArgumentException.class,
                () -> menu.add(new SalonService("BLOW", "Blow dry", Category.STYLING, 30, Money.ofPounds(20))));
        assertThrows(IllegalArgumentException.class, () -> menu.lookup(List.of("CUT-W", "PERM")));
    }
}
