package org.example.bellfoundry;

/**
 * A bell's weight, kept in whole pounds and written as founders and ringers write it:
 * hundredweight-quarters-pounds, so 12-2-7 is 12 cwt, 2 quarters and 7 lb (1407 lb).
 */
public final class Weight implements Comparable<Weight> {
    public static final int LB_PER_QR = 28;
    public static final int LB_PER_CWT = 112;
    public static final double KG_PER_LB = 0.45359237;

    private final int pounds;

    private Weight(int pounds) {
        if (pounds < 0) {
            throw new IllegalArgumentException("negative weight: " + pounds + " lb");
        }
        this.pounds = pounds;
    }

    public static Weight ofPounds(int pounds) {
        return new Weight(pounds);
    }

    public static Weight ofCwt(int cwt, int qr, int lb) {
        if (qr < 0 || qr > 3) {
            throw new IllegalArgumentException("quarters must be 0 to 3: " + qr);
        }
        if (lb < 0 || lb >= LB_PER_QR) {
            throw new IllegalArgumentException("pounds must be 0 to 27: " + lb);
        }
        return new Weight(cwt * LB_PER_CWT + qr * LB_PER_QR + lb);
    }

    public static Weight ofKilograms(double kg) {
        return new Weight((int) Math.round(kg / KG_PER_LB));
    }

    public int pounds() {
        return pounds;
    }

    public double kilograms() {
        return pounds * KG_PER_LB;
    }

    public Weight plus(Weight other) {
        return new Weight(pounds + other.pounds);
    }

    @Override
    public int compareTo(Weight other) {
        return Integer.compare(pounds, other.pounds);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Weight w && w.pounds == pounds;
    }

    @Override
    public int hashCode() {
        return Integer.hashCode(pounds);
    }

    @Override
    public String toString() {
        int cwt = pounds / LB_PER_CWT;
        int rest = pounds % LB_PER_CWT;
        return cwt + "-" + rest / LB_PER_QR + "-" + rest % LB_PER_QR;
    }
}
