package scrapyard;

import java.time.LocalDate;
import java.util.EnumMap;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;

/**
 * The prices on the board in the yard office, in pence per tonne. A price
 * holds from the day it is chalked up until it is replaced.
 */
public class PriceBoard {

    private final Map<Grade, NavigableMap<LocalDate, Long>> prices = new EnumMap<>(Grade.class);

    public PriceBoard set(Grade grade, LocalDate from, long pencePerTonne) {
        if (pencePerTonne < 0) {
            throw new IllegalArgumentException("negative price for " + grade);
        }
        prices.computeIfAbsent(grade, g -> new TreeMap<>()).put(from, pencePerTonne);
        return this;
    }

    public boolean quotes(Grade grade, LocalDate date) {
        NavigableMap<LocalDate, Long> history = prices.get(grade);
        return history != null && history.floorEntry(date) != null;
    }

    public long priceOn(Grade grade, LocalDate date) {
        NavigableMap<LocalDate, Long> history = prices.get(grade);
        Map.Entry<LocalDate, Long> entry = history == null ? null : history.floorEntry(date);
        if (entry == null) {
            throw new IllegalStateException("no price for " + grade + " on " + date);
        }
        return entry.getValue();
    }

    /** What a given mass of the grade is worth at the board price, rounded down to the penny. */
    public long valueOf(Grade grade, Mass mass, LocalDate date) {
        return mass.grams() * priceOn(grade, date) / 1_000_000L;
    }
}
