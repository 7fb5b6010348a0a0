package com.example.caches;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class LruCacheTest extends CacheContractTest {

    @Override
    Cache<String, Integer> newCache(int capacity) {
        return new LruCache<>(capacity);
    }

    @Test
    void evictsTheLeastRecentlyPut() {
        Cache<String, Integer> c = newCache(2);
        c.put("a", 1);
        c.put("b", 2);
        c.put("c", 3);
        assertEquals(Optional.empty(), c.get("a"));
        assertEquals(Optional.of(2), c.get("b"));
        assertEquals(Optional.of(3), c.get("c"));
    }

    @Test
    void aGetCountsAsAUse() {
        Cache<String, Integer> c = newCache(2);
        c.put("a", 1);
        c.put("b", 2);
        c.get("a");
        c.put("c", 3);
        assertEquals(Optional.of(1), c.get("a"));
        assertEquals(Optional.empty(), c.get("b"));
    }

    @Test
    void refusesNoCapacity() {
        assertThrows(IllegalArgumentException.class, () -> new LruCache<String, Integer>(0));
    }
}
