package handyman.catalogue;

import handyman.money.Money;

import java.util.Objects;

/** A line in the merchant's price list: what we pay per unit, before our markup. */
public record Material(String code, String description, Unit unit, Money costPerUnit) {

    public Material {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(unit, "unit");
        if (costPerUnit.isNegative()) {
            throw new IllegalArgumentException("negative cost for " + code);
        }
    }
}
