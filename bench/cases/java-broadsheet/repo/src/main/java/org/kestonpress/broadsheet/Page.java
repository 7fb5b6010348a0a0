package org.kestonpress.broadsheet;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** One broadsheet page: seven columns of 52 cm. */
public final class Page {
    public static final int COLUMNS = 7;
    public static final int HEIGHT_CM = 52;
    /** Space lost to the folio line and the page furniture. */
    public static final int FURNITURE_SCC = 14;

    private final int number;
    private final List<Advert> adverts = new ArrayList<>();
    private final List<Story> stories = new ArrayList<>();

    public Page(int number) {
        if (number < 1) {
            throw new IllegalArgumentException("page " + number);
        }
        this.number = number;
    }

    public int number() {
        return number;
    }

    /** Usable space on an empty page. */
    public static int capacityScc() {
        return COLUMNS * HEIGHT_CM - FURNITURE_SCC;
    }

    public int advertScc() {
        return adverts.stream().mapToInt(Advert::scc).sum();
    }

    public int storyScc() {
        return stories.stream().mapToInt(Story::scc).sum();
    }

    public int freeScc() {
        return capacityScc() - advertScc() - storyScc();
    }

    /** Places an advert; front-page adverts only go on page 1. */
    public void place(Advert ad) {
        if (ad.position() == Advert.Position.FRONT_PAGE && number != 1) {
            throw new IllegalStateException("front-page advert on page " + number);
        }
        if (ad.position() == Advert.Position.EARLY_RIGHT && (number % 2 == 0 || number > 7)) {
            throw new IllegalStateException("early right-hand advert on page " + number);
        }
        if (ad.scc() > freeScc()) {
            throw new IllegalStateException("no room for " + ad.advertiser() + " on page " + number);
        }
        adverts.add(ad);
    }

    public void place(Story story) {
        if (story.scc() > freeScc()) {
            throw new IllegalStateException("no room for " + story.slug() + " on page " + number);
        }
        stories.add(story);
    }

    public List<Advert> adverts() {
        return Collections.unmodifiableList(adverts);
    }

    public List<Story> stories() {
        return Collections.unmodifiableList(stories);
    }
}
