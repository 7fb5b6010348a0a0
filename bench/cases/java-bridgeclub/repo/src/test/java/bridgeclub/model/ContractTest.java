package bridgeclub.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ContractTest {

    @Test
    void parsesSuitContracts() {
        Contract c = Contract.parse("4H");
        assertEquals(4, c.level());
        assertEquals(Strain.HEARTS, c.strain());
        assertEquals(Doubling.UNDOUBLED, c.doubling());
        assertEquals(10, c.tricksNeeded());
    }

    @Test
    void parsesNoTrumpsAndDoubles() {
        assertEquals(Contract.of(3, Strain.NOTRUMP, Doubling.DOUBLED), Contract.parse("3NTX"));
        assertEquals(Contract.of(3, Strain.NOTRUMP), Contract.parse("3n"));
        assertEquals(Contract.of(2, Strain.DIAMONDS, Doubling.REDOUBLED), Contract.parse("2DXX"));
    }

    @Test
    void parsesPass() {
        assertSame(Contract.PASSED_OUT, Contract.parse("pass"));
        assertTrue(Contract.parse("P").isPassedOut());
    }

    @Test
    void rejectsNonsense() {
        assertThrows(IllegalArgumentException.class, () -> Contract.parse("8S"));
        assertThrows(IllegalArgumentException.class, () -> Contract.parse("4Z"));
        assertThrows(IllegalArgumentException.class, () -> Contract.parse("4HXXX"));
    }

    @Test
    void printsAsWritten() {
        assertEquals("6SXX", Contract.parse("6sxx").toString());
        assertEquals("1NT", Contract.parse("1N").toString());
        assertEquals("Pass", Contract.PASSED_OUT.toString());
    }

    @Test
    void seats() {
        assertEquals(Seat.SOUTH, Seat.parse("s"));
        assertEquals(Seat.WEST, Seat.parse("West"));
        assertEquals(Seat.EAST, Seat.NORTH.next());
        assertEquals(Seat.NORTH, Seat.WEST.next());
        assertEquals(Side.EW, Seat.EAST.side());
        assertEquals(Side.NS, Side.EW.opponents());
    }

    @Test
    void trickScores() {
        assertEquals(40, Strain.NOTRUMP.trickScore(1));
        assertEquals(100, Strain.NOTRUMP.trickScore(3));
        assertEquals(120, Strain.SPADES.trickScore(4));
        assertEquals(100, Strain.CLUBS.trickScore(5));
        assertEquals(0, Strain.HEARTS.trickScore(0));
    }
}
