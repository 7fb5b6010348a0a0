package kennels;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Checks a dog's card before a stay: every required vaccine must cover the
 * whole stay, and the kennel cough dose must have had time to take effect.
 */
public final class VaccinationPolicy {

    private final Set<VaccineType> required;
    private final int kennelCoughLeadDays;

    public VaccinationPolicy(Set<VaccineType> required, int kennelCoughLeadDays) {
        this.required = EnumSet.copyOf(required);
        this.kennelCoughLeadDays = kennelCoughLeadDays;
    }

    public static VaccinationPolicy standard() {
        return new VaccinationPolicy(EnumSet.of(VaccineType.DHP, VaccineType.LEPTO, VaccineType.KENNEL_COUGH), 14);
    }

    public List<String> problems(Dog dog, LocalDate checkIn, LocalDate checkOut) {
        List<String> problems = new ArrayList<>();
        for (VaccineType type : required) {
            Optional<Vaccination> dose = dog.latest(type);
            if (dose.isEmpty()) {
                problems.add(dog.name() + ": no " + type.label() + " vaccination");
                continue;
            }
            Vaccination v = dose.get();
            if (!v.validOn(checkIn) || !v.validOn(checkOut)) {
                problems.add(dog.name() + ": " + type.label() + " expires " + v.expiresOn());
            }
            if (type == VaccineType.KENNEL_COUGH && v.given().plusDays(kennelCoughLeadDays).isAfter(checkIn)) {
                problems.add(dog.name() + ": kennel cough given less than " + kennelCoughLeadDays
                        + " days before arrival");
            }
        }
        return problems;
    }

    public boolean accepts(Dog dog, LocalDate checkIn, LocalDate checkOut) {
        return problems(dog, checkIn, checkOut).isEmpty();
    }
}
