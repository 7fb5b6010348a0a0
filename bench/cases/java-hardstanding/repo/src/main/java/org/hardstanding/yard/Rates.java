package org.hardstanding.yard;

/** The yard's tariff in pence. */
public record Rates(int perMetreMonth, int perMetreNight, int lift, int shortStayNights) {
    public static final Rates STANDARD = new Rates(1_450, 95, 18_000, 14);
}
