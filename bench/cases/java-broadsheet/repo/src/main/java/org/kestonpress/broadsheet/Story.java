package org.kestonpress.broadsheet;

import java.util.Objects;

/** A story for the edition, measured in words. */
public final class Story {
    /** Words in one single-column centimetre of body type. */
    public static final int WORDS_PER_SCC = 9;

    private final String slug;
    private final int words;
    private final boolean withPicture;

    public Story(String slug, int words, boolean withPicture) {
        if (words <= 0) {
            throw new IllegalArgumentException("story " + slug + " has no words");
        }
        this.slug = Objects.requireNonNull(slug);
        this.words = words;
        this.withPicture = withPicture;
    }

    public String slug() {
        return slug;
    }

    public int words() {
        return words;
    }

    public boolean withPicture() {
        return withPicture;
    }

    /** Space the text takes, in single-column centimetres, rounded up. */
    public int textScc() {
        return (words + WORDS_PER_SCC - 1) / WORDS_PER_SCC;
    }

    /** Space on the page: the text, plus a two-column 8 cm picture if it has one. */
    public int scc() {
        return textScc() + (withPicture ? 16 : 0);
    }

    /** Words to cut so the text fits in the given space; zero if it already fits. */
    public int wordsToCut(int availableScc) {
        int fits = availableScc * WORDS_PER_SCC;
        return Math.max(0, words - fits);
    }
}
