package handyman.catalogue;

import handyman.money.Money;

import java.math.BigDecimal;
import java.util.Objects;

/** A quantity of one material used on a job. */
public record MaterialLine(Material material, BigDecimal quantity) {

    public MaterialLine {
        Objects.requireNonNull(material, "material");
        if (quantity.signum() <= 0) {
            throw new IllegalArgumentException("quantity must be positive: " + quantity);
        }
        if (!material.unit().divisible() && quantity.stripTrailingZeros().scale() > 0) {
            throw new IllegalArgumentException(material.code() + " is sold by the " + material.unit().symbol()
                    + ", not in parts: " + quantity);
        }
    }

    public static MaterialLine of(Material material, int quantity) {
        return new MaterialLine(material, BigDecimal.valueOf(quantity));
    }

    public static MaterialLine of(Material material, String quantity) {
        return new MaterialLine(material, new BigDecimal(quantity));
    }

    /** What the line costs us, before markup. */
    public Money cost() {
        return material.costPerUnit().times(quantity);
    }

    public String describe() {
        return quantity.stripTrailingZeros().toPlainString() + " " + material.unit().symbol() + " "
                + material.description();
    }
}
