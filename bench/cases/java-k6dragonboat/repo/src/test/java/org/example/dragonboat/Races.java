package org.example.dragonboat;

import java.util.List;

/** The Saturday heats of the Lea Valley regatta, as the timing desk sent them. */
final class Races {
    static final Crew DRAGONS_A = new Crew("Dragons A", "PDC");
    static final Crew DRAGONS_B = new Crew("Dragons B", "PDC");
    static final Crew TIGER_PAWS = new Crew("Tiger Paws", "TPW");
    static final Crew RED_LANTERNS = new Crew("Red Lanterns", "RLC");
    static final Crew PADDLE_QUEENS = new Crew("Paddle Queens", "PQS");
    static final Crew THAMES_FIRE = new Crew("Thames Fire", "TFD");
    static final Crew IRON_OARS = new Crew("Iron Oars", "IOC");
    static final Crew WATER_TIGERS = new Crew("Water Tigers", "WTC");

    private Races() {
    }

    static Heat heatOne() {
        return new Heat("Heat 1")
                .lane(1, DRAGONS_A).lane(2, TIGER_PAWS).lane(3, RED_LANTERNS).lane(4, DRAGONS_B)
                .record(DRAGONS_A, RaceTime.parse("1:02.35"))
                .record(TIGER_PAWS, RaceTime.parse("1:04.10"))
                .record(RED_LANTERNS, RaceTime.parse("1:01.88"))
                .record(DRAGONS_B, RaceTime.parse("1:07.02"));
    }

    static Heat heatTwo() {
        return new Heat("Heat 2")
                .lane(1, PADDLE_QUEENS).lane(2, THAMES_FIRE).lane(3, IRON_OARS).lane(4, WATER_TIGERS)
                .record(PADDLE_QUEENS, RaceTime.parse("1:03.00"))
                .record(THAMES_FIRE, RaceTime.parse("1:01.50"))
                .record(WATER_TIGERS, RaceTime.parse("1:05.55"));
    }

    static List<Heat> saturday() {
        return List.of(heatOne(), heatTwo());
    }
}
