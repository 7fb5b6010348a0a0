package com.example.vineyard;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Turns block estimates and maturity samples into a picking schedule for one crew. Blocks are
 * picked in order of their projected ripe day (whites before reds on the same day), the crew
 * picks at most {@code tonnesPerDay} a day and never on a Sunday, and a block that is not ripe
 * yet is not started before its day.
 */
public final class HarvestPlanner {

    /** A block and the day it may be started. */
    public record Entry(Block block, LocalDate readyOn) {
    }

    /** The plan: picking days in order, and blocks that could not be dated. */
    public record Plan(List<PickDay> days, List<String> unscheduled) {

        public double totalTonnes() {
            return days.stream().mapToDouble(PickDay::tonnes).sum();
        }

        public Optional<LocalDate> lastDay() {
            return days.stream().map(PickDay::date).max(Comparator.naturalOrder());
        }

        public List<PickDay> forBlock(String code) {
            return days.stream().filter(d -> d.blockCode().equals(code)).toList();
        }
    }

    private static final double EPSILON = 1e-9;

    private final double tonnesPerDay;

    public HarvestPlanner(double tonnesPerDay) {
        if (tonnesPerDay <= 0) {
            throw new IllegalArgumentException("crew capacity must be positive: " + tonnesPerDay);
        }
        this.tonnesPerDay = tonnesPerDay;
    }

    public double tonnesPerDay() {
        return tonnesPerDay;
    }

    /** When each block may be started: its projected ripe day, but not before {@code start}. */
    public List<Entry> order(List<Block> blocks, Map<String, List<MaturitySample>> samples, LocalDate start,
                             List<String> unscheduled) {
        List<Entry> entries = new ArrayList<>();
        for (Block block : blocks) {
            List<MaturitySample> own = samples.getOrDefault(block.code(), List.of());
            Optional<LocalDate> ripe = Maturity.projectedRipeDate(own, block.variety());
            if (ripe.isEmpty()) {
                unscheduled.add(block.code());
                continue;
            }
            LocalDate ready = ripe.get().isBefore(start) ? start : ripe.get();
            entries.add(new Entry(block, ready));
        }
        entries.sort(Comparator.comparing(Entry::readyOn)
                .thenComparing(e -> e.block().variety().colour())
                .thenComparing(e -> e.block().code()));
        return entries;
    }

    public Plan plan(List<Block> blocks, Map<String, List<MaturitySample>> samples, LocalDate start) {
        List<String> unscheduled = new ArrayList<>();
        List<Entry> entries = order(blocks, samples, start, unscheduled);

        List<PickDay> days = new ArrayList<>();
        LocalDate day = null;
        double usedToday = 0;
        for (Entry entry : entries) {
            if (day == null || day.isBefore(entry.readyOn())) {
                day = entry.readyOn();
                usedToday = 0;
            }
            double remaining = entry.block().estimatedTonnes();
            while (remaining > EPSILON) {
                day = workingDay(day);
                double room = tonnesPerDay - usedToday;
                if (room <= EPSILON) {
                    day = day.plusDays(1);
                    usedToday = 0;
                    continue;
                }
                double picked = Math.min(room, remaining);
                days.add(new PickDay(day, entry.block().code(), picked));
                usedToday += picked;
                remaining -= picked;
            }
        }
        return new Plan(days, unscheduled);
    }

    /** The same day, or the Monday after if it falls on a Sunday. */
    static LocalDate workingDay(LocalDate day) {
        return day.getDayOfWeek() == DayOfWeek.SUNDAY ? day.plusDays(1) : day;
    }
}
