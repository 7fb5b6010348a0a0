package com.brightcurl.salon;

import java.util.Objects;

/**
 * One line of the price list. The base price is what a stylist at the
 * {@link StylistLevel#STYLIST} level charges.
 */
public record SalonService(String code, String name, Category category, int minutes, Money basePrice) {

    public SalonService {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(category, "category");
        Objects.requireNonNull(basePrice, "basePrice");
        if (minutes <= 0) {
            throw new IllegalArgumentException(code + ": duration must be positive, was " + minutes);
        }
        if (basePrice.isNegative()) {
            throw new IllegalArgumentException(code + ": negative price " + basePrice);
        }
    }
}
