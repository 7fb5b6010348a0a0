package com.example.pigeons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.time.LocalDateTime;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class RaceServiceTest {
    private static final Loft ASHWORTH = new Loft("H. Ashworth", 53.5530, -2.1010);
    private static final Loft KETTLE = new Loft("D. Kettle", 53.4010, -1.4920);
    private static final Loft IBBOTSON = new Loft("M. Ibbotson", 53.7040, -1.8030);
    private static final LocalDateTime LIBERATION = LocalDateTime.of(2026, 6, 13, 6, 30);

    private RaceService race;

    @BeforeEach
    void basketAndLiberate() {
        // The entry sheet writes rings as they are on the leg; the clock exports them without spaces.
        race = new RaceService("Bourges National", 47.0810, 2.3988);
        race.basket("GB 26 N 12345", ASHWORTH);
        race.basket("GB 26 N 12346", ASHWORTH);
        race.basket("GB 25 N 881", KETTLE);
        race.basket("GB 26 NEHU 40410", IBBOTSON);
        race.liberate(LIBERATION);
    }

    private void clockTheEarlyBirds() {
        race.clock("GB26N12346", LIBERATION.plusMinutes(612));
        race.clock("GB25N881", LIBERATION.plusMinutes(580));
        race.clock("GB26NEHU40410", LIBERATION.plusMinutes(640));
    }

    @Test
    void resultsGoFastestFirst() {
        clockTheEarlyBirds();
        List<Result> sheet = race.results();
        assertEquals(3, sheet.size());
        assertEquals(RingNumber.parse("GB 25 N 881"), sheet.get(0).ring());
        assertEquals("D. Kettle", sheet.get(0).fancier());
        assertEquals(RingNumber.parse("GB 26 N 12346"), sheet.get(1).ring());
        assertEquals(RingNumber.parse("GB 26 NEHU 40410"), sheet.get(2).ring());
        assertEquals(3, sheet.get(2).place());
    }

    @Test
    void velocityIsMetresPerMinuteOnTheWing() {
        clockTheEarlyBirds();
        Result winner = race.results().get(0);
        assertEquals(Duration.ofMinutes(580), winner.flight());
        assertEquals(winner.metres() / 580.0, winner.metresPerMinute(), 1e-9);
        assertEquals(1301.7, winner.metresPerMinute(), 0.1);
    }

    @Test
    void onlyTheFirstClockingCounts() {
        race.clock("GB26N12345", LIBERATION.plusMinutes(700));
        race.clock("GB26N12345", LIBERATION.plusMinutes(650));
        assertEquals(Duration.ofMinutes(700), race.results().get(0).flight());
    }

    @Test
    void aBirdIsBasketedOnce() {
        assertThrows(IllegalStateException.class, () -> race.basket("GB 26 N 9", KETTLE));
        RaceService next = new RaceService("Fougeres", 48.3524, -1.1990);
        next.basket("GB 26 N 12345", ASHWORTH);
        assertThrows(IllegalArgumentException.class, () -> next.basket("GB26N12345", ASHWORTH));
        assertEquals(1, next.entries());
    }

    @Test
    void refusesBirdsThatWereNotBasketedOrClockTooEarly() {
        assertThrows(IllegalArgumentException.class, () -> race.clock("GB26N99999", LIBERATION.plusMinutes(600)));
        assertThrows(IllegalArgumentException.class, () -> race.clock("GB26N12345", LIBERATION));
        assertThrows(IllegalStateException.class, () -> new RaceService("x", 0, 0).liberate(LIBERATION));
    }
}
