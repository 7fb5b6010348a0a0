package net.riverside.regatta;

import java.util.List;

final class Fixtures {

    private Fixtures() {
    }

    static Crew single(String id, String club, int age) {
        return Crew.single(id, club, id.toLowerCase() + " sculler", age);
    }

    static Crew double_(String id, String club, int ageBow, int ageStroke) {
        return new Crew(id, club, BoatClass.DOUBLE,
                List.of(new Rower(id + " bow", ageBow), new Rower(id + " stroke", ageStroke)), null);
    }

    static Crew coxedFour(String id, String club, int a, int b, int c, int d, int coxAge) {
        return new Crew(id, club, BoatClass.COXED_FOUR,
                List.of(new Rower(id + " 1", a), new Rower(id + " 2", b),
                        new Rower(id + " 3", c), new Rower(id + " 4", d)),
                new Rower(id + " cox", coxAge));
    }
}
