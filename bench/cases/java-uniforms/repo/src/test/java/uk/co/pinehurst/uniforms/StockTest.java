package uk.co.pinehurst.uniforms;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

class StockTest {

    private final Catalogue cat = Catalogue.hollinsPark();

    @Test
    void receiveAndReserve() {
        Stock s = new Stock();
        s.receive("HP-POLO", Size.AGE_7_8, 10);
        s.receive("HP-POLO", Size.AGE_7_8, 5);
        s.reserve(new OrderLine(cat.get("HP-POLO"), Size.AGE_7_8, 4, false));
        assertEquals(11, s.available("HP-POLO", Size.AGE_7_8));
        assertEquals(0, s.available("HP-POLO", Size.AGE_9_10));
    }

    @Test
    void tooFew() {
        Stock s = new Stock();
        s.receive("HP-SWT", Size.M, 1);
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> s.reserve(new OrderLine(cat.get("HP-SWT"), Size.M, 2, false)));
        assertTrue(e.getMessage().startsWith("only 1 of"));
        assertEquals(1, s.available("HP-SWT", Size.M));
    }
}
