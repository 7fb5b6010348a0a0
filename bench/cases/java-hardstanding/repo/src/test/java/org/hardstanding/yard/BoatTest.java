package org.hardstanding.yard;

import static org.junit.Assert.assertEquals;

import org.junit.Test;

public class BoatTest {
    @Test
    public void chargesAnyPartOfAMetreAsAMetre() {
        assertEquals(9, new Boat("Curlew", 82).chargedMetres());
        assertEquals(8, new Boat("Dunlin", 80).chargedMetres());
    }

    @Test(expected = IllegalArgumentException.class)
    public void refusesANamelessBoat() {
        new Boat(" ", 80);
    }
}
