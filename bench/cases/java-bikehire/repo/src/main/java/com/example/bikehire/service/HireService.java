package com.example.bikehire.service;

import com.example.bikehire.util.Durations;
import com.example.bikehire.util.Money;
import java.util.List;

/** Charges and receipts for hires. */
public class HireService {
    public static final int BLOCK_MINUTES = 15;

    /** The charge for a hire in cents: each started block at the bike's price, capped at the day's cap. */
    public long charge(Hire hire) {
        long minutes = Durations.minutesBetween(hire.start(), hire.end());
        int blocks = Durations.blocks(minutes, BLOCK_MINUTES);
        long price = (long) blocks * hire.bike().blockPrice();
        return Math.min(price, hire.bike().dayCap());
    }

    public long total(List<Hire> hires) {
        return hires.stream().mapToLong(this::charge).sum();
    }

    public String receipt(Hire hire) {
        long minutes = Durations.minutesBetween(hire.start(), hire.end());
        return String.format("%s, %s bike, %d min: %s", hire.rider(), hire.bike().name().toLowerCase(), minutes,
                Money.format(charge(hire)));
    }
}
