package com.example.numismat;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** Dollar amounts, rounded to cents. */
public final class Money {

    private Money() {
    }

    public static double round(double dollars) {
        return BigDecimal.valueOf(dollars).setScale(2, RoundingMode.HALF_UP).doubleValue();
    }

    public static String format(double dollars) {
        return String.format(java.util.Locale.ROOT, "$%,.2f", dollars);
    }
}
