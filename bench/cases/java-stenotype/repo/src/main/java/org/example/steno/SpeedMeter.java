package org.example.steno;

import java.util.List;

/**
 * Writing speed over a timed take. Words are counted the court reporters' way, one standard word
 * for every 1.4 syllables, approximated here as one word per translated outline that is not
 * punctuation or a meta-command.
 */
public final class SpeedMeter {

    public static int words(List<Translation> translations) {
        int n = 0;
        for (Translation t : translations) {
            String text = t.text();
            if (t.untranslated() || text.startsWith("{") && text.endsWith("}") && !text.contains("^")) {
                continue;
            }
            n++;
        }
        return n;
    }

    /** Gross words per minute over a take lasting {@code seconds}. */
    public static double wordsPerMinute(List<Translation> translations, double seconds) {
        if (seconds <= 0) {
            throw new IllegalArgumentException("take must last some time");
        }
        return words(translations) * 60.0 / seconds;
    }

    /** The share of strokes that came out untranslated, 0 to 1. */
    public static double untranslatedRate(List<Translation> translations) {
        int strokes = 0;
        int untranslated = 0;
        for (Translation t : translations) {
            strokes += t.strokes();
            if (t.untranslated()) {
                untranslated += t.strokes();
            }
        }
        return strokes == 0 ? 0.0 : (double) untranslated / strokes;
    }
}
