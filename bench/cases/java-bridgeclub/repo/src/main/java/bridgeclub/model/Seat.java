package bridgeclub.model;

/** The four seats at a table, in clockwise order from North. */
public enum Seat {
    NORTH('N'), EAST('E'), SOUTH('S'), WEST('W');

    private final char letter;

    Seat(char letter) {
        this.letter = letter;
    }

    public char letter() {
        return letter;
    }

    public Side side() {
        return this == NORTH || this == SOUTH ? Side.NS : Side.EW;
    }

    /** The next seat clockwise (the player on this seat's left). */
    public Seat next() {
        return values()[(ordinal() + 1) % 4];
    }

    public static Seat parse(String text) {
        String t = text.trim().toUpperCase();
        if (t.length() == 1) {
            for (Seat seat : values()) {
                if (seat.letter == t.charAt(0)) {
                    return seat;
                }
            }
        }
        for (Seat seat : values()) {
            if (seat.name().equals(t)) {
                return seat;
            }
        }
        throw new IllegalArgumentException("not a seat: " + text);
    }
}
