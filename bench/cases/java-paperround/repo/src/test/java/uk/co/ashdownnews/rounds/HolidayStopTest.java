package uk.co.ashdownnews.rounds;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class HolidayStopTest {

    @Test
    void coversFromTheFirstDay() {
        HolidayStop stop = new HolidayStop("A1", Shop.TUE, Shop.THU);
        assertFalse(stop.covers(Shop.MON));
        assertTrue(stop.covers(Shop.TUE));
        assertTrue(stop.covers(Shop.WED));
        assertFalse(stop.covers(Shop.FRI));
    }

    @Test
    void endMayNotComeBeforeStart() {
        assertThrows(IllegalArgumentException.class, () -> new HolidayStop("A1", Shop.THU, Shop.TUE));
    }

    @Test
    void accountsKnowWhoIsAway() {
        Accounts accounts = Shop.accounts();
        assertTrue(accounts.awayOn("A103", Shop.WED));
        assertFalse(accounts.awayOn("A101", Shop.WED));
        assertTrue(accounts.deliveriesOn("A103", Shop.WED).isEmpty());
    }
}
