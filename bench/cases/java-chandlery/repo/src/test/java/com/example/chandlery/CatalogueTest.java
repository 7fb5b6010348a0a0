package com.example.chandlery;

import com.example.chandlery.model.Category;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CatalogueTest {

    @Test
    void readsEveryItemAndSkipsComments() {
        Catalogue c = Fixtures.catalogue();
        assertEquals(6, c.size());
        assertEquals(Category.CHARTS, c.require("C-5601").category());
        assertEquals(265, c.require("R-8BR").pricePence());
    }

    @Test
    void unknownSkuIsEmpty() {
        assertTrue(Fixtures.catalogue().find("X-1").isEmpty());
        assertThrows(IllegalArgumentException.class, () -> Fixtures.catalogue().require("X-1"));
    }

    @Test
    void duplicateSkuIsRejected() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Catalogue.parse("A;One;ROPE;1\nA;Two;ROPE;2\n"));
        assertEquals("line 2: duplicate sku A", e.getMessage());
    }

    @Test
    void wrongFieldCountNamesTheLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Catalogue.parse("# header\nA;One;ROPE\n"));
        assertEquals("line 2: expected 4 fields, got 3", e.getMessage());
    }
}
