package com.brackenleather.tannery;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A price for a customer's order. Lines are priced from the list, then a volume discount on the whole
 * order's area (5% from 500 sq ft, 10% from 2000 sq ft), then VAT at 20%. All money is in pence.
 */
public final class Quote {
    static final double SMALL_VOLUME_SQ_FT = 500;
    static final double LARGE_VOLUME_SQ_FT = 2000;
    static final int VAT_PERCENT = 20;

    private final PriceList prices;
    private final List<QuoteLine> lines = new ArrayList<>();

    public Quote(PriceList prices) {
        this.prices = prices;
    }

    public Quote add(QuoteLine line) {
        lines.add(line);
        return this;
    }

    public List<QuoteLine> lines() {
        return Collections.unmodifiableList(lines);
    }

    public long linePence(QuoteLine line) {
        long unit = prices.pencePerSqFt(line.species(), line.finish(), line.grade());
        return Math.round(unit * line.sqFt());
    }

    public double totalSqFt() {
        double total = 0;
        for (QuoteLine line : lines) {
            total += line.sqFt();
        }
        return total;
    }

    public long subtotalPence() {
        long total = 0;
        for (QuoteLine line : lines) {
            total += linePence(line);
        }
        return total;
    }

    public int discountPercent() {
        double area = totalSqFt();
        if (area >= LARGE_VOLUME_SQ_FT) {
            return 10;
        }
        if (area >= SMALL_VOLUME_SQ_FT) {
            return 5;
        }
        return 0;
    }

    public long discountPence() {
        return Math.round(subtotalPence() * discountPercent() / 100.0);
    }

    public long netPence() {
        return subtotalPence() - discountPence();
    }

    public long vatPence() {
        return Math.round(netPence() * VAT_PERCENT / 100.0);
    }

    public long totalPence() {
        return netPence() + vatPence();
    }

    public static String formatPence(long pence) {
        String sign = pence < 0 ? "-" : "";
        long abs = Math.abs(pence);
        return String.format("%s£%d.%02d", sign, abs / 100, abs % 100);
    }
}
