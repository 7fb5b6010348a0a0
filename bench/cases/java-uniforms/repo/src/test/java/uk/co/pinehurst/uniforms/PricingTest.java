package uk.co.pinehurst.uniforms;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

class PricingTest {

    private final Catalogue cat = Catalogue.hollinsPark();

    @Test
    void childSizesAtListPrice() {
        assertEquals(1450, Pricing.unitPence(cat.get("HP-SWT"), Size.AGE_9_10));
    }

    @Test
    void adultSurcharge() {
        // 1450 + 12% = 1624
        assertEquals(1624, Pricing.unitPence(cat.get("HP-SWT"), Size.S));
    }

    @Test
    void embroideryPerItem() {
        OrderLine l = new OrderLine(cat.get("HP-POLO"), Size.AGE_5_6, 2, true);
        assertEquals(2 * (750 + 350), Pricing.lineNetPence(l));
    }

    @Test
    void noVatOnChildrensSizes() {
        OrderLine l = new OrderLine(cat.get("HP-CARD"), Size.AGE_13, 1, false);
        assertEquals(0, Pricing.lineVatPence(l));
    }

    @Test
    void vatOnAdultSizes() {
        // 1650 + 12% = 1848, VAT 369.6 -> 370
        OrderLine l = new OrderLine(cat.get("HP-CARD"), Size.XS, 1, false);
        assertEquals(1848, Pricing.lineNetPence(l));
        assertEquals(370, Pricing.lineVatPence(l));
    }

    @Test
    void money() {
        assertEquals("£14.50", Pricing.money(1450));
        assertEquals("£0.05", Pricing.money(5));
        assertEquals("-£3.50", Pricing.money(-350));
    }
}
