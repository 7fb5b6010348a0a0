package uk.co.pinehurst.uniforms;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

class OrderLineTest {

    private final Catalogue cat = Catalogue.hollinsPark();

    @Test
    void describe() {
        OrderLine l = new OrderLine(cat.get("HP-POLO"), Size.AGE_7_8, 3, true);
        assertEquals("3 x Polo shirt, white (7-8) + name", l.describe());
    }

    @Test
    void noEmbroideryOnPeShirts() {
        assertThrows(IllegalArgumentException.class,
                () -> new OrderLine(cat.get("HP-PE"), Size.AGE_7_8, 1, true));
    }

    @Test
    void quantityMustBePositive() {
        assertThrows(IllegalArgumentException.class,
                () -> new OrderLine(cat.get("HP-PE"), Size.AGE_7_8, 0, false));
    }
}
