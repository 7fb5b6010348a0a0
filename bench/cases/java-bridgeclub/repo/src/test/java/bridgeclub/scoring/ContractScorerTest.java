package bridgeclub.scoring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import bridgeclub.model.Contract;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

class ContractScorerTest {

    @ParameterizedTest(name = "{0} taking {1}, vulnerable {2}: {3}")
    @CsvSource({
        "1NT, 7, false, 90",
        "2S, 8, false, 110",
        "2S, 9, false, 140",
        "3NT, 9, false, 400",
        "3NT, 10, false, 430",
        "3NT, 9, true, 600",
        "4H, 10, false, 420",
        "4H, 11, true, 650",
        "5D, 11, false, 400",
        "3C, 10, false, 130",
        "6S, 12, true, 1430",
        "6NT, 12, false, 990",
        "7NT, 13, false, 1520",
        "7C, 13, true, 2140",
    })
    void madeContracts(String contract, int tricks, boolean vulnerable, int expected) {
        assertEquals(expected, ContractScorer.score(Contract.parse(contract), tricks, vulnerable));
    }

    @ParameterizedTest(name = "{0} taking {1}, vulnerable {2}: {3}")
    @CsvSource({
        "2HX, 8, false, 470",
        "4SX, 10, false, 590",
        "4SX, 11, true, 990",
        "1NTXX, 7, false, 560",
        "3DX, 10, false, 570",
        "1CX, 7, true, 140",
        "2CXX, 8, false, 560",
    })
    void doubledContractsMade(String contract, int tricks, boolean vulnerable, int expected) {
        assertEquals(expected, ContractScorer.score(Contract.parse(contract), tricks, vulnerable));
    }

    @ParameterizedTest(name = "{0} taking {1}, vulnerable {2}: {3}")
    @CsvSource({
        "3NT, 8, false, -50",
        "3NT, 8, true, -100",
        "4H, 7, false, -150",
        "4SX, 9, false, -100",
        "4SX, 8, false, -300",
        "4SX, 7, false, -500",
        "4SX, 6, false, -800",
        "4SX, 9, true, -200",
        "4SX, 8, true, -500",
        "4SX, 7, true, -800",
        "3NTXX, 7, true, -1000",
        "5DX, 8, false, -500",
    })
    void contractsGoingDown(String contract, int tricks, boolean vulnerable, int expected) {
        assertEquals(expected, ContractScorer.score(Contract.parse(contract), tricks, vulnerable));
    }

    @Test
    void passedOutScoresNothing() {
        assertEquals(0, ContractScorer.score(Contract.PASSED_OUT, 0, true));
    }

    @Test
    void rejectsImpossibleTricks() {
        assertThrows(IllegalArgumentException.class,
                () -> ContractScorer.score(Contract.parse("1S"), 14, false));
    }
}
