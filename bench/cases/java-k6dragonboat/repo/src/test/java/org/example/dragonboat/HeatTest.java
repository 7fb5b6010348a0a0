package org.example.dragonboat;

import static org.example.dragonboat.Races.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class HeatTest {
    @Test
    void ordersFinishersByTime() {
        assertEquals(List.of(RED_LANTERNS, DRAGONS_A, TIGER_PAWS, DRAGONS_B), heatOne().finishers());
    }

    @Test
    void leavesOutACrewThatDidNotFinish() {
        assertEquals(List.of(THAMES_FIRE, PADDLE_QUEENS, WATER_TIGERS), heatTwo().finishers());
        assertEquals(0, heatTwo().placeOf(IRON_OARS));
    }

    @Test
    void givesPlaces() {
        assertEquals(1, heatOne().placeOf(RED_LANTERNS));
        assertEquals(4, heatOne().placeOf(DRAGONS_B));
    }

    @Test
    void refusesATimeForACrewNotInTheHeat() {
        assertThrows(IllegalArgumentException.class, () -> heatOne().record(THAMES_FIRE, new RaceTime(6000)));
    }

    @Test
    void refusesTwoCrewsInALane() {
        assertThrows(IllegalArgumentException.class, () -> new Heat("H").lane(1, DRAGONS_A).lane(1, DRAGONS_B));
    }
}
