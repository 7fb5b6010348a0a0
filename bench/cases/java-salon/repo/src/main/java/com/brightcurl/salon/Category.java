package com.brightcurl.salon;

/** What kind of work a service is; colour work needs a skin test on file. */
public enum Category {
    CUT,
    COLOUR,
    STYLING,
    TREATMENT;

    public static Category parse(String text) {
        try {
            return Category.valueOf(text.strip().toUpperCase(java.util.Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown category: " + text, e);
        }
    }
}
