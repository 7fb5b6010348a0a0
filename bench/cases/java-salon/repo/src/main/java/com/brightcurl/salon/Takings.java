package com.brightcurl.salon;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Collection;
import java.util.Map;
import java.util.TreeMap;

/** The end-of-day till summary: gross per stylist, and the VAT inside the total. */
public final class Takings {

    /** Standard rate VAT, 20%: the VAT inside a VAT-inclusive price is one sixth of it. */
    public static final int VAT_PERCENT = 20;

    private final Map<String, Money> byStylist = new TreeMap<>();
    private Money gross = Money.ZERO;
    private int appointments;

    public static Takings of(Collection<Appointment> completed) {
        Takings takings = new Takings();
        for (Appointment appointment : completed) {
            takings.add(appointment.stylist(), appointment.price());
        }
        return takings;
    }

    public void add(String stylist, Money amount) {
        byStylist.merge(stylist, amount, Money::plus);
        gross = gross.plus(amount);
        appointments++;
    }

    public Money gross() {
        return gross;
    }

    public Money vat() {
        BigDecimal vat = BigDecimal.valueOf(gross.pence())
                .multiply(BigDecimal.valueOf(VAT_PERCENT))
                .divide(BigDecimal.valueOf(100 + VAT_PERCENT), 0, RoundingMode.HALF_UP);
        return Money.ofPence(vat.longValueExact());
    }

    public Money net() {
        return gross.minus(vat());
    }

    public int appointments() {
        return appointments;
    }

    public Map<String, Money> byStylist() {
        return new TreeMap<>(byStylist);
    }

    public String summary() {
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<String, Money> e : byStylist.entrySet()) {
            sb.append(String.format("%-12s %10s%n", e.getKey(), e.getValue()));
        }
        sb.append(String.format("%-12s %10s%n", "Gross", gross));
        sb.append(String.format("%-12s %10s%n", "VAT", vat()));
        sb.append(String.format("%-12s %10s%n", "Net", net()));
        sb.append(String.format("%d appointments%n", appointments));
        return sb.toString();
    }
}
