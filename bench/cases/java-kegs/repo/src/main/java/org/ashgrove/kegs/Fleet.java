package org.ashgrove.kegs;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The brewery's containers, by id. */
public final class Fleet {
    private final Map<String, Keg> kegs = new LinkedHashMap<>();

    public Keg add(String id, KegSize size) {
        if (kegs.containsKey(id)) {
            throw new IllegalArgumentException("duplicate keg " + id);
        }
        Keg keg = new Keg(id, size);
        kegs.put(id, keg);
        return keg;
    }

    public Keg get(String id) {
        Keg keg = kegs.get(id);
        if (keg == null) {
            throw new IllegalArgumentException("no keg " + id);
        }
        return keg;
    }

    public List<Keg> withStatus(Keg.Status status) {
        List<Keg> out = new ArrayList<>();
        for (Keg keg : kegs.values()) {
            if (keg.status() == status) {
                out.add(keg);
            }
        }
        return out;
    }

    public Map<Keg.Status, Integer> census() {
        Map<Keg.Status, Integer> counts = new EnumMap<>(Keg.Status.class);
        for (Keg.Status s : Keg.Status.values()) {
            counts.put(s, 0);
        }
        for (Keg keg : kegs.values()) {
            counts.merge(keg.status(), 1, Integer::sum);
        }
        return counts;
    }

    /** Kegs out with a customer for more than {@code days} days on {@code today}, longest out first. */
    public List<Keg> outLongerThan(int days, LocalDate today) {
        List<Keg> out = new ArrayList<>();
        for (Keg keg : withStatus(Keg.Status.OUT)) {
            if (ChronoUnit.DAYS.between(keg.shipped(), today) > days) {
                out.add(keg);
            }
        }
        out.sort(Comparator.comparing(Keg::shipped).thenComparing(Keg::id));
        return out;
    }

    public int size() {
        return kegs.size();
    }
}
