package com.example.caches;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** Evicts the least recently used entry; a get or a put counts as a use. */
public final class LruCache<K, V> implements Cache<K, V> {

    private final int capacity;
    private final LinkedHashMap<K, V> entries;

    public LruCache(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be at least 1: " + capacity);
        }
        this.capacity = capacity;
        this.entries = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
                return size() > LruCache.this.capacity;
            }
        };
    }

    @Override
    public Optional<V> get(K key) {
        return Optional.ofNullable(entries.get(key));
    }

    @Override
    public void put(K key, V value) {
        entries.put(key, value);
    }

    @Override
    public boolean remove(K key) {
        return entries.remove(key) != null;
    }

    @Override
    public int size() {
        return entries.size();
    }

    @Override
    public int capacity() {
        return capacity;
    }
}
