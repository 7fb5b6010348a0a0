package bridgeclub.session;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ReportTest {

    @Test
    void travellerSheet() {
        assertEquals(String.join("\n",
                "Board 3 (S/E-W)",
                "NS 1  EW 4  4H E =               620   2   4",
                "NS 2  EW 1  4H E -1        100         6   0",
                "NS 3  EW 2  5DX S -2             300   4   2",
                "NS 4  EW 3  4H W +1              650   0   6",
                ""), Report.traveller(Fixtures.tuesday().get(3)));
    }

    @Test
    void rankingSheet() {
        assertEquals(String.join("\n",
                "North-South",
                "1    NS 2     22/24    91.67%",
                "2=   NS 1     12/24    50.00%",
                "2=   NS 3     12/24    50.00%",
                "4    NS 4      2/24     8.33%",
                "East-West",
                "1    EW 4     16/24    66.67%",
                "2=   EW 1     12/24    50.00%",
                "2=   EW 2     12/24    50.00%",
                "4    EW 3      8/24    33.33%",
                ""), Report.ranking(Fixtures.tuesday().values()));
    }
}
