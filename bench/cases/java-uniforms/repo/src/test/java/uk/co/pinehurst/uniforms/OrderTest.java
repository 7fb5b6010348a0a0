package uk.co.pinehurst.uniforms;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

class OrderTest {

    private final Catalogue cat = Catalogue.hollinsPark();

    @Test
    void totals() {
        Order o = new Order("Mrs Okafor")
                .add(new OrderLine(cat.get("HP-SWT"), Size.AGE_9_10, 2, true))
                .add(new OrderLine(cat.get("HP-PE"), Size.S, 1, false));
        // 2 x (1450 + 350) = 3600; 600 + 12% = 672, VAT 134.4 -> 134
        assertEquals(3, o.itemCount());
        assertEquals(4272, o.netPence());
        assertEquals(134, o.vatPence());
        assertEquals(4406, o.grossPence());
    }

    @Test
    void emptyOrder() {
        Order o = new Order("nobody");
        assertEquals(0, o.grossPence());
        assertEquals(0, o.itemCount());
    }
}
