package org.example.steno;

import java.util.List;

/**
 * Joins translations into text. Words are separated by spaces; the meta-commands
 * {@code {^}} (attach to the neighbour), {@code {.}}, {@code {,}} and {@code {?}} (punctuation attached
 * to the word before) and {@code {-|}} (capitalise the next word) are understood. A sentence's
 * first word is capitalised.
 */
public final class Formatter {

    public String format(List<Translation> translations) {
        StringBuilder sb = new StringBuilder();
        boolean attachNext = true;
        boolean capitalNext = true;
        for (Translation t : translations) {
            String text = t.text();
            switch (text) {
                case "{.}", "{?}", "{!}" -> {
                    sb.append(text.charAt(1));
                    capitalNext = true;
                    attachNext = false;
                    continue;
                }
                case "{,}", "{;}", "{:}" -> {
                    sb.append(text.charAt(1));
                    attachNext = false;
                    continue;
                }
                case "{-|}" -> {
                    capitalNext = true;
                    continue;
                }
                default -> { }
            }
            boolean attachBefore = text.startsWith("{^}");
            boolean attachAfter = text.endsWith("{^}") && text.length() > 3;
            String word = text.replace("{^}", "");
            if (capitalNext && !word.isEmpty()) {
                word = Character.toUpperCase(word.charAt(0)) + word.substring(1);
                capitalNext = false;
            }
            if (!attachNext && !attachBefore && sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(word);
            attachNext = attachAfter || text.equals("{^}");
        }
        return sb.toString();
    }
}
