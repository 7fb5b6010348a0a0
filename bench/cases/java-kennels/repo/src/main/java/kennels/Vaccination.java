package kennels;

import java.time.LocalDate;
import java.util.Objects;

/** One dose as written on the vaccination card. */
public record Vaccination(VaccineType type, LocalDate given) {

    public Vaccination {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(given, "given");
    }

    /** The first day on which the dose no longer counts. */
    public LocalDate expiresOn() {
        return given.plusMonths(type.validMonths());
    }

    public boolean validOn(LocalDate day) {
        return !day.isBefore(given) && day.isBefore(expiresOn());
    }
}
