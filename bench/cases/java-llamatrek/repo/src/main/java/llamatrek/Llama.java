package llamatrek;

import java.time.LocalDate;
import java.time.Period;
import java.util.Objects;

/** One animal in the herd. */
public final class Llama {

    /** Llamas do not go out on treks, even unladen, before this age. */
    public static final int MIN_TREKKING_AGE = 2;

    private final String name;
    private final LocalDate born;
    private final double weightKg;

    public Llama(String name, LocalDate born, double weightKg) {
        this.name = Objects.requireNonNull(name, "name");
        this.born = Objects.requireNonNull(born, "born");
        if (weightKg <= 0) {
            throw new IllegalArgumentException("Weight must be positive: " + weightKg);
        }
        this.weightKg = weightKg;
    }

    public String name() {
        return name;
    }

    public LocalDate born() {
        return born;
    }

    public double weightKg() {
        return weightKg;
    }

    /** Age in whole years on the given day. */
    public int ageOn(LocalDate day) {
        if (day.isBefore(born)) {
            throw new IllegalArgumentException(name + " was not born on " + day);
        }
        return Period.between(born, day).getYears();
    }

    public boolean canTrekOn(LocalDate day) {
        return ageOn(day) >= MIN_TREKKING_AGE;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Llama other && other.name.equals(name) && other.born.equals(born);
    }

    @Override
    public int hashCode() {
        return Objects.hash(name, born);
    }

    @Override
    public String toString() {
        return name;
    }
}
