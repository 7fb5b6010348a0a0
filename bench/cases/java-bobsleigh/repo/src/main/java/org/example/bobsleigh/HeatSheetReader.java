package org.example.bobsleigh;

import java.util.ArrayList;
import java.util.List;

/**
 * Reads the timing sheet of a race: one line per sled and heat, {@code bib,heat,push,run}, where run is a time
 * or DNF. Blank lines and lines starting with '#' are skipped.
 */
public final class HeatSheetReader {
    private HeatSheetReader() {
    }

    public static List<Heat> read(List<String> lines) {
        List<Heat> heats = new ArrayList<>();
        int lineNo = 0;
        for (String line : lines) {
            lineNo++;
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            try {
                heats.add(parseLine(line));
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("line " + lineNo + ": " + e.getMessage(), e);
            }
        }
        return heats;
    }

    static Heat parseLine(String line) {
        String[] f = line.split(",", -1);
        if (f.length != 4) {
            throw new IllegalArgumentException("expected bib,heat,push,run");
        }
        int bib = Integer.parseInt(f[0].trim());
        int heat = Integer.parseInt(f[1].trim());
        int push = TimeFormat.parse(f[2]);
        String run = f[3].trim();
        if (run.equals("DNF")) {
            return new Heat(bib, heat, push, 0, Status.DID_NOT_FINISH);
        }
        return new Heat(bib, heat, push, TimeFormat.parse(run), Status.FINISHED);
    }
}
