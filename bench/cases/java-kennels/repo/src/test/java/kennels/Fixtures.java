package kennels;

import java.time.LocalDate;
import java.util.List;

final class Fixtures {

    static final LocalDate TODAY = LocalDate.of(2024, 12, 1);

    private Fixtures() {
    }

    static List<Vaccination> upToDate() {
        return List.of(
                new Vaccination(VaccineType.DHP, LocalDate.of(2023, 3, 10)),
                new Vaccination(VaccineType.LEPTO, LocalDate.of(2024, 3, 10)),
                new Vaccination(VaccineType.KENNEL_COUGH, LocalDate.of(2024, 9, 2)));
    }

    static Dog bramble() {
        return new Dog("Bramble", "Border Terrier", 7.2, LocalDate.of(2019, 5, 14), upToDate());
    }

    static Dog juniper() {
        return new Dog("Juniper", "Labrador", 31.5, LocalDate.of(2020, 2, 3), upToDate());
    }

    static Dog otto() {
        return new Dog("Otto", "Springer Spaniel", 19.0, LocalDate.of(2021, 8, 30), upToDate());
    }

    static Dog hector() {
        return new Dog("Hector", "Great Dane", 58.0, LocalDate.of(2015, 1, 20), upToDate());
    }

    static Dog pip() {
        return new Dog("Pip", "Cocker Spaniel", 6.0, LocalDate.of(2024, 6, 1), upToDate());
    }

    static List<KennelRun> runs() {
        return List.of(
                new KennelRun("A1", Size.SMALL, false, 2),
                new KennelRun("A2", Size.MEDIUM, false, 2),
                new KennelRun("B1", Size.LARGE, true, 2),
                new KennelRun("B2", Size.LARGE, false, 3),
                new KennelRun("C1", Size.GIANT, true, 1));
    }

    static KennelRun run(String id) {
        return runs().stream().filter(r -> r.id().equals(id)).findFirst().orElseThrow();
    }
}
