package net.icefield.stakes.io;

import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import net.icefield.stakes.model.Reading;
import net.icefield.stakes.model.Stake;

/** Reads {@code stake,elevation_m,date,exposure_cm,snow_cm,snow_density} rows, header first. */
public final class StakeCsv {
    private static final String HEADER = "stake,elevation_m,date,exposure_cm,snow_cm,snow_density";

    private StakeCsv() {
    }

    public static List<Stake> parse(String text) {
        String[] lines = text.strip().split("\\R");
        if (lines.length == 0 || !lines[0].strip().equals(HEADER)) {
            throw new IllegalArgumentException("expected header " + HEADER);
        }
        Map<String, Stake> stakes = new LinkedHashMap<>();
        for (int i = 1; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split(",", -1);
            if (f.length != 6) {
                throw new IllegalArgumentException("line " + (i + 1) + ": expected 6 fields, got " + f.length);
            }
            try {
                String id = f[0].strip();
                double elevation = Double.parseDouble(f[1].strip());
                Stake stake = stakes.computeIfAbsent(id, k -> new Stake(k, elevation));
                if (stake.elevationM() != elevation) {
                    throw new IllegalArgumentException("line " + (i + 1) + ": stake " + id + " moved");
                }
                stake.add(new Reading(LocalDate.parse(f[2].strip()), number(f[3]), number(f[4]), number(f[5])));
            } catch (NumberFormatException | DateTimeParseException e) {
                throw new IllegalArgumentException("line " + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        return new ArrayList<>(stakes.values());
    }

    private static double number(String field) {
        String s = field.strip();
        return s.isEmpty() ? 0 : Double.parseDouble(s);
    }
}
