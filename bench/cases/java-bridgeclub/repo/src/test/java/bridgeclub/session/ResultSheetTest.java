package bridgeclub.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import bridgeclub.model.Seat;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ResultSheetTest {

    @Test
    void readsEveryBoard() {
        Map<Integer, Traveller> t = Fixtures.tuesday();
        assertEquals(4, t.size());
        for (Traveller traveller : t.values()) {
            assertEquals(4, traveller.timesPlayed());
        }
        Result first = t.get(3).results().get(2);
        assertEquals(3, first.nsPair());
        assertEquals(2, first.ewPair());
        assertEquals("5DX", first.contract().toString());
        assertEquals(Seat.SOUTH, first.declarer());
        assertEquals(9, first.tricks());
    }

    @Test
    void readsPassedOutBoards() {
        assertTrue(Fixtures.tuesday().get(4).results().get(1).contract().isPassedOut());
    }

    @Test
    void writesWhatItRead() {
        Map<Integer, Traveller> once = Fixtures.tuesday();
        String text = ResultSheet.format(once);
        assertEquals(text, ResultSheet.format(ResultSheet.parse(text)));
        assertTrue(text.startsWith("1 1 2 4S N 10\n1 2 3 4S N 11\n"), text);
    }

    @Test
    void saysWhichLineIsWrong() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ResultSheet.parse("# results\n1 1 2 4S N 10\n1 2 3 4S Q 10\n"));
        assertEquals("line 3: not a seat: Q", e.getMessage());
    }

    @Test
    void aPassHasNoDeclarer() {
        assertThrows(IllegalArgumentException.class, () -> ResultSheet.parse("1 1 2 Pass N 0"));
        assertThrows(IllegalArgumentException.class, () -> ResultSheet.parse("1 1 2 4S N"));
    }
}
