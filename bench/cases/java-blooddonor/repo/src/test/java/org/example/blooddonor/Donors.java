package org.example.blooddonor;

import java.time.LocalDate;

/** The donors who asked for the session of 12 June 2024. */
final class Donors {
    static final LocalDate SESSION = LocalDate.of(2024, 6, 12);

    static final Donor AMIRA = new Donor("D001", "Amira Haddad", Sex.FEMALE, LocalDate.of(1990, 4, 1), BloodType.O_NEG,
            LocalDate.of(2024, 2, 21));
    static final Donor BEN = new Donor("D002", "Ben Okoro", Sex.MALE, LocalDate.of(1985, 11, 30), BloodType.A_POS,
            LocalDate.of(2024, 3, 20));
    static final Donor CHLOE = new Donor("D003", "Chloe Marsh", Sex.FEMALE, LocalDate.of(1978, 1, 15), BloodType.B_NEG,
            LocalDate.of(2024, 4, 1));
    static final Donor DEV = new Donor("D004", "Dev Patel", Sex.MALE, LocalDate.of(2007, 7, 1), BloodType.O_POS, null);
    static final Donor ERIN = new Donor("D005", "Erin Walsh", Sex.FEMALE, LocalDate.of(1995, 9, 9), BloodType.AB_POS, null);

    private Donors() {
    }
}
