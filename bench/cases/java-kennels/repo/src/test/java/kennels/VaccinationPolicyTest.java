package kennels;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

class VaccinationPolicyTest {

    private final VaccinationPolicy policy = VaccinationPolicy.standard();

    @Test
    void doseExpiresAfterItsValidity() {
        Vaccination lepto = new Vaccination(VaccineType.LEPTO, LocalDate.of(2024, 3, 10));
        assertEquals(LocalDate.of(2025, 3, 10), lepto.expiresOn());
        assertTrue(lepto.validOn(LocalDate.of(2025, 3, 9)));
        assertFalse(lepto.validOn(LocalDate.of(2025, 3, 10)));
    }

    @Test
    void upToDateDogIsAccepted() {
        assertTrue(policy.accepts(Fixtures.bramble(), LocalDate.of(2024, 12, 20), LocalDate.of(2024, 12, 27)));
    }

    @Test
    void doseRunningOutDuringTheStayIsAProblem() {
        Dog dog = Fixtures.bramble();
        List<String> problems = policy.problems(dog, LocalDate.of(2025, 3, 5), LocalDate.of(2025, 3, 12));
        assertEquals(List.of("Bramble: leptospirosis expires 2025-03-10"), problems);
    }

    @Test
    void missingVaccineIsNamed() {
        Dog dog = new Dog("Moss", "Whippet", 12, LocalDate.of(2020, 1, 1),
                List.of(new Vaccination(VaccineType.DHP, LocalDate.of(2024, 1, 1)),
                        new Vaccination(VaccineType.KENNEL_COUGH, LocalDate.of(2024, 6, 1))));
        assertEquals(List.of("Moss: no leptospirosis vaccination"),
                policy.problems(dog, LocalDate.of(2024, 8, 1), LocalDate.of(2024, 8, 3)));
    }

    @Test
    void kennelCoughNeedsTwoWeeksBeforeArrival() {
        Dog dog = Fixtures.bramble();
        assertEquals(List.of("Bramble: kennel cough given less than 14 days before arrival"),
                policy.problems(dog, LocalDate.of(2024, 9, 15), LocalDate.of(2024, 9, 18)));
        assertTrue(policy.accepts(dog, LocalDate.of(2024, 9, 16), LocalDate.of(2024, 9, 18)));
    }

    @Test
    void latestDoseCounts() {
        Dog dog = new Dog("Rook", "Collie", 20, LocalDate.of(2018, 4, 4),
                List.of(new Vaccination(VaccineType.DHP, LocalDate.of(2020, 1, 1)),
                        new Vaccination(VaccineType.DHP, LocalDate.of(2023, 1, 1)),
                        new Vaccination(VaccineType.LEPTO, LocalDate.of(2024, 5, 1)),
                        new Vaccination(VaccineType.KENNEL_COUGH, LocalDate.of(2024, 5, 1))));
        assertTrue(policy.accepts(dog, LocalDate.of(2024, 10, 1), LocalDate.of(2024, 10, 8)));
    }
}
