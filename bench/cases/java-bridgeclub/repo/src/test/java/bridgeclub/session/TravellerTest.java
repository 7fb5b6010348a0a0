package bridgeclub.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import bridgeclub.model.Board;
import bridgeclub.model.Contract;
import bridgeclub.model.Seat;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TravellerTest {

    private final Map<Integer, Traveller> tuesday = Fixtures.tuesday();

    @Test
    void nsScoresOfEachBoard() {
        assertEquals(List.of(420, 450, -50, 400), tuesday.get(1).nsScores());
        assertEquals(List.of(600, 630, 500, -100), tuesday.get(2).nsScores());
        assertEquals(List.of(-620, 100, -300, -650), tuesday.get(3).nsScores());
        assertEquals(List.of(-110, 0, 110, -140), tuesday.get(4).nsScores());
    }

    @Test
    void matchpointsBothWays() {
        Traveller board2 = tuesday.get(2);
        assertEquals(6, board2.top());
        assertEquals(Map.of(1, 4, 2, 6, 3, 2, 4, 0), board2.nsMatchpoints());
        assertEquals(Map.of(3, 2, 4, 0, 1, 4, 2, 6), board2.ewMatchpoints());
    }

    @Test
    void aSacrificeThatCostsLessThanTheGameScoresWell() {
        Traveller board2 = tuesday.get(2);
        assertEquals(4, board2.ewMatchpoints().get(1));
    }

    @Test
    void aPairPlaysABoardOnce() {
        Traveller t = new Traveller(new Board(5));
        t.add(new Result(new Board(5), 1, 1, Contract.parse("1NT"), Seat.SOUTH, 7));
        assertThrows(IllegalArgumentException.class,
                () -> t.add(new Result(new Board(5), 1, 2, Contract.parse("1NT"), Seat.SOUTH, 8)));
        assertThrows(IllegalArgumentException.class,
                () -> t.add(new Result(new Board(6), 2, 2, Contract.parse("1NT"), Seat.SOUTH, 8)));
    }
}
