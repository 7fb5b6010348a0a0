package org.example.woodyard;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class StatementTest {

    private Statement delivery() {
        Statement s = new Statement("Hollins Farm", new Grader(), PriceList.standard());
        s.add(new RoundLog("H1", Species.OAK, 400, 50, 2));
        s.add(new RoundLog("H2", Species.ASH, 360, 34, 7));
        s.add(new RoundLog("H3", Species.LARCH, 250, 18, 9));
        return s;
    }

    @Test
    void gradesEachLog() {
        Statement s = delivery();
        assertEquals(Grade.PRIME, s.lines().get(0).grade());
        assertEquals(Grade.PLANKING, s.lines().get(1).grade());
        assertEquals(Grade.FENCING, s.lines().get(2).grade());
    }

    @Test
    void totalsTheLines() {
        Statement s = delivery();
        // 0.785 m3 oak prime at 240, 0.327 m3 ash planking at 98, 0.064 m3 larch fencing at 42.75
        assertEquals(18840 + 3205 + 274, s.totalPence());
    }

    @Test
    void rendersOneRowPerLog() {
        String text = delivery().render();
        assertTrue(text.startsWith("Statement for Hollins Farm\n"));
        assertEquals(5, text.split("\n").length);
        assertTrue(text.contains("£223.19"), text);
    }
}
