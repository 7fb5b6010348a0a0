package org.example.rifleclub;

import java.util.Locale;

/** A target face's scoring. */
public enum Face {
    /** Smallbore: rings 10 to 1, the inner ten marked X (worth 10). */
    TEN_RING("ten-ring", "X", 1, 10),
    /** Fullbore: the V-bull (worth 5), then 5, 4, 3 and 2. */
    FULLBORE("fullbore", "V", 2, 5);

    private final String title;
    private final String centre;
    private final int lowest;
    private final int top;

    Face(String title, String centre, int lowest, int top) {
        this.title = title;
        this.centre = centre;
        this.lowest = lowest;
        this.top = top;
    }

    /** The mark of the face's inner bull, which counts as its top score. */
    public String centre() {
        return centre;
    }

    /** The best score one shot can make. */
    public int top() {
        return top;
    }

    /** The value of a shot's mark; M is a miss. */
    public int value(String mark) {
        String m = mark.trim().toUpperCase(Locale.ROOT);
        if (m.equals("M")) {
            return 0;
        }
        if (m.equals(centre)) {
            return top;
        }
        int v;
        try {
            v = Integer.parseInt(m);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a shot's mark: '" + mark + "'");
        }
        if (v < lowest || v > top) {
            throw new IllegalArgumentException(v + " is not a score on the " + title + " face");
        }
        return v;
    }
}
