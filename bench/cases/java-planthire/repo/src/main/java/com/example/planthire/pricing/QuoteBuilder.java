package com.example.planthire.pricing;

import com.example.planthire.Money;
import java.util.ArrayList;
import java.util.List;

/** Builds the quote for one or more hires. */
public final class QuoteBuilder {
    public static final int WAIVER_PERCENT = 10;
    public static final int VAT_PERCENT = 20;
    /** Delivery and collection, each way, by zone (0 = collected from the depot). */
    static final long[] TRANSPORT = {0, 3500, 5500, 8500};

    private final List<Hire> hires = new ArrayList<>();

    public QuoteBuilder add(Hire hire) {
        hires.add(hire);
        return this;
    }

    public Quote build() {
        List<QuoteLine> lines = new ArrayList<>();
        long net = 0;
        long deposit = 0;
        for (Hire h : hires) {
            int days = HireDays.chargeable(h.delivery(), h.collection());
            long hire = RateCalculator.hireCharge(h.machine(), days);
            lines.add(new QuoteLine(h.machine().name() + ", " + days + " days", hire));
            net += hire;
            if (h.waiver()) {
                long waiver = Money.percentOf(hire, WAIVER_PERCENT);
                lines.add(new QuoteLine("  damage waiver", waiver));
                net += waiver;
            }
            long transport = 2 * TRANSPORT[h.zone()];
            if (transport > 0) {
                lines.add(new QuoteLine("  delivery and collection, zone " + h.zone(), transport));
                net += transport;
            }
            deposit += h.machine().deposit();
        }
        long vat = Money.percentOf(net, VAT_PERCENT);
        return new Quote(lines, net, vat, net + vat, deposit);
    }
}
