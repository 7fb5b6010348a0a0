package org.example.chronometer;

import java.util.ArrayList;
import java.util.List;

/**
 * The 14-day test programme: two days in each of five positions at 23 degrees, three days
 * dial up at 8, 23 and 38 degrees, and a last day crown up after the movement was let down
 * and restarted (rate resumption).
 */
public final class Schedule {

    public static final double ROOM = 23.0;
    public static final double COLD = 8.0;
    public static final double HOT = 38.0;

    /** Days 1-10: the positional days. */
    public static final int POSITIONAL_DAYS = 10;
    public static final int COLD_DAY = 11;
    public static final int HOT_DAY = 13;
    public static final int RESUMPTION_DAY = 14;
    public static final int DAYS = 14;

    private static final Position[] POSITIONS = {
        Position.CROWN_UP, Position.CROWN_LEFT, Position.CROWN_DOWN, Position.DIAL_DOWN, Position.DIAL_UP,
    };

    private Schedule() {
    }

    public static Position position(int day) {
        checkDay(day);
        if (day <= POSITIONAL_DAYS) {
            return POSITIONS[(day - 1) / 2];
        }
        return day == RESUMPTION_DAY ? Position.CROWN_UP : Position.DIAL_UP;
    }

    public static double temperature(int day) {
        checkDay(day);
        if (day == COLD_DAY) {
            return COLD;
        }
        if (day == HOT_DAY) {
            return HOT;
        }
        return ROOM;
    }

    /**
     * The daily rates of a test from the watch's error against the time signal, read at the
     * same hour each day: {@code errors[0]} when the test starts, {@code errors[d]} at the end
     * of day d. A day's rate is its change in error.
     */
    public static List<DailyRate> rates(double[] errors) {
        if (errors.length != DAYS + 1) {
            throw new IllegalArgumentException("a test has " + (DAYS + 1) + " readings, got " + errors.length);
        }
        List<DailyRate> rates = new ArrayList<>();
        for (int day = 1; day <= DAYS; day++) {
            double rate = Math.round((errors[day] - errors[day - 1]) * 100) / 100.0;
            rates.add(new DailyRate(day, position(day), temperature(day), rate));
        }
        return rates;
    }

    private static void checkDay(int day) {
        if (day < 1 || day > DAYS) {
            throw new IllegalArgumentException("no test day " + day);
        }
    }
}
