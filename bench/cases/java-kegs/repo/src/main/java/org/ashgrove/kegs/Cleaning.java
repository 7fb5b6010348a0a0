package org.ashgrove.kegs;

import java.util.ArrayList;
import java.util.List;

/** The cellar's wash line: dirty kegs in the order they should go through, and deep-clean intervals. */
public final class Cleaning {
    /** Kegs get a caustic deep clean (and seal check) every this many fills. */
    public static final int DEEP_CLEAN_EVERY = 10;

    private Cleaning() {
    }

    public static boolean needsDeepClean(Keg keg) {
        return keg.fills() > 0 && keg.fills() % DEEP_CLEAN_EVERY == 0;
    }

    /** Dirty kegs, casks first (they sour faster), then by id. */
    public static List<Keg> washOrder(Fleet fleet) {
        List<Keg> dirty = new ArrayList<>(fleet.withStatus(Keg.Status.DIRTY));
        dirty.sort((a, b) -> {
            if (a.size().isCask() != b.size().isCask()) {
                return a.size().isCask() ? -1 : 1;
            }
            return a.id().compareTo(b.id());
        });
        return dirty;
    }

    /** Cleans every dirty keg, returning how many went through. */
    public static int washAll(Fleet fleet) {
        List<Keg> order = washOrder(fleet);
        for (Keg keg : order) {
            keg.clean();
        }
        return order.size();
    }
}
