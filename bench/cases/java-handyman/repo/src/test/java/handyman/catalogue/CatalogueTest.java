package handyman.catalogue;

import handyman.Fixtures;
import handyman.money.Money;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.NoSuchElementException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class CatalogueTest {

    private final Catalogue catalogue = Fixtures.catalogue();

    @Test
    void lookUpByCode() {
        assertEquals(8, catalogue.size());
        assertEquals(Unit.METRE, catalogue.get("PIPE-15").unit());
        assertThrows(NoSuchElementException.class, () -> catalogue.get("NOPE"));
    }

    @Test
    void duplicateCodesAndNegativeMarkupAreRefused() {
        Material tap = catalogue.get("TAP-MIX");
        assertThrows(IllegalArgumentException.class, () -> catalogue.add(tap));
        assertThrows(IllegalArgumentException.class, () -> new Catalogue(new BigDecimal("-1")));
    }

    @Test
    void priceAddsTheMarkup() {
        assertEquals(Money.pounds("55.20"), catalogue.price(MaterialLine.of(catalogue.get("TAP-MIX"), 1)));
        assertEquals(Money.pounds("12.65"), catalogue.price(MaterialLine.of(catalogue.get("SEAL-W"), 2)));
    }

    @Test
    void partLengthsArePricedProRata() {
        MaterialLine cable = MaterialLine.of(catalogue.get("CAB-25T"), "4.5");
        assertEquals(Money.pounds("4.95"), cable.cost());
        assertEquals(Money.pounds("5.69"), catalogue.price(cable));
        assertEquals("4.5 m 2.5mm twin and earth cable", cable.describe());
    }

    @Test
    void countedMaterialsCannotBeSplit() {
        Material socket = catalogue.get("SKT-2G");
        assertThrows(IllegalArgumentException.class, () -> MaterialLine.of(socket, "1.5"));
        assertThrows(IllegalArgumentException.class, () -> MaterialLine.of(socket, 0));
        assertEquals("2 each double socket, white", MaterialLine.of(socket, "2.0").describe());
    }
}
