package com.example.caches;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class TtlCacheTest extends CacheContractTest {

    private long now = 1_000;

    @Override
    Cache<String, Integer> newCache(int capacity) {
        return new TtlCache<>(capacity, 100, () -> now);
    }

    @Test
    void entriesExpire() {
        Cache<String, Integer> c = newCache(3);
        c.put("a", 1);
        now += 99;
        assertEquals(Optional.of(1), c.get("a"));
        now += 1;
        assertEquals(Optional.empty(), c.get("a"));
        assertEquals(0, c.size());
    }

    @Test
    void aFullCacheDropsExpiredEntriesFirst() {
        Cache<String, Integer> c = newCache(2);
        c.put("old", 1);
        now += 60;
        c.put("new", 2);
        now += 50; // "old" has expired
        c.put("newest", 3);
        assertEquals(Optional.of(2), c.get("new"));
        assertEquals(Optional.of(3), c.get("newest"));
    }

    @Test
    void aFullCacheDropsTheEntryClosestToExpiry() {
        Cache<String, Integer> c = newCache(2);
        c.put("a", 1);
        now += 10;
        c.put("b", 2);
        now += 10;
        c.put("c", 3);
        assertEquals(Optional.empty(), c.get("a"));
        assertEquals(Optional.of(2), c.get("b"));
    }
}
