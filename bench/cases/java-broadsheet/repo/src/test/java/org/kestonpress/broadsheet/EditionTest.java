package org.kestonpress.broadsheet;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class EditionTest {
    /** A story that takes exactly scc single-column centimetres. */
    static Story storyOf(String slug, int scc) {
        return new Story(slug, scc * Story.WORDS_PER_SCC, false);
    }

    /** A full-width advert of the given height. */
    static Advert fullWidth(String advertiser, int heightCm) {
        return new Advert(advertiser, Page.COLUMNS, heightCm, Advert.Position.RUN_OF_PAPER, 1);
    }

    @Test
    void exactlyOneSheet() {
        Edition e = new Edition().add(storyOf("news", 1050)).add(fullWidth("Hallam Motors", 50));
        assertEquals(1400, e.editorialScc() + e.advertScc());
        assertEquals(4, e.pagesNeeded());
    }

    @Test
    void partPageTakesAnotherSheet() {
        Edition e = new Edition().add(storyOf("news", 1051)).add(fullWidth("Hallam Motors", 50));
        assertEquals(8, e.pagesNeeded());
    }

    @Test
    void emptyEdition() {
        assertEquals(0, new Edition().pagesNeeded());
        assertEquals(0, new Edition().advertPercent());
    }

    @Test
    void advertShare() {
        Edition e = new Edition().add(storyOf("news", 1750)).add(fullWidth("A", 50)).add(fullWidth("B", 50))
                .add(fullWidth("C", 50)).add(fullWidth("D", 50)).add(fullWidth("E", 50)).add(fullWidth("F", 50));
        assertEquals(12, e.pagesNeeded());
        assertEquals(50, e.advertPercent());
    }
}
