package bridgeclub.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class BoardTest {

    @Test
    void dealerGoesRoundTheTable() {
        assertEquals(Seat.NORTH, new Board(1).dealer());
        assertEquals(Seat.EAST, new Board(2).dealer());
        assertEquals(Seat.SOUTH, new Board(3).dealer());
        assertEquals(Seat.WEST, new Board(4).dealer());
        assertEquals(Seat.NORTH, new Board(5).dealer());
        assertEquals(Seat.WEST, new Board(16).dealer());
    }

    @Test
    void vulnerabilityFollowsTheSixteenBoardCycle() {
        assertEquals(Vulnerability.NONE, new Board(1).vulnerability());
        assertEquals(Vulnerability.NS, new Board(2).vulnerability());
        assertEquals(Vulnerability.EW, new Board(3).vulnerability());
        assertEquals(Vulnerability.BOTH, new Board(4).vulnerability());
        assertEquals(Vulnerability.NS, new Board(5).vulnerability());
        assertEquals(Vulnerability.NONE, new Board(8).vulnerability());
        assertEquals(Vulnerability.BOTH, new Board(13).vulnerability());
        assertEquals(Vulnerability.EW, new Board(16).vulnerability());
        assertEquals(Vulnerability.NONE, new Board(17).vulnerability());
        assertEquals(Vulnerability.NS, new Board(18).vulnerability());
    }

    @Test
    void vulnerabilityBySide() {
        assertTrue(Vulnerability.NS.isVulnerable(Side.NS));
        assertFalse(Vulnerability.NS.isVulnerable(Side.EW));
        assertTrue(Vulnerability.BOTH.isVulnerable(Side.EW));
        assertFalse(Vulnerability.NONE.isVulnerable(Side.NS));
    }

    @Test
    void boardsStartAtOne() {
        assertThrows(IllegalArgumentException.class, () -> new Board(0));
    }

    @Test
    void describesItself() {
        assertEquals("Board 7 (S/All)", new Board(7).toString());
    }
}
