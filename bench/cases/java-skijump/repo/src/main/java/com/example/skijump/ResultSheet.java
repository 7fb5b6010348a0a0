package com.example.skijump;

import java.util.List;
import java.util.Locale;

/** The official result list as plain text. */
public final class ResultSheet {
    private ResultSheet() {
    }

    public static String render(Competition competition) {
        Hill hill = competition.hill();
        StringBuilder out = new StringBuilder();
        out.append(hill.name()).append(String.format(Locale.ROOT, " (K%d, HS%d)%n", hill.kPoint(), hill.hillSize()));
        out.append(String.format(Locale.ROOT, "%-4s %-22s", "Rank", "Name"));
        for (int round = 1; round <= competition.rounds(); round++) {
            out.append(String.format(Locale.ROOT, " %7s %7s", "Dist" + round, "Pts" + round));
        }
        out.append(String.format(Locale.ROOT, " %7s%n", "Total"));
        for (Competition.Standing standing : competition.standings()) {
            out.append(String.format(Locale.ROOT, "%-4d %-22s", standing.rank(), standing.athlete()));
            List<Scoring.JumpScore> jumps = standing.jumps();
            for (int round = 0; round < competition.rounds(); round++) {
                if (round < jumps.size()) {
                    Scoring.JumpScore score = jumps.get(round);
                    out.append(String.format(Locale.ROOT, " %7.1f %7.1f", score.jump().distance(), score.total()));
                } else {
                    out.append(String.format(Locale.ROOT, " %7s %7s", "", ""));
                }
            }
            out.append(String.format(Locale.ROOT, " %7.1f%n", standing.total()));
        }
        return out.toString();
    }
}
