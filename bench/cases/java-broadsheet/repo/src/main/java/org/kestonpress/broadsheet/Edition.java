package org.kestonpress.broadsheet;

import java.util.ArrayList;
import java.util.List;

/** The copy and adverts for one week's paper, and the size it must be. */
public final class Edition {
    /** A broadsheet sheet folds to four pages. */
    public static final int PAGES_PER_SHEET = 4;

    private final List<Story> stories = new ArrayList<>();
    private final List<Advert> adverts = new ArrayList<>();

    public Edition add(Story story) {
        stories.add(story);
        return this;
    }

    public Edition add(Advert advert) {
        adverts.add(advert);
        return this;
    }

    public int editorialScc() {
        return stories.stream().mapToInt(Story::scc).sum();
    }

    public int advertScc() {
        return adverts.stream().mapToInt(Advert::scc).sum();
    }

    static int ceilDiv(int a, int b) {
        return (a + b - 1) / b;
    }

    /** Pages needed for everything booked, in whole sheets. */
    public int pagesNeeded() {
        int pages = ceilDiv(editorialScc() + advertScc(), Page.capacityScc());
        return ceilDiv(pages, PAGES_PER_SHEET) * PAGES_PER_SHEET;
    }

    /** Share of the paper's space sold to advertisers, as a whole percentage. */
    public int advertPercent() {
        int pages = pagesNeeded();
        if (pages == 0) {
            return 0;
        }
        return Math.round(100f * advertScc() / (pages * Page.capacityScc()));
    }
}
