package org.kestonpress.broadsheet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class AdvertTest {
    @Test
    void sizeInSingleColumnCentimetres() {
        Advert ad = new Advert("Hallam Motors", 3, 12, Advert.Position.RUN_OF_PAPER, 1);
        assertEquals(36, ad.scc());
    }

    @Test
    void mustFitThePage() {
        assertThrows(IllegalArgumentException.class,
                () -> new Advert("Too Wide", 8, 10, Advert.Position.RUN_OF_PAPER, 1));
        assertThrows(IllegalArgumentException.class,
                () -> new Advert("Too Tall", 2, 53, Advert.Position.RUN_OF_PAPER, 1));
        assertThrows(IllegalArgumentException.class,
                () -> new Advert("Tiny", 1, 2, Advert.Position.RUN_OF_PAPER, 1));
        assertThrows(IllegalArgumentException.class,
                () -> new Advert("Never", 1, 5, Advert.Position.RUN_OF_PAPER, 0));
    }
}
