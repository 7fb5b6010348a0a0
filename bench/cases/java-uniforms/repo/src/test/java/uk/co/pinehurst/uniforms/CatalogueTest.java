package uk.co.pinehurst.uniforms;

import static org.junit.jupiter.api.Assertions.*;

import org.junit.jupiter.api.Test;

class CatalogueTest {

    @Test
    void hollinsParkList() {
        Catalogue c = Catalogue.hollinsPark();
        assertEquals(5, c.garments().size());
        assertEquals(1450, c.get("HP-SWT").unitPence());
        assertFalse(c.get("HP-PE").embroiderable());
    }

    @Test
    void unknownCode() {
        Catalogue c = Catalogue.hollinsPark();
        assertFalse(c.contains("HP-TIE"));
        assertThrows(IllegalArgumentException.class, () -> c.get("HP-TIE"));
    }

    @Test
    void duplicateCode() {
        Catalogue c = new Catalogue("Test");
        c.add(new Garment("A", "a", 100, false));
        assertThrows(IllegalArgumentException.class, () -> c.add(new Garment("A", "b", 200, false)));
    }
}
