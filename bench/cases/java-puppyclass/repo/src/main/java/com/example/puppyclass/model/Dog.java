package com.example.puppyclass.model;

import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.Objects;

/** A dog and the owner who books for it. */
public record Dog(String name, LocalDate birthDate, String ownerEmail) {

    public Dog {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(birthDate, "birthDate");
        Objects.requireNonNull(ownerEmail, "ownerEmail");
        ownerEmail = ownerEmail.trim().toLowerCase(java.util.Locale.ROOT);
    }

    /** Age in completed weeks on the given day. */
    public long ageInWeeks(LocalDate on) {
        return ChronoUnit.WEEKS.between(birthDate, on);
    }
}
