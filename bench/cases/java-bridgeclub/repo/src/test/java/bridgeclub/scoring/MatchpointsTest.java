package bridgeclub.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class MatchpointsTest {

    @Test
    void twoForEachScoreBeatenOneForEachTied() {
        assertEquals(List.of(5, 5, 8, 2, 0), Matchpoints.award(List.of(420, 420, 450, 170, -100)));
    }

    @Test
    void allEqualSharesTheBoard() {
        assertEquals(List.of(2, 2, 2), Matchpoints.award(List.of(110, 110, 110)));
    }

    @Test
    void tops() {
        assertEquals(8, Matchpoints.top(5));
        assertEquals(0, Matchpoints.top(1));
        assertEquals(0, Matchpoints.top(0));
    }
}
