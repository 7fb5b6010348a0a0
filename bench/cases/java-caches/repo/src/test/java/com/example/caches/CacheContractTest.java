package com.example.caches;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What every Cache promises; each implementation's test class runs these against a cache of capacity 3. */
abstract class CacheContractTest {

    abstract Cache<String, Integer> newCache(int capacity);

    @Test
    void storesAndReturnsValues() {
        Cache<String, Integer> c = newCache(3);
        c.put("a", 1);
        c.put("b", 2);
        assertEquals(Optional.of(1), c.get("a"));
        assertEquals(Optional.of(2), c.get("b"));
        assertEquals(Optional.empty(), c.get("z"));
        assertEquals(2, c.size());
    }

    @Test
    void putReplacesTheValue() {
        Cache<String, Integer> c = newCache(3);
        c.put("a", 1);
        c.put("a", 10);
        assertEquals(Optional.of(10), c.get("a"));
        assertEquals(1, c.size());
    }

    @Test
    void neverHoldsMoreThanItsCapacity() {
        Cache<String, Integer> c = newCache(3);
        for (int i = 0; i < 10; i++) {
            c.put("k" + i, i);
            assertTrue(c.size() <= 3, "size " + c.size() + " after " + (i + 1) + " puts");
        }
        assertEquals(3, c.size());
        assertEquals(Optional.of(9), c.get("k9"));
    }

    @Test
    void removeForgetsTheKey() {
        Cache<String, Integer> c = newCache(3);
        c.put("a", 1);
        assertTrue(c.remove("a"));
        assertFalse(c.remove("a"));
        assertEquals(Optional.empty(), c.get("a"));
        assertEquals(0, c.size());
    }
}
