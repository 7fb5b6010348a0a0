package com.example.printshop.service;

import com.example.printshop.model.PrintJob;
import com.example.printshop.util.Money;
import java.util.ArrayList;
import java.util.List;

/** A customer's quote: one line per job, then the total including VAT. */
public class Quote {
    private final JobPricer pricer;
    private final List<PrintJob> jobs = new ArrayList<>();

    public Quote(JobPricer pricer) {
        this.pricer = pricer;
    }

    public Quote add(PrintJob job) {
        jobs.add(job);
        return this;
    }

    public long totalCents() {
        long total = 0;
        for (PrintJob job : jobs) {
            total += pricer.totalCents(job);
        }
        return total;
    }

    public List<String> lines() {
        List<String> lines = new ArrayList<>();
        for (PrintJob job : jobs) {
            lines.add(String.format("%s: %d x %dp %s %s %s", job.name(), job.copies(), job.pages(),
                    job.size().label(), job.colour() ? "colour" : "mono", Money.format(pricer.totalCents(job))));
        }
        lines.add("Total incl. VAT: " + Money.format(totalCents()));
        return lines;
    }
}
