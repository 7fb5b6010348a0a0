package uk.co.ashdownnews.rounds;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The titles the shop stocks for delivery, by code. */
public final class Catalogue {

    private final Map<String, Publication> byCode = new LinkedHashMap<>();

    public Catalogue add(Publication publication) {
        if (byCode.putIfAbsent(publication.code(), publication) != null) {
            throw new IllegalArgumentException("duplicate publication code " + publication.code());
        }
        return this;
    }

    public Publication get(String code) {
        Publication p = byCode.get(code);
        if (p == null) {
            throw new IllegalArgumentException("unknown publication " + code);
        }
        return p;
    }

    public boolean contains(String code) {
        return byCode.containsKey(code);
    }

    public Collection<Publication> all() {
        return Collections.unmodifiableCollection(byCode.values());
    }

    /** Codes in catalogue order, which is the order titles are listed on sheets and bills. */
    public List<String> codes() {
        return new ArrayList<>(byCode.keySet());
    }

    int position(String code) {
        int i = 0;
        for (String c : byCode.keySet()) {
            if (c.equals(code)) {
                return i;
            }
            i++;
        }
        return Integer.MAX_VALUE;
    }
}
