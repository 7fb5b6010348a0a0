package bridgeclub.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ImpTableTest {

    @ParameterizedTest(name = "{0} points: {1} IMPs")
    @CsvSource({
        "0, 0", "10, 0", "20, 1", "40, 1", "50, 2", "200, 5", "220, 6",
        "430, 10", "490, 10", "500, 11", "1430, 16", "2490, 20", "3990, 23",
        "4000, 24", "9000, 24", "-10, 0", "-500, -11", "-1100, -15",
    })
    void scale(int difference, int imps) {
        assertEquals(imps, ImpTable.imps(difference));
    }

    @ParameterizedTest(name = "{0} against {1}: {2}")
    @CsvSource({"620, 170, 10", "-100, 420, -11", "420, 420, 0"})
    void compare(int ours, int theirs, int imps) {
        assertEquals(imps, ImpTable.compare(ours, theirs));
    }
}
