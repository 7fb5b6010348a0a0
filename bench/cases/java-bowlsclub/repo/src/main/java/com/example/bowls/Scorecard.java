package com.example.bowls;

import java.util.Locale;

/**
 * Reads a scorecard as the club secretaries send it: a header line {@code Home v Away}, then one end per
 * line, {@code H 3} for three shots to the home side, {@code A 1} for one to the away side, {@code D} for
 * a dead end. Blank lines and lines starting with {@code #} are ignored.
 */
public final class Scorecard {

    private Scorecard() {
    }

    public static Match parse(String text) {
        Match match = null;
        int lineNo = 0;
        for (String raw : text.split("\\R")) {
            lineNo++;
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            if (match == null) {
                match = header(line, lineNo);
                continue;
            }
            match.play(end(line, lineNo));
        }
        if (match == null) {
            throw new IllegalArgumentException("scorecard has no header line");
        }
        return match;
    }

    private static Match header(String line, int lineNo) {
        String[] clubs = line.split("\\s+v\\s+");
        if (clubs.length != 2 || clubs[0].isBlank() || clubs[1].isBlank()) {
            throw new IllegalArgumentException("line " + lineNo + ": expected 'Home v Away', got '" + line + "'");
        }
        return new Match(clubs[0].strip(), clubs[1].strip());
    }

    private static End end(String line, int lineNo) {
        String[] parts = line.split("\\s+");
        String side = parts[0].toUpperCase(Locale.ROOT);
        if (side.equals("D") && parts.length == 1) {
            return End.dead();
        }
        if (parts.length != 2 || !(side.equals("H") || side.equals("A"))) {
            throw new IllegalArgumentException("line " + lineNo + ": expected 'H n', 'A n' or 'D', got '" + line + "'");
        }
        int shots;
        try {
            shots = Integer.parseInt(parts[1]);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("line " + lineNo + ": shots must be a number, got '" + parts[1] + "'");
        }
        return side.equals("H") ? End.home(shots) : End.away(shots);
    }
}
