package com.glenbrae.distillery;

/** A bottling run drawn from one cask, reduced to a bottling strength. */
public final class BottlingPlan {

    /** Standard bottle, in litres. */
    public static final double BOTTLE_LITRES = 0.70;

    /** Lowest strength at which whisky may be bottled. */
    public static final double MIN_BOTTLING_ABV = 40.0;

    private final Cask cask;
    private final double bottlingAbv;

    public BottlingPlan(Cask cask, double bottlingAbv) {
        if (bottlingAbv < MIN_BOTTLING_ABV) {
            throw new IllegalArgumentException("whisky must be bottled at " + MIN_BOTTLING_ABV
                    + "% vol or more, not " + bottlingAbv);
        }
        if (bottlingAbv > cask.abv()) {
            throw new IllegalArgumentException("cask " + cask.number() + " is only at " + cask.abv()
                    + "% vol, cannot bottle at " + bottlingAbv);
        }
        this.cask = cask;
        this.bottlingAbv = bottlingAbv;
    }

    public Cask cask() {
        return cask;
    }

    public double bottlingAbv() {
        return bottlingAbv;
    }

    public boolean caskStrength() {
        return bottlingAbv == cask.abv();
    }

    public double waterLitres() {
        return Strength.reductionWater(cask.litres(), cask.abv(), bottlingAbv);
    }

    public double reducedLitres() {
        return cask.litres() + waterLitres();
    }

    /** Whole bottles filled; the remainder is left in the tank. */
    public int bottles() {
        return (int) Math.floor(reducedLitres() / BOTTLE_LITRES + 1e-9);
    }

    public double bottledLitres() {
        return bottles() * BOTTLE_LITRES;
    }

    public double bottledLpa() {
        return Strength.lpa(bottledLitres(), bottlingAbv);
    }
}
