package org.example.bobsleigh;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class StartOrderTest {
    @Test
    void firstHeatGoesByBib() {
        assertEquals(List.of(1, 2, 3, 4, 5, 6), Fixtures.race().startList(1));
    }

    @Test
    void leadersStartLastInReverseOrder() {
        assertEquals(List.of(4, 2, 1, 3, 5), Fixtures.race().withReversedTop(3).startList(2));
        assertEquals(List.of(4, 3, 1, 2, 5), Fixtures.race().withReversedTop(4).startList(3));
    }

    @Test
    void fewerSledsThanReversedPlaces() {
        assertEquals(List.of(5, 3, 4, 2, 1), Fixtures.race().startList(2));
    }
}
