package org.kestonpress.broadsheet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class PageTest {
    @Test
    void capacityLeavesRoomForFurniture() {
        assertEquals(350, Page.capacityScc());
    }

    @Test
    void freeSpaceAfterPlacing() {
        Page page = new Page(3);
        page.place(new Advert("Hallam Motors", 4, 20, Advert.Position.EARLY_RIGHT, 1));
        page.place(new Story("bypass", 900, true));
        assertEquals(350 - 80 - 116, page.freeScc());
        assertEquals(1, page.adverts().size());
        assertEquals(1, page.stories().size());
    }

    @Test
    void positionsAreHonoured() {
        assertThrows(IllegalStateException.class,
                () -> new Page(2).place(new Advert("A", 2, 5, Advert.Position.FRONT_PAGE, 1)));
        assertThrows(IllegalStateException.class,
                () -> new Page(4).place(new Advert("B", 2, 5, Advert.Position.EARLY_RIGHT, 1)));
        assertThrows(IllegalStateException.class,
                () -> new Page(9).place(new Advert("C", 2, 5, Advert.Position.EARLY_RIGHT, 1)));
    }

    @Test
    void overfullPageRefused() {
        Page page = new Page(5);
        page.place(new Advert("Full Page", 7, 50, Advert.Position.RUN_OF_PAPER, 1));
        assertThrows(IllegalStateException.class, () -> page.place(new Story("late", 9, false)));
    }
}
