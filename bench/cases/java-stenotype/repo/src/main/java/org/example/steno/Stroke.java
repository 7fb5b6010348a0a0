package org.example.steno;

import java.util.Objects;

/** One stroke: the set of keys pressed together, kept as a bit mask over {@link Key}. */
public final class Stroke {
    private final int mask;

    private Stroke(int mask) {
        this.mask = mask;
    }

    public static Stroke of(Key... keys) {
        int m = 0;
        for (Key k : keys) {
            m |= k.bit();
        }
        return new Stroke(m);
    }

    /**
     * Parses a stroke written in steno order, e.g. {@code KAT}, {@code -T}, {@code STKPWHR}.
     * Letters are matched left to right against the keys still ahead in steno order; a hyphen
     * skips to the right bank.
     */
    public static Stroke parse(String text) {
        if (text == null || text.isEmpty()) {
            throw new IllegalArgumentException("empty stroke");
        }
        Key[] keys = Key.values();
        int next = 0;
        int m = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '-') {
                if (next > Key.F_RIGHT.ordinal()) {
                    throw new IllegalArgumentException("hyphen after right-bank keys in " + text);
                }
                next = Key.F_RIGHT.ordinal();
                continue;
            }
            int found = -1;
            for (int j = next; j < keys.length; j++) {
                if (keys[j].letter() == c) {
                    found = j;
                    break;
                }
            }
            if (found < 0) {
                throw new IllegalArgumentException("'" + c + "' out of steno order in " + text);
            }
            m |= keys[found].bit();
            next = found + 1;
        }
        return new Stroke(m);
    }

    public boolean has(Key k) {
        return (mask & k.bit()) != 0;
    }

    public int keyCount() {
        return Integer.bitCount(mask);
    }

    /** Steno order, with a hyphen before right-bank keys when there is no vowel or star. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        boolean middle = false;
        for (Key k : Key.values()) {
            if (!has(k)) {
                continue;
            }
            if (k.side() == Key.Side.VOWEL) {
                middle = true;
            } else if (k.side() == Key.Side.RIGHT && !middle) {
                sb.append('-');
                middle = true;
            }
            sb.append(k.letter());
        }
        return sb.toString();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Stroke s && s.mask == mask;
    }

    @Override
    public int hashCode() {
        return Objects.hash(mask);
    }
}
