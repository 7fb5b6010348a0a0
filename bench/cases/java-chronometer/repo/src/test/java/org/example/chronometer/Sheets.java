package org.example.chronometer;

import java.util.List;

/** Daily rates of test movements. */
final class Sheets {

    /** A movement that keeps every limit: fast hanging, slightly slow lying flat. */
    static final double[] GOOD = {5.0, 5.5, 6.5, 5.0, 4.0, 5.0, -1.0, -1.5, -2.0, -1.0, 0.2, 1.0, -2.3, 8.0};

    /** Loses too much at 38 degrees and after restarting. */
    static final double[] HOT_AND_LAZY = {2.0, 2.5, 3.0, 2.0, 1.0, 2.0, 0.0, 1.0, 0.5, 1.0, 4.0, 1.0, -16.0, -4.0};

    private Sheets() {
    }

    /** The error readings a comparison with the time signal gives for these rates, starting 1.5 s fast. */
    static double[] errors(double[] rates) {
        double[] errors = new double[rates.length + 1];
        errors[0] = 1.5;
        for (int i = 0; i < rates.length; i++) {
            errors[i + 1] = errors[i] + rates[i];
        }
        return errors;
    }

    static List<DailyRate> rates(double[] rates) {
        return Schedule.rates(errors(rates));
    }
}
