package com.example.planthire.catalogue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

public class CatalogueTest {
    public static final List<String> PRICE_LIST = List.of(
            "# code,name,day,week,deposit",
            "MX15,1.5t mini excavator,6500,19500,25000",
            "DMP1,1t high-tip dumper,3800,11400,10000",
            "",
            "PLT,Plate compactor,2400,7200,5000");

    @Test
    void readsPriceList() {
        Catalogue c = Catalogue.parse(PRICE_LIST);
        assertEquals(List.of("MX15", "DMP1", "PLT"), c.machines().stream().map(Machine::code).toList());
        Machine mx = c.get("MX15");
        assertEquals("1.5t mini excavator", mx.name());
        assertEquals(19500, mx.weekRate());
        assertTrue(c.find("XX").isEmpty());
    }

    @Test
    void rejectsBadLines() {
        assertThrows(IllegalArgumentException.class, () -> Catalogue.parse(List.of("MX15,excavator,6500,19500")));
        assertThrows(IllegalArgumentException.class,
                () -> Catalogue.parse(List.of("A,a,100,300,0", "A,b,100,300,0")));
        assertThrows(IllegalArgumentException.class, () -> Catalogue.parse(List.of("A,a,500,300,0")));
    }
}
