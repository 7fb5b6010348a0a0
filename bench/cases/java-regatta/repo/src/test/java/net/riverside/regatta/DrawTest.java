package net.riverside.regatta;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class DrawTest {

    static List<Crew> entries(int n) {
        List<Crew> crews = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            crews.add(Fixtures.single("S" + i, "Club " + i, 30));
        }
        return crews;
    }

    @Test
    void sixLaneOrderFromTheCentre() {
        assertEquals(List.of(3, 4, 2, 5, 1, 6), new Draw().laneOrder());
    }

    @Test
    void fiveLaneOrder() {
        assertEquals(List.of(3, 4, 2, 5, 1), new Draw(5).laneOrder());
    }

    @Test
    void heatCount() {
        Draw draw = new Draw();
        assertEquals(1, draw.heatCount(6));
        assertEquals(2, draw.heatCount(7));
        assertEquals(3, draw.heatCount(13));
    }

    @Test
    void oneHeatSeedsInTheMiddle() {
        List<Crew> crews = entries(4);
        List<Heat> heats = new Draw().heats("W1x", crews);
        assertEquals(1, heats.size());
        Heat h = heats.get(0);
        assertEquals(3, h.laneOf(crews.get(0)));
        assertEquals("S1", h.lanes().get(1).crew().id());
        assertEquals("S2", h.lanes().get(2).crew().id());
        assertEquals("S3", h.lanes().get(0).crew().id());
        assertEquals("S4", h.lanes().get(3).crew().id());
    }

    @Test
    void seedsSnakeAcrossHeats() {
        List<Crew> crews = entries(9);
        List<Heat> heats = new Draw().heats("M1x", crews);
        assertEquals(2, heats.size());
        // S1 S4 S5 S8 S9 in heat 1, S2 S3 S6 S7 in heat 2
        assertEquals(5, heats.get(0).size());
        assertEquals(4, heats.get(1).size());
        assertEquals(3, heats.get(0).laneOf(crews.get(0)));
        assertEquals(3, heats.get(1).laneOf(crews.get(1)));
        assertEquals(4, heats.get(1).laneOf(crews.get(2)));
        assertEquals(4, heats.get(0).laneOf(crews.get(3)));
        assertEquals(1, heats.get(0).laneOf(crews.get(8)));
        assertEquals("M1x heat 2", heats.get(1).label());
    }

    @Test
    void noEntries() {
        assertThrows(IllegalArgumentException.class, () -> new Draw().heats("W8+", List.of()));
    }

    @Test
    void courseNeedsTwoLanes() {
        assertThrows(IllegalArgumentException.class, () -> new Draw(1));
    }
}
