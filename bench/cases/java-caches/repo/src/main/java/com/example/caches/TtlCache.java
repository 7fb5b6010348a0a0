package com.example.caches;

import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;

/**
 * Entries expire a fixed time after they were put. When the cache is full, expired entries go first, then the
 * entry closest to expiry.
 */
public final class TtlCache<K, V> implements Cache<K, V> {

    private record Entry<V>(V value, long expiresAt) {}

    private final int capacity;
    private final long ttlMillis;
    private final Ticker ticker;
    private final Map<K, Entry<V>> entries = new HashMap<>();

    public TtlCache(int capacity, long ttlMillis, Ticker ticker) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be at least 1: " + capacity);
        }
        if (ttlMillis <= 0) {
            throw new IllegalArgumentException("ttl must be positive: " + ttlMillis);
        }
        this.capacity = capacity;
        this.ttlMillis = ttlMillis;
        this.ticker = ticker;
    }

    @Override
    public Optional<V> get(K key) {
        Entry<V> e = entries.get(key);
        if (e == null) {
            return Optional.empty();
        }
        if (e.expiresAt() <= ticker.millis()) {
            entries.remove(key);
            return Optional.empty();
        }
        return Optional.of(e.value());
    }

    @Override
    public void put(K key, V value) {
        long now = ticker.millis();
        if (!entries.containsKey(key) && entries.size() >= capacity) {
            purgeExpired(now);
            if (entries.size() >= capacity) {
                evictSoonestToExpire();
            }
        }
        entries.put(key, new Entry<>(value, now + ttlMillis));
    }

    @Override
    public boolean remove(K key) {
        return entries.remove(key) != null;
    }

    @Override
    public int size() {
        purgeExpired(ticker.millis());
        return entries.size();
    }

    @Override
    public int capacity() {
        return capacity;
    }

    private void purgeExpired(long now) {
        entries.values().removeIf(e -> e.expiresAt() <= now);
    }

    private void evictSoonestToExpire() {
        K soonest = null;
        long at = Long.MAX_VALUE;
        for (Iterator<Map.Entry<K, Entry<V>>> it = entries.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<K, Entry<V>> e = it.next();
            if (e.getValue().expiresAt() < at) {
                at = e.getValue().expiresAt();
                soonest = e.getKey();
            }
        }
        entries.remove(soonest);
    }
}
