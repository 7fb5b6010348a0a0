package org.hardstanding.yard;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** The crane's diary: how many lifts are booked on each day, at most so many a day. */
public final class LiftSchedule {
    private final int liftsPerDay;
    private final TreeMap<LocalDate, List<String>> days = new TreeMap<>();

    public LiftSchedule(int liftsPerDay) {
        this.liftsPerDay = liftsPerDay;
    }

    /** Books the boat on the first day from `wanted` with room on the crane; returns that day. */
    public LocalDate book(String boat, LocalDate wanted) {
        LocalDate day = wanted;
        while (days.getOrDefault(day, List.of()).size() >= liftsPerDay) {
            day = day.plusDays(1);
        }
        days.computeIfAbsent(day, d -> new ArrayList<>()).add(boat);
        return day;
    }

    /** How long the boat waits for its lift, in days from when it was wanted. */
    public long waitDays(LocalDate wanted, LocalDate booked) {
        return booked.equals(wanted) ? 0 : StoragePeriods.daysBetween(wanted, booked);
    }

    public Map<LocalDate, List<String>> diary() {
        return new TreeMap<>(days);
    }
}
