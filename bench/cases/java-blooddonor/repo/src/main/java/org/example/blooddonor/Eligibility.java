package org.example.blooddonor;

import java.time.LocalDate;

/** Who may give whole blood on a day: age 17 to 65 for a first donation (70 after), and the gap since the last one. */
public final class Eligibility {
    public static final int MALE_GAP_DAYS = 84;
    public static final int FEMALE_GAP_DAYS = 112;

    private Eligibility() {
    }

    /** The first day the donor may give again, or null if they have never given. */
    public static LocalDate nextDate(Donor d) {
        if (d.lastDonation() == null) {
            return null;
        }
        return d.lastDonation().plusDays(d.sex() == Sex.FEMALE ? FEMALE_GAP_DAYS : MALE_GAP_DAYS);
    }

    public static boolean ageAllows(Donor d, LocalDate on) {
        int age = d.ageOn(on);
        int upper = d.lastDonation() == null ? 65 : 70;
        return age >= 17 && age <= upper;
    }

    public static boolean isEligible(Donor d, LocalDate on) {
        LocalDate next = nextDate(d);
        return ageAllows(d, on) && (next == null || !on.isBefore(next));
    }
}
