package com.example.vineyard;

import static com.example.vineyard.Fixtures.day;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class HarvestPlannerTest {

    private final Map<String, List<MaturitySample>> samples = Fixtures.samples();
    private final HarvestPlanner planner = new HarvestPlanner(8.0);

    @Test
    void ordersBlocksByRipeDay() {
        List<String> unscheduled = new ArrayList<>();
        List<HarvestPlanner.Entry> order = planner.order(Fixtures.BLOCKS, samples, day("2024-03-05"), unscheduled);
        assertEquals(List.of("N2", "S1", "N1", "S2"), order.stream().map(e -> e.block().code()).toList());
        assertEquals(List.of(day("2024-03-06"), day("2024-03-14"), day("2024-03-15"), day("2024-03-27")),
                order.stream().map(HarvestPlanner.Entry::readyOn).toList());
        assertEquals(List.of("E1"), unscheduled);
    }

    @Test
    void whitesGoFirstOnTheSameDay() {
        Block red = new Block("R", Variety.PINOT_NOIR, 1, 10, 100, 20, 100);
        Block white = new Block("W", Variety.CHARDONNAY, 1, 10, 100, 20, 100);
        Map<String, List<MaturitySample>> ripe = Map.of(
                "R", List.of(Fixtures.sample("R", "2024-03-01", 24.0, 6.5, 3.4)),
                "W", List.of(Fixtures.sample("W", "2024-03-01", 23.0, 7.0, 3.3)));
        List<HarvestPlanner.Entry> order = planner.order(List.of(red, white), ripe, day("2024-03-05"), new ArrayList<>());
        assertEquals(List.of("W", "R"), order.stream().map(e -> e.block().code()).toList());
        assertEquals(day("2024-03-05"), order.get(0).readyOn());
    }

    @Test
    void plansTheVintage() {
        HarvestPlanner.Plan plan = planner.plan(Fixtures.BLOCKS, samples, day("2024-03-05"));
        assertEquals(List.of(
                new PickDay(day("2024-03-06"), "N2", 8.0),
                new PickDay(day("2024-03-07"), "N2", 3.4)), rounded(plan.forBlock("N2")));
        assertEquals(List.of(
                new PickDay(day("2024-03-15"), "N1", 4.595),
                new PickDay(day("2024-03-16"), "N1", 8.0),
                new PickDay(day("2024-03-18"), "N1", 3.421)), rounded(plan.forBlock("N1")));
        assertEquals(day("2024-03-29"), plan.lastDay().orElseThrow());
        assertEquals(61.2432, plan.totalTonnes(), 1e-9);
        assertEquals(List.of("E1"), plan.unscheduled());
    }

    @Test
    void neverPicksOnSunday() {
        HarvestPlanner.Plan plan = planner.plan(Fixtures.BLOCKS, samples, day("2024-03-05"));
        for (PickDay d : plan.days()) {
            assertEquals(false, d.date().getDayOfWeek() == java.time.DayOfWeek.SUNDAY, d.toString());
        }
        assertEquals(day("2024-03-11"), HarvestPlanner.workingDay(day("2024-03-10")));
        assertEquals(day("2024-03-09"), HarvestPlanner.workingDay(day("2024-03-09")));
    }

    @Test
    void needsACrew() {
        assertThrows(IllegalArgumentException.class, () -> new HarvestPlanner(0));
    }

    private static List<PickDay> rounded(List<PickDay> days) {
        List<PickDay> out = new ArrayList<>();
        for (PickDay d : days) {
            LocalDate date = d.date();
            out.add(new PickDay(date, d.blockCode(), Math.round(d.tonnes() * 1000) / 1000.0));
        }
        return out;
    }
}
