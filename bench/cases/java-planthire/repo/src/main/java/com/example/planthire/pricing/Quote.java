package com.example.planthire.pricing;

import com.example.planthire.Money;
import java.util.List;

/** The lines of a quote; the last line is the total. */
public record Quote(List<QuoteLine> lines, long net, long vat, long total, long deposit) {
    public String render() {
        StringBuilder sb = new StringBuilder();
        for (QuoteLine l : lines) {
            sb.append(String.format("%-34s %12s%n", l.label(), Money.format(l.pence())));
        }
        sb.append(String.format("%-34s %12s%n", "Net", Money.format(net)));
        sb.append(String.format("%-34s %12s%n", "VAT 20%", Money.format(vat)));
        sb.append(String.format("%-34s %12s%n", "Total", Money.format(total)));
        sb.append(String.format("%-34s %12s%n", "Deposit (refundable)", Money.format(deposit)));
        return sb.toString();
    }
}
