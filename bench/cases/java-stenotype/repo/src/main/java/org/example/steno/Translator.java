package org.example.steno;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Turns a stream of strokes into translations, greedily: at each position the longest outline the
 * dictionary knows wins. A stroke no outline starts with is passed through as raw steno.
 */
public final class Translator {
    private final StenoDictionary dictionary;

    public Translator(StenoDictionary dictionary) {
        this.dictionary = dictionary;
    }

    public List<Translation> translate(List<Stroke> strokes) {
        List<Translation> out = new ArrayList<>();
        int i = 0;
        while (i < strokes.size()) {
            int max = Math.min(dictionary.longestOutline(), strokes.size() - i);
            Translation hit = null;
            for (int len = max; len >= 1 && hit == null; len--) {
                String outline = join(strokes.subList(i, i + len));
                Optional<String> t = dictionary.lookup(outline);
                if (t.isPresent()) {
                    hit = new Translation(outline, t.get(), len, false);
                }
            }
            if (hit == null) {
                String raw = strokes.get(i).toString();
                hit = new Translation(raw, raw, 1, true);
            }
            out.add(hit);
            i += hit.strokes();
        }
        return out;
    }

    public List<Translation> translate(String steno) {
        List<Stroke> strokes = new ArrayList<>();
        for (String s : steno.trim().split("[\\s/]+")) {
            if (!s.isEmpty()) {
                strokes.add(Stroke.parse(s));
            }
        }
        return translate(strokes);
    }

    static String join(List<Stroke> strokes) {
        StringBuilder sb = new StringBuilder();
        for (Stroke s : strokes) {
            if (sb.length() > 0) {
                sb.append('/');
            }
            sb.append(s);
        }
        return sb.toString();
    }
}
