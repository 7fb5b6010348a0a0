package org.example.dragonboat;

import static org.example.dragonboat.Races.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DrawTest {
    @Test
    void seedsFromTheMiddleOut() {
        assertEquals(List.of(3, 4, 2, 5, 1, 6), Draw.seedingOrder(6));
        assertEquals(List.of(3, 4, 2, 5, 1), Draw.seedingOrder(5));
        assertEquals(List.of(1), Draw.seedingOrder(1));
    }

    @Test
    void putsTheFastestInTheMiddle() {
        Map<Integer, Crew> lanes = Draw.seed(List.of(THAMES_FIRE, RED_LANTERNS, DRAGONS_A), 4);
        assertEquals(Map.of(2, THAMES_FIRE, 3, RED_LANTERNS, 1, DRAGONS_A), lanes);
    }
}
