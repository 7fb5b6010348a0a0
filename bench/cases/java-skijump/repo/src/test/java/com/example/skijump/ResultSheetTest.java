package com.example.skijump;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class ResultSheetTest {
    @Test
    void completeCompetition() {
        String expected = String.join("\n",
                "Lahti HS130 (K116, HS130)",
                "Rank Name                     Dist1    Pts1   Dist2    Pts2   Total",
                "1    Stefan Kraft             122.0   127.1   125.0   131.9   259.0",
                "2    Halvor Egner Granerud    124.5   125.1   126.0   129.4   254.5",
                "3    Ryoyu Kobayashi          121.0   126.4   123.0   127.8   254.2",
                "4    Anze Lanisek             117.5   120.7                   120.7",
                "5    Kamil Stoch              118.0   114.4                   114.4",
                "");
        assertEquals(expected, ResultSheet.render(Lahti.complete()));
    }

    @Test
    void oneRound() {
        Competition competition = new Competition(Hills.RASTBICHL, List.of("A", "B"), 2);
        StyleMarks marks = new StyleMarks(17.5, 18.0, 18.0, 18.5, 18.0);
        competition.recordRound(10, List.of(new Jump("A", 93.5, marks, -0.5, 10), new Jump("B", 89.0, marks, 0.0, 10)));
        String expected = String.join("\n",
                "Rastbichl HS100 (K90, HS100)",
                "Rank Name                     Dist1    Pts1   Total",
                "1    A                         93.5   124.6   124.6",
                "2    B                         89.0   112.0   112.0",
                "");
        assertEquals(expected, ResultSheet.render(competition));
    }
}
