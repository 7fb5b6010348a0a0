package com.example.vineyard;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A grape variety with the fruit numbers the winemaker wants at picking.
 *
 * @param name        variety name as written on the block register
 * @param colour      red or white, which decides the picking order on a shared day
 * @param targetBrix  soluble solids (degrees Brix) at which the fruit is called ripe
 * @param minAcidity  lowest titratable acidity (g/L) the winemaker will accept
 * @param maxPh       highest juice pH the winemaker will accept
 */
public record Variety(String name, Colour colour, double targetBrix, double minAcidity, double maxPh) {

    public enum Colour { WHITE, RED }

    public static final Variety CHARDONNAY = new Variety("Chardonnay", Colour.WHITE, 22.5, 6.5, 3.45);
    public static final Variety SAUVIGNON_BLANC = new Variety("Sauvignon Blanc", Colour.WHITE, 21.5, 7.0, 3.35);
    public static final Variety RIESLING = new Variety("Riesling", Colour.WHITE, 20.5, 7.5, 3.25);
    public static final Variety PINOT_NOIR = new Variety("Pinot Noir", Colour.RED, 23.5, 6.0, 3.55);
    public static final Variety SHIRAZ = new Variety("Shiraz", Colour.RED, 25.0, 5.5, 3.70);

    private static final List<Variety> KNOWN =
            List.of(CHARDONNAY, SAUVIGNON_BLANC, RIESLING, PINOT_NOIR, SHIRAZ);

    public Variety {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("variety needs a name");
        }
        if (colour == null) {
            throw new IllegalArgumentException("variety " + name + " needs a colour");
        }
        if (targetBrix <= 0 || targetBrix > 35) {
            throw new IllegalArgumentException("target Brix out of range for " + name + ": " + targetBrix);
        }
    }

    /** Looks a variety up by name, ignoring case and surrounding spaces. */
    public static Optional<Variety> byName(String name) {
        if (name == null) {
            return Optional.empty();
        }
        String wanted = name.trim().toLowerCase(Locale.ROOT);
        return KNOWN.stream()
                .filter(v -> v.name().toLowerCase(Locale.ROOT).equals(wanted))
                .findFirst();
    }

    public static List<Variety> known() {
        return KNOWN;
    }
}
