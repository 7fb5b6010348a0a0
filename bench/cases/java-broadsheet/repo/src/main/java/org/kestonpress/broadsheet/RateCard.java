package org.kestonpress.broadsheet;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** The advertising rate card. Prices are in pounds, before VAT. */
public final class RateCard {
    private final BigDecimal ratePerScc;

    public RateCard(BigDecimal ratePerScc) {
        if (ratePerScc.signum() <= 0) {
            throw new IllegalArgumentException("rate " + ratePerScc);
        }
        this.ratePerScc = ratePerScc;
    }

    /** Position premium as a percentage on the base rate. */
    public static int premiumPercent(Advert.Position position) {
        switch (position) {
            case FRONT_PAGE:
                return 50;
            case EARLY_RIGHT:
                return 20;
            default:
                return 0;
        }
    }

    /** Series discount as a percentage: 10% for three or more insertions. */
    public static int seriesDiscountPercent(int insertions) {
        return insertions >= 3 ? 10 : 0;
    }

    /** Price of one insertion of the advert, to the penny. */
    public BigDecimal insertionPrice(Advert ad) {
        BigDecimal base = ratePerScc.multiply(BigDecimal.valueOf(ad.scc()));
        BigDecimal withPremium = base.multiply(BigDecimal.valueOf(100 + premiumPercent(ad.position())))
                .divide(BigDecimal.valueOf(100));
        BigDecimal discounted = withPremium.multiply(BigDecimal.valueOf(100 - seriesDiscountPercent(ad.insertions())))
                .divide(BigDecimal.valueOf(100));
        return discounted.setScale(2, RoundingMode.HALF_UP);
    }

    /** Price of the whole booking, every insertion. */
    public BigDecimal bookingPrice(Advert ad) {
        return insertionPrice(ad).multiply(BigDecimal.valueOf(ad.insertions()));
    }
}
