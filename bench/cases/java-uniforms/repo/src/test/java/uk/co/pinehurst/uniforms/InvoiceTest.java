package uk.co.pinehurst.uniforms;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;

class InvoiceTest {

    private final Catalogue cat = Catalogue.hollinsPark();

    @Test
    void receipt() {
        Order o = new Order("Mr Hughes")
                .add(new OrderLine(cat.get("HP-CARD"), Size.AGE_5_6, 1, true))
                .add(new OrderLine(cat.get("HP-POLO"), Size.XS, 2, false));
        List<String> lines = Invoice.lines(o);
        assertEquals("Pinehurst Schoolwear - Mr Hughes", lines.get(0));
        assertTrue(lines.get(1).endsWith("£20.00"), lines.get(1));
        assertTrue(lines.get(2).endsWith("£16.80"), lines.get(2));
        assertTrue(lines.get(3).endsWith("£36.80"), lines.get(3));
        assertTrue(lines.get(4).endsWith("£3.36"), lines.get(4));
        assertTrue(lines.get(5).endsWith("£40.16"), lines.get(5));
    }
}
