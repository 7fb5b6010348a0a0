package org.example.florist;

import java.util.Locale;
import java.util.Map;

/** The van's delivery zones, by postcode district. */
public enum DeliveryZone {
    LOCAL(495),
    OUTER(895),
    COURIER(1295);

    private static final Map<String, DeliveryZone> DISTRICTS = Map.of(
            "YO1", LOCAL, "YO10", LOCAL, "YO23", LOCAL, "YO24", LOCAL, "YO31", LOCAL,
            "YO19", OUTER, "YO26", OUTER, "YO30", OUTER, "YO32", OUTER, "YO41", OUTER);

    private final long chargePence;

    DeliveryZone(long chargePence) {
        this.chargePence = chargePence;
    }

    public long chargePence() {
        return chargePence;
    }

    /** The zone of a full postcode ("YO10 5DD"); anywhere not on the van's list goes by courier. */
    public static DeliveryZone of(String postcode) {
        String p = postcode.trim().toUpperCase(Locale.ROOT).replaceAll("\\s+", "");
        if (p.length() < 5) {
            throw new IllegalArgumentException("not a postcode: " + postcode);
        }
        String district = p.substring(0, p.length() - 3);
        return DISTRICTS.getOrDefault(district, COURIER);
    }
}
