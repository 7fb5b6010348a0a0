package com.glenbrae.distillery;

import java.time.LocalDate;
import java.util.Objects;

/** One filled cask in the warehouse. */
public final class Cask {

    private final String number;
    private final CaskType type;
    private final LocalDate filled;
    private double litres;
    private double abv;

    public Cask(String number, CaskType type, LocalDate filled, double litres, double abv) {
        this.number = Objects.requireNonNull(number, "number");
        this.type = Objects.requireNonNull(type, "type");
        this.filled = Objects.requireNonNull(filled, "filled");
        if (litres <= 0 || litres > type.capacityLitres()) {
            throw new IllegalArgumentException(
                    "cask " + number + ": " + litres + " l does not fit a " + type.description());
        }
        Strength.checkAbv(abv);
        this.number.chars().forEach(c -> {
            if (Character.isWhitespace(c)) {
                throw new IllegalArgumentException("cask number with a space: '" + number + "'");
            }
        });
        this.litres = litres;
        this.abv = abv;
    }

    public String number() {
        return number;
    }

    public CaskType type() {
        return type;
    }

    public LocalDate filled() {
        return filled;
    }

    public double litres() {
        return litres;
    }

    public double abv() {
        return abv;
    }

    public double lpa() {
        return Strength.lpa(litres, abv);
    }

    /** Record a new dip and strength reading after regauging. */
    public void regauge(double litres, double abv) {
        if (litres < 0 || litres > type.capacityLitres()) {
            throw new IllegalArgumentException("cask " + number + ": bad gauge " + litres + " l");
        }
        Strength.checkAbv(abv);
        this.litres = litres;
        this.abv = abv;
    }

    /** Draw {@code amount} litres off for bottling or vatting. */
    public void draw(double amount) {
        if (amount <= 0 || amount > litres) {
            throw new IllegalArgumentException(
                    "cask " + number + ": cannot draw " + amount + " l from " + litres + " l");
        }
        litres -= amount;
    }

    public boolean isEmpty() {
        return litres == 0;
    }

    @Override
    public String toString() {
        return String.format("%s (%s, %s, %.1f l at %.1f%%)", number, type.description(), filled, litres, abv);
    }
}
