package org.example.dragonboat;

import static org.example.dragonboat.Races.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ProgressionTest {
    @Test
    void ranksEveryFinisherAcrossTheHeats() {
        List<Progression.Entry> ranking = Progression.ranking(saturday());
        assertEquals(7, ranking.size());
        assertEquals(THAMES_FIRE, ranking.get(0).crew());
        assertEquals("1:01.50", ranking.get(0).time().toString());
        assertEquals("Heat 1", ranking.get(1).heat());
    }

    @Test
    void takesTheFastestThrough() {
        assertEquals(List.of(THAMES_FIRE, RED_LANTERNS, DRAGONS_A, PADDLE_QUEENS),
                Progression.qualifiers(saturday(), 4));
    }

    @Test
    void seedsTheFinal() {
        assertEquals(Map.of(3, THAMES_FIRE, 4, RED_LANTERNS, 2, DRAGONS_A,
                        5, PADDLE_QUEENS, 1, TIGER_PAWS, 6, WATER_TIGERS),
                Progression.nextRound(saturday(), 6));
    }
}
