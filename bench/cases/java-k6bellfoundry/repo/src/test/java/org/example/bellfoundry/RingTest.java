package org.example.bellfoundry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class RingTest {
    static Ring stMarys() {
        return new Ring("St Mary, Thornbury", List.of(
                Bell.of(6, Weight.ofCwt(12, 2, 7), 1092, 587.3),
                Bell.of(1, Weight.ofCwt(4, 1, 22), 736, 987.8),
                Bell.of(2, Weight.ofCwt(4, 3, 2), 772, 880.0),
                Bell.of(3, Weight.ofCwt(5, 2, 14), 823, 784.0),
                Bell.of(4, Weight.ofCwt(6, 3, 0), 874, 740.0),
                Bell.of(5, Weight.ofCwt(8, 1, 11), 965, 659.3)));
    }

    @Test
    void ordersFromTrebleToTenor() {
        Ring ring = stMarys();
        assertEquals(1, ring.treble().number());
        assertEquals(6, ring.tenor().number());
    }

    @Test
    void isInTheTenorsKey() {
        assertEquals("D", stMarys().key());
    }

    @Test
    void addsUpTheMetal() {
        assertEquals("42-2-0", stMarys().totalWeight().toString());
    }

    @Test
    void printsTheBoard() {
        List<String> board = stMarys().board();
        assertEquals(" 1  4-1-22   B5", board.get(0));
        assertEquals(" 6  12-2-7   D5", board.get(5));
    }

    @Test
    void refusesAGapInTheNumbers() {
        assertThrows(IllegalArgumentException.class, () -> new Ring("Gap", List.of(
                Bell.of(1, Weight.ofPounds(300), 600, 900.0),
                Bell.of(3, Weight.ofPounds(500), 700, 700.0))));
    }
}
