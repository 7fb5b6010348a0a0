package uk.co.ashdownnews.rounds;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.DayOfWeek;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class PublicationTest {

    private final Catalogue catalogue = Shop.catalogue();

    @Test
    void dailiesComeOutMondayToSaturday() {
        Publication tel = catalogue.get("TEL");
        assertTrue(tel.publishedOn(Shop.MON));
        assertTrue(tel.publishedOn(Shop.SAT));
        assertFalse(tel.publishedOn(Shop.SUN));
    }

    @Test
    void saturdayEditionCostsMore() {
        Publication grd = catalogue.get("GRD");
        assertEquals(Money.parse("2.50"), grd.priceOn(Shop.FRI));
        assertEquals(Money.parse("3.50"), grd.priceOn(Shop.SAT));
    }

    @Test
    void weekliesComeOutOnTheirIssueDay() {
        Publication rt = catalogue.get("RT");
        assertTrue(rt.publishedOn(Shop.TUE));
        assertFalse(rt.publishedOn(Shop.WED));
        assertEquals(Money.parse("3.25"), rt.priceOn(Shop.TUE));
    }

    @Test
    void sundaysOnlyOnSunday() {
        Publication obs = catalogue.get("OBS");
        assertTrue(obs.publishedOn(Shop.SUN));
        assertFalse(obs.publishedOn(Shop.SAT));
    }

    @Test
    void monthliesOnTheFirstIssueDayOfTheMonth() {
        Publication gw = catalogue.get("GW");
        assertTrue(gw.publishedOn(LocalDate.of(2024, 3, 1)));
        assertFalse(gw.publishedOn(Shop.FRI));
        assertTrue(gw.publishedOn(LocalDate.of(2024, 4, 5)));
    }

    @Test
    void weeklyNeedsAnIssueDay() {
        assertThrows(IllegalArgumentException.class,
                () -> new Publication("X", "X", Frequency.WEEKLY, null, Money.parse("1"), null));
    }

    @Test
    void catalogueRejectsDuplicates() {
        assertThrows(IllegalArgumentException.class,
                () -> catalogue.add(Publication.weekly("RT", "Radio Times", DayOfWeek.TUESDAY, Money.parse("3"))));
        assertThrows(IllegalArgumentException.class, () -> catalogue.get("FT"));
    }
}
