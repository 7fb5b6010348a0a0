package org.example.rifleclub;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/** The scorer's sheet: a line a shooter, `Name; ROUND; X 10 9 10 10 | 10 9 9 X 10 | ...`. */
public final class ScoreSheet {

    private ScoreSheet() {
    }

    public static List<Scorecard> parse(String text) {
        List<Scorecard> cards = new ArrayList<>();
        String[] lines = text.split("\n");
        for (int n = 0; n < lines.length; n++) {
            String line = lines[n].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] parts = line.split(";");
            if (parts.length != 3) {
                throw new IllegalArgumentException("line " + (n + 1) + ": want name; round; marks");
            }
            try {
                cards.add(card(parts[0].strip(), parts[1].strip(), parts[2]));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("line " + (n + 1) + ": " + e.getMessage(), e);
            }
        }
        return cards;
    }

    private static Scorecard card(String shooter, String roundName, String marks) {
        Round round = Round.valueOf(roundName.toUpperCase(Locale.ROOT));
        List<Series> series = new ArrayList<>();
        for (String s : marks.split("\\|")) {
            if (!s.isBlank()) {
                series.add(new Series(round.face(), Arrays.asList(s.strip().split("\\s+"))));
            }
        }
        return new Scorecard(shooter, round, series);
    }
}
