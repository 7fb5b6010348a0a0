package org.example.chronometer;

/** The positions a movement is timed in, by where the dial or the crown points. */
public enum Position {
    DIAL_UP("DU", false),
    DIAL_DOWN("DD", false),
    CROWN_UP("CU", true),
    CROWN_DOWN("CD", true),
    CROWN_LEFT("CL", true),
    CROWN_RIGHT("CR", true);

    private final String code;
    private final boolean vertical;

    Position(String code, boolean vertical) {
        this.code = code;
        this.vertical = vertical;
    }

    public String code() {
        return code;
    }

    /** Hanging (crown up, down, left or right), as opposed to lying flat. */
    public boolean isVertical() {
        return vertical;
    }

    public static Position fromCode(String code) {
        for (Position p : values()) {
            if (p.code.equalsIgnoreCase(code)) {
                return p;
            }
        }
        throw new IllegalArgumentException("unknown position code: " + code);
    }
}
