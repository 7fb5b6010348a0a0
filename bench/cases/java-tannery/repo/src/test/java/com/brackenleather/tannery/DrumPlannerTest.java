package com.brackenleather.tannery;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class DrumPlannerTest {

    private static List<String> ids(DrumLoad load) {
        List<String> ids = new ArrayList<>();
        for (Hide hide : load.hides()) {
            ids.add(hide.id());
        }
        return ids;
    }

    private static Hide pelt(String id, double kg) {
        return new Hide(id, Species.COW, kg).weighPelt(kg);
    }

    @Test
    void heaviestFirstIntoFirstDrumWithRoom() {
        List<Hide> lot = List.of(pelt("a", 40), pelt("b", 70), pelt("c", 30), pelt("d", 60), pelt("e", 20));
        List<DrumLoad> loads = new DrumPlanner(100).plan(lot);
        assertEquals(3, loads.size());
        assertEquals(List.of("b", "c"), ids(loads.get(0)));
        assertEquals(List.of("d", "a"), ids(loads.get(1)));
        assertEquals(List.of("e"), ids(loads.get(2)));
        assertEquals(3, loads.get(2).number());
    }

    @Test
    void exactFitIsAllowed() {
        List<DrumLoad> loads = new DrumPlanner(100).plan(List.of(pelt("a", 50), pelt("b", 50)));
        assertEquals(1, loads.size());
    }

    @Test
    void equalWeightsKeepIdOrder() {
        List<DrumLoad> loads = new DrumPlanner(100).plan(List.of(pelt("z", 30), pelt("m", 30), pelt("a", 30)));
        assertEquals(List.of("a", "m", "z"), ids(loads.get(0)));
    }

    @Test
    void peltTooHeavyForAnyDrum() {
        assertThrows(IllegalArgumentException.class, () -> new DrumPlanner(50).plan(List.of(pelt("x", 51))));
    }

    @Test
    void emptyLotNeedsNoDrums() {
        assertEquals(0, new DrumPlanner(100).plan(List.of()).size());
    }
}
