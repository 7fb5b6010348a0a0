package com.example.caches;

import java.util.Optional;

/** A bounded in-memory cache. Implementations decide which entry goes when the cache is full. */
public interface Cache<K, V> {

    /** The value for the key, if present (and, for caches that expire entries, not expired). */
    Optional<V> get(K key);

    /** Stores the value, replacing any value the key had; evicts an entry when the cache is full. */
    void put(K key, V value);

    /** Removes the key; true if it was present. */
    boolean remove(K key);

    /** The number of entries held now. */
    int size();

    /** The most entries the cache holds. */
    int capacity();
}
