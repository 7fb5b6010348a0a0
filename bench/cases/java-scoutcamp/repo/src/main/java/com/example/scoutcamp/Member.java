package com.example.scoutcamp;

import java.time.LocalDate;
import java.time.Period;
import java.util.Objects;

/** A young person booked onto camp. */
public record Member(String name, LocalDate born, String family) {
    public Member {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(born, "born");
        Objects.requireNonNull(family, "family");
    }

    public int ageOn(LocalDate day) {
        return Period.between(born, day).getYears();
    }

    public Section sectionOn(LocalDate day) {
        return Section.forAge(ageOn(day));
    }
}
