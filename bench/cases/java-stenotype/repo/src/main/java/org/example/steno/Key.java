package org.example.steno;

/**
 * The keys of a steno machine in steno order: the left bank, the vowels and the star, the right bank.
 * A stroke is written by naming its keys in this order; a hyphen stands for the vowels when a stroke
 * has none and uses right-bank keys.
 */
public enum Key {
    S_LEFT('S', Side.LEFT),
    T_LEFT('T', Side.LEFT),
    K_LEFT('K', Side.LEFT),
    P_LEFT('P', Side.LEFT),
    W_LEFT('W', Side.LEFT),
    H_LEFT('H', Side.LEFT),
    R_LEFT('R', Side.LEFT),
    A('A', Side.VOWEL),
    O('O', Side.VOWEL),
    STAR('*', Side.VOWEL),
    E('E', Side.VOWEL),
    U('U', Side.VOWEL),
    F_RIGHT('F', Side.RIGHT),
    R_RIGHT('R', Side.RIGHT),
    P_RIGHT('P', Side.RIGHT),
    B_RIGHT('B', Side.RIGHT),
    L_RIGHT('L', Side.RIGHT),
    G_RIGHT('G', Side.RIGHT),
    T_RIGHT('T', Side.RIGHT),
    S_RIGHT('S', Side.RIGHT),
    D_RIGHT('D', Side.RIGHT),
    Z_RIGHT('Z', Side.RIGHT);

    public enum Side { LEFT, VOWEL, RIGHT }

    private final char letter;
    private final Side side;

    Key(char letter, Side side) {
        this.letter = letter;
        this.side = side;
    }

    public char letter() {
        return letter;
    }

    public Side side() {
        return side;
    }

    public int bit() {
        return 1 << ordinal();
    }
}
