package kennels;

import java.time.LocalDate;
import java.time.Period;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

public record Dog(String name, String breed, double weightKg, LocalDate born, List<Vaccination> vaccinations) {

    public static final int PUPPY_MONTHS = 12;
    public static final int SENIOR_YEARS = 8;

    public Dog {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(born, "born");
        if (weightKg <= 0) {
            throw new IllegalArgumentException(name + ": weight must be positive");
        }
        vaccinations = List.copyOf(vaccinations);
    }

    public Size size() {
        return Size.forWeight(weightKg);
    }

    public int ageInMonths(LocalDate on) {
        Period age = Period.between(born, on);
        return age.getYears() * 12 + age.getMonths();
    }

    public boolean isPuppy(LocalDate on) {
        return ageInMonths(on) < PUPPY_MONTHS;
    }

    public boolean isSenior(LocalDate on) {
        return ageInMonths(on) >= SENIOR_YEARS * 12;
    }

    /** The most recent dose of the given vaccine, if the card has one. */
    public Optional<Vaccination> latest(VaccineType type) {
        return vaccinations.stream()
                .filter(v -> v.type() == type)
                .max((a, b) -> a.given().compareTo(b.given()));
    }
}
