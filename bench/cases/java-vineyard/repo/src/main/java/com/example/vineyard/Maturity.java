package com.example.vineyard;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/** Reads a block's berry samples: where the fruit is now and when it will reach its target. */
public final class Maturity {

    /** How far below the target Brix the fruit still counts as green. */
    public static final double GREEN_MARGIN = 4.0;
    /** How far above the target Brix the fruit is still fit to pick. */
    public static final double OVERRIPE_MARGIN = 1.5;

    public enum Status { GREEN, RIPENING, RIPE, OVERRIPE }

    private Maturity() {
    }

    /** The samples in date order (oldest first); the input list is left alone. */
    public static List<MaturitySample> byDate(List<MaturitySample> samples) {
        List<MaturitySample> sorted = new ArrayList<>(samples);
        sorted.sort(Comparator.comparing(MaturitySample::date));
        return sorted;
    }

    public static Optional<MaturitySample> latest(List<MaturitySample> samples) {
        return samples.stream().max(Comparator.comparing(MaturitySample::date));
    }

    /**
     * Rate of sugar accumulation in Brix per day: the least-squares slope of Brix against the
     * day of each sample. Zero when there are fewer than two sample days.
     */
    public static double brixPerDay(List<MaturitySample> samples) {
        List<MaturitySample> sorted = byDate(samples);
        if (sorted.size() < 2) {
            return 0.0;
        }
        LocalDate first = sorted.get(0).date();
        double n = sorted.size();
        double sumX = 0;
        double sumY = 0;
        double sumXY = 0;
        double sumXX = 0;
        for (MaturitySample s : sorted) {
            double x = ChronoUnit.DAYS.between(first, s.date());
            double y = s.brix();
            sumX += x;
            sumY += y;
            sumXY += x * y;
            sumXX += x * x;
        }
        double denominator = n * sumXX - sumX * sumX;
        if (denominator == 0) {
            return 0.0;
        }
        return (n * sumXY - sumX * sumY) / denominator;
    }

    /**
     * Whole days from the latest sample until the fruit reaches {@code targetBrix} at the current
     * rate; zero if it is there already, empty if the sugar is not rising.
     */
    public static Optional<Long> daysToTarget(List<MaturitySample> samples, double targetBrix) {
        Optional<MaturitySample> last = latest(samples);
        if (last.isEmpty()) {
            return Optional.empty();
        }
        double short_ = targetBrix - last.get().brix();
        if (short_ <= 0) {
            return Optional.of(0L);
        }
        double rate = brixPerDay(samples);
        if (rate <= 0) {
            return Optional.empty();
        }
        return Optional.of((long) Math.ceil(short_ / rate));
    }

    /** The day the block is projected to reach its variety's target Brix. */
    public static Optional<LocalDate> projectedRipeDate(List<MaturitySample> samples, Variety variety) {
        Optional<MaturitySample> last = latest(samples);
        if (last.isEmpty()) {
            return Optional.empty();
        }
        return daysToTarget(samples, variety.targetBrix())
                .map(days -> last.get().date().plusDays(days));
    }

    public static Status status(MaturitySample sample, Variety variety) {
        double target = variety.targetBrix();
        if (sample.brix() < target - GREEN_MARGIN) {
            return Status.GREEN;
        }
        if (sample.brix() < target) {
            return Status.RIPENING;
        }
        if (sample.brix() <= target + OVERRIPE_MARGIN) {
            return Status.RIPE;
        }
        return Status.OVERRIPE;
    }

    /** True when acidity and pH are both still inside the variety's limits. */
    public static boolean acidInBalance(MaturitySample sample, Variety variety) {
        return sample.acidity() >= variety.minAcidity() && sample.ph() <= variety.maxPh();
    }
}
