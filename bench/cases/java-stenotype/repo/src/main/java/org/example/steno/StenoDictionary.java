package org.example.steno;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Outlines to translations. An outline is one or more strokes joined by slashes, e.g.
 * {@code KAT} or {@code KAT/TKPWOER/REU}. Entries are loaded from lines {@code OUTLINE: translation};
 * blank lines and lines starting with {@code #} are skipped.
 */
public final class StenoDictionary {
    private final Map<String, String> entries = new HashMap<>();
    private int longest = 1;

    public static StenoDictionary fromLines(List<String> lines) {
        StenoDictionary d = new StenoDictionary();
        d.load(lines);
        return d;
    }

    public void load(List<String> lines) {
        int n = 0;
        for (String raw : lines) {
            n++;
            String line = raw.strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int colon = line.indexOf(':');
            if (colon <= 0) {
                throw new IllegalArgumentException("line " + n + ": no outline");
            }
            put(line.substring(0, colon).strip(), line.substring(colon + 1).strip());
        }
    }

    public void put(String outline, String translation) {
        String key = normalise(outline);
        entries.put(key, translation);
        longest = Math.max(longest, key.split("/").length);
    }

    public Optional<String> lookup(String outline) {
        return Optional.ofNullable(entries.get(normalise(outline)));
    }

    /** The number of strokes in the longest outline, which bounds the translator's look-ahead. */
    public int longestOutline() {
        return longest;
    }

    public int size() {
        return entries.size();
    }

    /** Rewrites each stroke of an outline in canonical steno order, so that {@code KA-T} and {@code KAT} meet. */
    static String normalise(String outline) {
        String[] parts = outline.split("/");
        StringBuilder sb = new StringBuilder();
        for (String p : parts) {
            if (sb.length() > 0) {
                sb.append('/');
            }
            sb.append(Stroke.parse(p.strip()));
        }
        return sb.toString();
    }
}
