package org.example.florist;

import java.time.Month;
import java.util.EnumSet;

final class Stems {
    static final Stem ROSE = Stem.allYear("rose", "red", 120);
    static final Stem EUCALYPTUS = Stem.allYear("eucalyptus", "silver", 60);
    static final Stem TULIP = new Stem("tulip", "yellow", 70, EnumSet.range(Month.JANUARY, Month.MAY));
    static final Stem PEONY = new Stem("peony", "pink", 350, EnumSet.of(Month.MAY, Month.JUNE));

    private Stems() {}
}
