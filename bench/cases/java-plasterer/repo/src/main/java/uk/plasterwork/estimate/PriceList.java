package uk.plasterwork.estimate;

import java.util.EnumMap;
import java.util.Map;

/** What we charge: per bag of each material, per day on site, and the VAT rate. */
public final class PriceList {

    private final Map<Material, Money> bagPrices;
    private final Money dayRate;
    private final int vatPercent;

    private PriceList(Builder builder) {
        this.bagPrices = new EnumMap<>(builder.bagPrices);
        this.dayRate = builder.dayRate;
        this.vatPercent = builder.vatPercent;
    }

    /** This year's prices. */
    public static PriceList standard() {
        return builder()
                .bag(Material.MULTI_FINISH, Money.ofPence(1195))
                .bag(Material.BONDING, Money.ofPence(1450))
                .bag(Material.HARDWALL, Money.ofPence(1380))
                .bag(Material.ONE_COAT, Money.ofPence(1620))
                .dayRate(Money.ofPounds(320))
                .vatPercent(20)
                .build();
    }

    public static Builder builder() {
        return new Builder();
    }

    public Money bag(Material material) {
        Money price = bagPrices.get(material);
        if (price == null) {
            throw new IllegalStateException("no price for " + material.label());
        }
        return price;
    }

    public Money dayRate() {
        return dayRate;
    }

    public int vatPercent() {
        return vatPercent;
    }

    public static final class Builder {
        private final Map<Material, Money> bagPrices = new EnumMap<>(Material.class);
        private Money dayRate = Money.ZERO;
        private int vatPercent = 20;

        public Builder bag(Material material, Money price) {
            bagPrices.put(material, price);
            return this;
        }

        public Builder dayRate(Money dayRate) {
            this.dayRate = dayRate;
            return this;
        }

        public Builder vatPercent(int vatPercent) {
            this.vatPercent = vatPercent;
            return this;
        }

        public PriceList build() {
            return new PriceList(this);
        }
    }
}
