package llamatrek;

import java.time.LocalDate;
import java.util.List;

/** The herd and routes the tests share. */
final class Fixtures {

    private Fixtures() {
    }

    static Herd herd() {
        Herd herd = new Herd();
        herd.add(new Llama("Bramble", LocalDate.of(2016, 5, 12), 168));
        herd.add(new Llama("Dougal", LocalDate.of(2014, 6, 3), 182));
        herd.add(new Llama("Juniper", LocalDate.of(2019, 7, 20), 151));
        herd.add(new Llama("Pip", LocalDate.of(2021, 8, 1), 118));
        herd.add(new Llama("Rowan", LocalDate.of(2017, 4, 28), 160));
        herd.add(new Llama("Tansy", LocalDate.of(2024, 5, 30), 62));
        return herd;
    }

    static Route tarnRound() {
        return new Route("Tarn Round", List.of(
                new Leg("Farm", "Beck Bridge", 2.1, 40, 10),
                new Leg("Beck Bridge", "High Tarn", 2.4, 210, 0),
                new Leg("High Tarn", "Farm", 3.5, 20, 260)));
    }

    static Route riverAmble() {
        return new Route("River Amble", List.of(
                new Leg("Farm", "Ford", 1.4, 0, 15),
                new Leg("Ford", "Farm", 1.4, 15, 0)));
    }
}
