package com.example.mariner;

import static com.example.mariner.NavigationTest.FOWEY;
import static com.example.mariner.NavigationTest.PLYMOUTH;
import static com.example.mariner.NavigationTest.SALCOMBE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.LocalDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;

class PassageTest {

    static Passage salcombeToFowey() {
        return new Passage(List.of(SALCOMBE, PLYMOUTH, FOWEY));
    }

    @Test
    void legsRunBetweenWaypoints() {
        List<Leg> legs = salcombeToFowey().legs();
        assertEquals(2, legs.size());
        assertEquals(16.00, legs.get(0).distanceNm(), 0.01);
        assertEquals(296.10, legs.get(0).trueCourse(), 0.01);
        assertEquals(268.67, legs.get(1).trueCourse(), 0.01);
    }

    @Test
    void totalAndEta() {
        Passage p = salcombeToFowey();
        assertEquals(34.86, p.totalNm(), 0.01);
        assertEquals(LocalDateTime.of(2026, 7, 4, 14, 57, 51), p.eta(LocalDateTime.of(2026, 7, 4, 9, 0), 5.844));
    }

    @Test
    void needsTwoWaypointsAndASpeed() {
        assertThrows(IllegalArgumentException.class, () -> new Passage(List.of(PLYMOUTH)));
        assertThrows(IllegalArgumentException.class, () -> salcombeToFowey().legs().get(0).hoursAt(0));
    }
}
