package bridgeclub.model;

import java.util.Locale;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A final contract, such as 4H, 3NT doubled (3NTX), or a passed-out board. */
public final class Contract {

    public static final Contract PASSED_OUT = new Contract(0, null, Doubling.UNDOUBLED);

    private static final Pattern FORM = Pattern.compile("([1-7])(NT|N|S|H|D|C)(XX|X)?");

    private final int level;
    private final Strain strain;
    private final Doubling doubling;

    private Contract(int level, Strain strain, Doubling doubling) {
        this.level = level;
        this.strain = strain;
        this.doubling = doubling;
    }

    public static Contract of(int level, Strain strain, Doubling doubling) {
        if (level < 1 || level > 7) {
            throw new IllegalArgumentException("level must be 1 to 7: " + level);
        }
        return new Contract(level, Objects.requireNonNull(strain), Objects.requireNonNull(doubling));
    }

    public static Contract of(int level, Strain strain) {
        return of(level, strain, Doubling.UNDOUBLED);
    }

    /** Parses "4H", "3NT", "6SX", "2DXX", "3N", or "P" / "PASS" for a passed-out board. */
    public static Contract parse(String text) {
        String t = text.trim().toUpperCase(Locale.ROOT);
        if (t.equals("P") || t.equals("PASS")) {
            return PASSED_OUT;
        }
        Matcher m = FORM.matcher(t);
        if (!m.matches()) {
            throw new IllegalArgumentException("not a contract: " + text);
        }
        Doubling doubling = m.group(3) == null ? Doubling.UNDOUBLED : Doubling.fromSuffix(m.group(3));
        return of(Integer.parseInt(m.group(1)), Strain.parse(m.group(2)), doubling);
    }

    public boolean isPassedOut() {
        return level == 0;
    }

    public int level() {
        return level;
    }

    public Strain strain() {
        return strain;
    }

    public Doubling doubling() {
        return doubling;
    }

    /** Tricks declarer needs: six plus the level. */
    public int tricksNeeded() {
        return 6 + level;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Contract other)) {
            return false;
        }
        return level == other.level && strain == other.strain && doubling == other.doubling;
    }

    @Override
    public int hashCode() {
        return Objects.hash(level, strain, doubling);
    }

    @Override
    public String toString() {
        return isPassedOut() ? "Pass" : level + strain.symbol() + doubling.suffix();
    }
}
