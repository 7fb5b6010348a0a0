package com.example.mariner;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class NavigationTest {

    static final Position PLYMOUTH = Position.parse("50 20.0N 004 09.0W");
    static final Position FOWEY = Position.parse("50 19.5N 004 38.5W");
    static final Position SALCOMBE = Position.parse("50 13.0N 003 46.5W");

    @Test
    void oneDegreeOfLatitudeIsSixtyMiles() {
        assertEquals(60.04, Navigation.distanceNm(new Position(50, 0), new Position(51, 0)), 0.01);
    }

    @Test
    void plymouthToFowey() {
        assertEquals(18.85, Navigation.distanceNm(PLYMOUTH, FOWEY), 0.01);
        assertEquals(268.67, Navigation.initialBearing(PLYMOUTH, FOWEY), 0.01);
        assertEquals(88.29, Navigation.initialBearing(FOWEY, PLYMOUTH), 0.01);
    }

    @Test
    void bearingsAreNormalised() {
        assertEquals(0, Navigation.initialBearing(new Position(50, 0), new Position(51, 0)), 1e-9);
        assertEquals(350, Navigation.normalise(-10), 1e-9);
        assertEquals(10, Navigation.normalise(370), 1e-9);
        assertEquals(0, Navigation.normalise(360), 1e-9);
    }
}
