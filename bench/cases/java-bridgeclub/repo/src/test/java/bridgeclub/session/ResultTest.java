package bridgeclub.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import bridgeclub.model.Board;
import bridgeclub.model.Contract;
import bridgeclub.model.Seat;
import org.junit.jupiter.api.Test;

class ResultTest {

    @Test
    void northSouthScoreIsDeclarersWhenTheyDeclare() {
        Result r = new Result(new Board(1), 1, 2, Contract.parse("4S"), Seat.NORTH, 10);
        assertEquals(420, r.declarerScore());
        assertEquals(420, r.nsScore());
    }

    @Test
    void eastWestDeclaringTurnsTheSign() {
        Result r = new Result(new Board(4), 1, 1, Contract.parse("2S"), Seat.WEST, 9);
        assertEquals(140, r.declarerScore());
        assertEquals(-140, r.nsScore());
    }

    @Test
    void defendersScoreThePenalty() {
        Result r = new Result(new Board(4), 3, 2, Contract.parse("3NTX"), Seat.EAST, 7);
        assertEquals(-500, r.declarerScore());
        assertEquals(500, r.nsScore());
    }

    @Test
    void notation() {
        assertEquals("4S N =", new Result(new Board(1), 1, 2, Contract.parse("4S"), Seat.NORTH, 10).notation());
        assertEquals("3NTX E -2", new Result(new Board(4), 3, 2, Contract.parse("3NTX"), Seat.EAST, 7).notation());
        assertEquals("1C W +2", new Result(new Board(1), 1, 2, Contract.parse("1C"), Seat.WEST, 9).notation());
        assertEquals("Pass", Result.passedOut(new Board(1), 1, 2).notation());
    }

    @Test
    void aContractNeedsADeclarer() {
        assertThrows(IllegalArgumentException.class,
                () -> new Result(new Board(1), 1, 2, Contract.parse("4S"), null, 10));
    }
}
