package org.example.chronometer;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** Works out the criteria of a finished test and checks them against the limits. */
public final class Certifier {

    public Results certify(String serial, List<DailyRate> rates) {
        if (rates.size() != Schedule.DAYS) {
            throw new IllegalArgumentException(serial + ": " + rates.size() + " daily rates, need " + Schedule.DAYS);
        }
        List<DailyRate> positional = rates.subList(0, Schedule.POSITIONAL_DAYS);

        double meanRate = mean(positional);

        double sumVariation = 0;
        double greatestVariation = 0;
        for (int i = 0; i < positional.size(); i += 2) {
            double variation = Math.abs(positional.get(i).rate() - positional.get(i + 1).rate());
            sumVariation += variation;
            greatestVariation = Math.max(greatestVariation, variation);
        }
        double meanVariation = sumVariation / (positional.size() / 2);

        double vertical = mean(positional.stream().filter(r -> r.position().isVertical()).toList());
        double horizontal = mean(positional.stream().filter(r -> !r.position().isVertical()).toList());
        double hvDifference = vertical - horizontal;

        double fastest = positional.stream().mapToDouble(DailyRate::rate).max().orElseThrow();
        double slowest = positional.stream().mapToDouble(DailyRate::rate).min().orElseThrow();
        double largestVariation = fastest - slowest;

        DailyRate cold = rates.get(Schedule.COLD_DAY - 1);
        DailyRate hot = rates.get(Schedule.HOT_DAY - 1);
        double thermal = (hot.rate() - cold.rate()) / (hot.temperature() - cold.temperature());

        double firstDays = (positional.get(0).rate() + positional.get(1).rate()) / 2;
        double resumption = rates.get(Schedule.RESUMPTION_DAY - 1).rate() - firstDays;

        Map<Criterion, Double> values = new EnumMap<>(Criterion.class);
        values.put(Criterion.MEAN_DAILY_RATE, round(meanRate));
        values.put(Criterion.MEAN_VARIATION, round(meanVariation));
        values.put(Criterion.GREATEST_VARIATION, round(greatestVariation));
        values.put(Criterion.HV_DIFFERENCE, round(hvDifference));
        values.put(Criterion.LARGEST_VARIATION, round(largestVariation));
        values.put(Criterion.THERMAL_VARIATION, Math.round(thermal * 1000) / 1000.0);
        values.put(Criterion.RATE_RESUMPTION, round(resumption));

        List<Criterion> failures = new ArrayList<>();
        check(failures, Criterion.MEAN_DAILY_RATE, meanRate, Limits.MEAN_DAILY_RATE_MIN, Limits.MEAN_DAILY_RATE_MAX);
        check(failures, Criterion.MEAN_VARIATION, meanVariation, 0, Limits.MEAN_VARIATION_MAX);
        check(failures, Criterion.GREATEST_VARIATION, greatestVariation, 0, Limits.GREATEST_VARIATION_MAX);
        check(failures, Criterion.HV_DIFFERENCE, hvDifference, Limits.HV_DIFFERENCE_MIN, Limits.HV_DIFFERENCE_MAX);
        check(failures, Criterion.LARGEST_VARIATION, largestVariation, 0, Limits.LARGEST_VARIATION_MAX);
        check(failures, Criterion.THERMAL_VARIATION, thermal, -Limits.THERMAL_MAX, Limits.THERMAL_MAX);
        check(failures, Criterion.RATE_RESUMPTION, resumption, -Limits.RESUMPTION_MAX, Limits.RESUMPTION_MAX);
        return new Results(serial, values, failures);
    }

    private static void check(List<Criterion> failures, Criterion criterion, double value, double min, double max) {
        if (value < min || value > max) {
            failures.add(criterion);
        }
    }

    static double mean(List<DailyRate> rates) {
        return rates.stream().mapToDouble(DailyRate::rate).average().orElseThrow();
    }

    private static double round(double value) {
        return Math.round(value * 100) / 100.0;
    }
}
