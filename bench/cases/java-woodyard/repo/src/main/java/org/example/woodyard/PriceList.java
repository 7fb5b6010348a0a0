package org.example.woodyard;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.EnumMap;
import java.util.Map;

/** What the yard pays for a cubic metre of each species, and how much of that each grade earns. */
public final class PriceList {

    private final Map<Species, Integer> poundsPerM3 = new EnumMap<>(Species.class);
    private final Map<Grade, Integer> gradePercent = new EnumMap<>(Grade.class);

    public static PriceList standard() {
        PriceList p = new PriceList();
        p.set(Species.OAK, 240);
        p.set(Species.ASH, 140);
        p.set(Species.BEECH, 110);
        p.set(Species.SYCAMORE, 120);
        p.set(Species.LARCH, 95);
        p.set(Species.DOUGLAS_FIR, 90);
        p.set(Species.SITKA_SPRUCE, 60);
        p.gradePercent.put(Grade.PRIME, 100);
        p.gradePercent.put(Grade.PLANKING, 70);
        p.gradePercent.put(Grade.FENCING, 45);
        p.gradePercent.put(Grade.FIREWOOD, 20);
        return p;
    }

    public void set(Species species, int pounds) {
        poundsPerM3.put(species, pounds);
    }

    /** The price of one cubic metre of this species at this grade, in pence. */
    public long pencePerM3(Species species, Grade grade) {
        Integer pounds = poundsPerM3.get(species);
        if (pounds == null) {
            throw new IllegalArgumentException("no price for " + species.label());
        }
        return pounds * 100L * gradePercent.get(grade) / 100;
    }

    /** What a log is worth, in pence, rounded to the nearest penny. */
    public long valuePence(RoundLog log, Grade grade) {
        BigDecimal pence = log.volumeM3().multiply(BigDecimal.valueOf(pencePerM3(log.species(), grade)));
        return pence.setScale(0, RoundingMode.HALF_UP).longValueExact();
    }
}
