package handyman.catalogue;

import handyman.money.Money;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.NoSuchElementException;

/** The materials we keep prices for, and the markup we charge customers on them. */
public final class Catalogue {

    private final Map<String, Material> materials = new LinkedHashMap<>();
    private final BigDecimal markupPercent;

    public Catalogue(BigDecimal markupPercent) {
        if (markupPercent.signum() < 0) {
            throw new IllegalArgumentException("negative markup");
        }
        this.markupPercent = markupPercent;
    }

    public Catalogue add(Material material) {
        if (materials.putIfAbsent(material.code(), material) != null) {
            throw new IllegalArgumentException("duplicate material " + material.code());
        }
        return this;
    }

    public Material get(String code) {
        Material material = materials.get(code);
        if (material == null) {
            throw new NoSuchElementException("no material " + code);
        }
        return material;
    }

    public int size() {
        return materials.size();
    }

    public BigDecimal markupPercent() {
        return markupPercent;
    }

    /** What the customer pays for a line: our cost plus the markup. */
    public Money price(MaterialLine line) {
        Money cost = line.cost();
        return cost.plus(cost.percent(markupPercent));
    }
}
