package org.example.bellfoundry;

/** Bell metal for a casting: copper and tin by weight, plus what the furnace and the runners take. */
public final class Alloy {
    /** The usual bell bronze: 77 parts copper to 23 of tin, with a tenth more metal melted than the bell weighs. */
    public static final Alloy BELL_METAL = new Alloy(0.23, 0.10);

    private final double tinFraction;
    private final double allowance;

    public Alloy(double tinFraction, double allowance) {
        if (tinFraction <= 0 || tinFraction >= 0.5) {
            throw new IllegalArgumentException("tin fraction out of range: " + tinFraction);
        }
        if (allowance < 0) {
            throw new IllegalArgumentException("negative allowance: " + allowance);
        }
        this.tinFraction = tinFraction;
        this.allowance = allowance;
    }

    /** The metal to melt for a bell of this weight, in kilograms. */
    public double meltKg(Weight bell) {
        return bell.kilograms() * (1.0 + allowance);
    }

    public double copperKg(Weight bell) {
        return meltKg(bell) * (1.0 - tinFraction);
    }

    public double tinKg(Weight bell) {
        return meltKg(bell) * tinFraction;
    }
}
