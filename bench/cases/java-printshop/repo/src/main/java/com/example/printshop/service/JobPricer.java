package com.example.printshop.service;

import com.example.printshop.model.PrintJob;
import com.example.printshop.pricing.Rates;
import com.example.printshop.pricing.Tax;
import com.example.printshop.util.Money;

/** Prices a print job: paper and toner, the bulk discount, then VAT. */
public class JobPricer {
    public long paperCents(PrintJob job) {
        return job.sheets() * job.size().sheetCents();
    }

    public long tonerCents(PrintJob job) {
        return job.printedPages() * Rates.tonerCents(job.colour()) * job.size().tonerFactor();
    }

    public long discountCents(PrintJob job) {
        if (job.printedPages() < Rates.BULK_FROM_PAGES) {
            return 0;
        }
        return Money.percentOf(tonerCents(job), Rates.BULK_DISCOUNT_PERCENT);
    }

    public long netCents(PrintJob job) {
        return paperCents(job) + tonerCents(job) - discountCents(job);
    }

    public long totalCents(PrintJob job) {
        long net = netCents(job);
        return net + Tax.vatCents(net);
    }
}
