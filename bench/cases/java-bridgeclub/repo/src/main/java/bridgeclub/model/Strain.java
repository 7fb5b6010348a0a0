package bridgeclub.model;

/** The denomination of a contract: a trump suit or no trumps. */
public enum Strain {
    CLUBS("C", 20),
    DIAMONDS("D", 20),
    HEARTS("H", 30),
    SPADES("S", 30),
    NOTRUMP("NT", 30);

    private final String symbol;
    private final int perTrick;

    Strain(String symbol, int perTrick) {
        this.symbol = symbol;
        this.perTrick = perTrick;
    }

    public String symbol() {
        return symbol;
    }

    /** Points for each trick over six, undoubled (no trumps: after the first). */
    public int perTrick() {
        return perTrick;
    }

    /**
     * Trick score for the given number of contracted odd tricks, undoubled. The first trick at no
     * trumps is worth 40, every other 30.
     */
    public int trickScore(int oddTricks) {
        if (oddTricks <= 0) {
            return 0;
        }
        int score = oddTricks * perTrick;
        return this == NOTRUMP ? score + 10 : score;
    }

    public static Strain parse(String text) {
        String t = text.trim().toUpperCase();
        if (t.equals("N")) {
            return NOTRUMP;
        }
        for (Strain strain : values()) {
            if (strain.symbol.equals(t)) {
                return strain;
            }
        }
        throw new IllegalArgumentException("not a strain: " + text);
    }
}
