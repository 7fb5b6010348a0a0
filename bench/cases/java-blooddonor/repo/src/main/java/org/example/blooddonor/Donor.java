package org.example.blooddonor;

import java.time.LocalDate;
import java.util.Objects;

/** A registered donor; lastDonation is null for someone who has not given yet. */
public record Donor(String id, String name, Sex sex, LocalDate born, BloodType type, LocalDate lastDonation) {
    public Donor {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(sex, "sex");
        Objects.requireNonNull(born, "born");
        Objects.requireNonNull(type, "type");
    }

    public int ageOn(LocalDate day) {
        return java.time.Period.between(born, day).getYears();
    }

    public Donor donated(LocalDate day) {
        return new Donor(id, name, sex, born, type, day);
    }
}
