package com.example.skijump;

import java.util.List;

/** A five-man competition on the large hill in Lahti, three in the final round. */
final class Lahti {
    private Lahti() {
    }

    static final List<String> START_LIST = List.of(
            "Kamil Stoch", "Halvor Egner Granerud", "Ryoyu Kobayashi", "Stefan Kraft", "Anze Lanisek");

    /** Round one from gate 14; the jury lowered to gate 13 after the third jumper. */
    static final List<Jump> ROUND_ONE = List.of(
            new Jump("Kamil Stoch", 118.0, new StyleMarks(18.0, 18.0, 18.5, 18.0, 17.5), 0.4, 14),
            new Jump("Halvor Egner Granerud", 124.5, new StyleMarks(19.0, 19.0, 18.5, 19.0, 19.0), 0.9, 14),
            new Jump("Ryoyu Kobayashi", 121.0, new StyleMarks(18.5, 18.5, 18.5, 19.0, 18.0), -0.2, 14),
            new Jump("Stefan Kraft", 122.0, new StyleMarks(18.5, 19.0, 18.5, 18.5, 18.5), 0.6, 13),
            new Jump("Anze Lanisek", 117.5, new StyleMarks(18.0, 18.0, 18.0, 18.0, 18.0), 0.2, 13));

    /** The final round from gate 13; the jury lowered to gate 12 for the last jumper. */
    static final List<Jump> FINAL_ROUND = List.of(
            new Jump("Halvor Egner Granerud", 126.0, new StyleMarks(19.0, 19.0, 19.0, 19.0, 18.5), 0.7, 13),
            new Jump("Ryoyu Kobayashi", 123.0, new StyleMarks(18.5, 19.0, 18.5, 18.5, 19.0), 0.1, 13),
            new Jump("Stefan Kraft", 125.0, new StyleMarks(19.0, 19.0, 18.5, 18.5, 19.0), 0.8, 12));

    static Competition afterRoundOne() {
        Competition competition = new Competition(Hills.LAHTI, START_LIST, 3);
        competition.recordRound(14, ROUND_ONE);
        return competition;
    }

    static Competition complete() {
        Competition competition = afterRoundOne();
        competition.recordRound(13, FINAL_ROUND);
        return competition;
    }
}
