package uk.co.seaholme.guesthouse.billing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static uk.co.seaholme.guesthouse.Fixtures.PARENTS_AND_CHILD;
import static uk.co.seaholme.guesthouse.Fixtures.ROOM_2;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import uk.co.seaholme.guesthouse.model.BoardBasis;
import uk.co.seaholme.guesthouse.model.Stay;
import uk.co.seaholme.guesthouse.pricing.Quote;
import uk.co.seaholme.guesthouse.pricing.Tariff;

class FolioTest {

    @Test
    void balanceAfterDepositAndExtras() {
        Quote quote = Tariff.standard().quote(ROOM_2, PARENTS_AND_CHILD, Stay.of(LocalDate.of(2024, 7, 13), 3),
                BoardBasis.BED_AND_BREAKFAST, false);
        Folio folio = Folio.fromQuote("SH0007", quote);
        folio.addPayment(new Payment("card", 10_000, LocalDate.of(2024, 5, 2)));
        folio.addCharge(new Charge("Packed lunch x2", 1_600));
        assertEquals(5, folio.charges().size());
        assertEquals(46_450, folio.totalCharges());
        assertEquals(36_450, folio.balance());
    }

    @Test
    void vatIsASixthOfTheGross() {
        Folio folio = new Folio("SH0001");
        folio.addCharge(new Charge("Room 1", 6_500));
        folio.addCharge(new Charge("Bar", 455));
        assertEquals(1_159, folio.vatPence());
    }

    @Test
    void overpaymentShowsAsCredit() {
        Folio folio = new Folio("SH0002");
        folio.addCharge(new Charge("Room 6", 9_500));
        folio.addPayment(new Payment("cash", 10_000, LocalDate.of(2024, 6, 1)));
        assertEquals(-500, folio.balance());
        assertThrows(IllegalArgumentException.class, () -> new Payment("cash", 0, LocalDate.of(2024, 6, 1)));
    }
}
