package com.glenbrae.distillery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class WarehouseTest {

    @Test
    void totals() {
        Warehouse w = Fixtures.warehouse();
        assertEquals(4, w.size());
        assertEquals(1016.0, w.totalLitres(), 1e-9);
        // 136.612 + 259.44 + 74.104 + 120.65
        assertEquals(590.806, w.totalLpa(), 1e-9);
    }

    @Test
    void caskNumbersAreUnique() {
        Warehouse w = Fixtures.warehouse();
        assertThrows(IllegalArgumentException.class, () -> w.receive(Fixtures.butt()));
    }

    @Test
    void findAndRemove() {
        Warehouse w = Fixtures.warehouse();
        assertTrue(w.find("GB-2021-0288").isPresent());
        assertTrue(w.find("GB-1999-0001").isEmpty());
        Cask removed = w.remove("GB-2021-0288");
        assertEquals(CaskType.BARREL, removed.type());
        assertEquals(3, w.size());
        assertThrows(IllegalArgumentException.class, () -> w.get("GB-2021-0288"));
    }

    @Test
    void whiskyCasksAreThreeYearsOld() {
        Warehouse w = Fixtures.warehouse();
        List<String> numbers = w.whiskyCasks(Fixtures.STOCKTAKE).stream().map(Cask::number).toList();
        assertEquals(List.of("GB-2012-0007", "GB-2016-0142"), numbers);

        // the barrel turns three on 1 July 2024
        List<String> nextDay = w.whiskyCasks(LocalDate.of(2024, 7, 1)).stream().map(Cask::number).toList();
        assertEquals(List.of("GB-2012-0007", "GB-2016-0142", "GB-2021-0288"), nextDay);
    }

    @Test
    void agedAtLeast() {
        Warehouse w = Fixtures.warehouse();
        assertEquals(1, w.agedAtLeast(10, Fixtures.STOCKTAKE).size());
        assertEquals(4, w.agedAtLeast(0, Fixtures.STOCKTAKE).size());
    }

    @Test
    void lpaByType() {
        Map<CaskType, Double> byType = Fixtures.warehouse().lpaByType();
        assertEquals(List.of(CaskType.QUARTER, CaskType.BARREL, CaskType.HOGSHEAD, CaskType.BUTT),
                List.copyOf(byType.keySet()));
        assertEquals(259.44, byType.get(CaskType.BUTT), 1e-9);
    }
}
