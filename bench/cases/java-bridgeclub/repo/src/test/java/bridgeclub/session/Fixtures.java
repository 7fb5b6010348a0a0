package bridgeclub.session;

import java.util.Map;

/** A four-table Mitchell, four boards a round, as the scorer typed it in on the night. */
final class Fixtures {

    static final String TUESDAY = String.join("\n",
            "# board  ns  ew  contract  declarer  tricks",
            "1  1  2  4S    N  10",
            "1  2  3  4S    N  11",
            "1  3  4  4S    S  9",
            "1  4  1  3NT   N  9",
            "",
            "2  1  3  3NT   S  9",
            "2  2  4  3NT   S  10",
            "2  3  1  5CX   W  8",
            "2  4  2  3NT   N  8",
            "",
            "3  1  4  4H    E  10",
            "3  2  1  4H    E  9",
            "3  3  2  5DX   S  9",
            "3  4  3  4H    W  11",
            "",
            "4  1  1  2S    W  8",
            "4  2  2  Pass",
            "4  3  3  3C    N  9",
            "4  4  4  2S    W  9",
            "");

    private Fixtures() {
    }

    static Map<Integer, Traveller> tuesday() {
        return ResultSheet.parse(TUESDAY);
    }
}
