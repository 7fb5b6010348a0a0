package org.kestonpress.broadsheet;

import java.util.Objects;

/** A display advert booked for the edition. */
public final class Advert {
    private final String advertiser;
    private final int columns;
    private final int heightCm;
    private final Position position;
    private final int insertions;

    /** Where in the paper the advert runs. */
    public enum Position { RUN_OF_PAPER, EARLY_RIGHT, FRONT_PAGE }

    public Advert(String advertiser, int columns, int heightCm, Position position, int insertions) {
        if (columns < 1 || columns > Page.COLUMNS) {
            throw new IllegalArgumentException("advert " + columns + " columns wide");
        }
        if (heightCm < 3 || heightCm > Page.HEIGHT_CM) {
            throw new IllegalArgumentException("advert " + heightCm + " cm high");
        }
        if (insertions < 1) {
            throw new IllegalArgumentException("advert booked for " + insertions + " insertions");
        }
        this.advertiser = Objects.requireNonNull(advertiser);
        this.columns = columns;
        this.heightCm = heightCm;
        this.position = Objects.requireNonNull(position);
        this.insertions = insertions;
    }

    public String advertiser() {
        return advertiser;
    }

    public int columns() {
        return columns;
    }

    public int heightCm() {
        return heightCm;
    }

    public Position position() {
        return position;
    }

    /** Number of consecutive editions booked. */
    public int insertions() {
        return insertions;
    }

    /** Size in single-column centimetres. */
    public int scc() {
        return columns * heightCm;
    }
}
