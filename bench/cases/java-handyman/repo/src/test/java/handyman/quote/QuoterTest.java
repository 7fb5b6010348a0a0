package handyman.quote;

import handyman.Fixtures;
import handyman.catalogue.Catalogue;
import handyman.labour.Skill;
import handyman.money.Money;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class QuoterTest {

    private final Quoter quoter = Fixtures.quoter();

    @Test
    void bathroomTotals() {
        Quote quote = quoter.quote(Fixtures.bathroom());
        assertEquals(Money.pounds("214.00"), quote.labour());
        assertEquals(Money.pounds("86.02"), quote.materials());
        assertEquals(Money.ZERO, quote.callout());
        assertEquals(Money.pounds("300.02"), quote.net());
        assertEquals(Money.pounds("60.00"), quote.vat());
        assertEquals(Money.pounds("360.02"), quote.total());
    }

    @Test
    void shortJobPaysTheCallOut() {
        Quote quote = quoter.quote(Fixtures.backDoor());
        assertEquals(Quoter.CALLOUT, quote.callout());
        assertEquals(Money.pounds("117.69"), quote.net());
        assertEquals(Money.pounds("141.23"), quote.total());
    }

    @Test
    void labourIsBilledPerSkillNotPerItem() {
        Catalogue c = Fixtures.catalogue();
        Job job = new Job("J-1050", "Ms R. Shah", "BS3 1PL", false, List.of(
                JobItem.of("Fix dripping kitchen tap", Skill.PLUMBING, 25),
                JobItem.of("Bleed radiators", Skill.PLUMBING, 30),
                JobItem.of("Paint bathroom ceiling", Skill.GENERAL, 150,
                        handyman.catalogue.MaterialLine.of(c.get("PAINT-W"), "2.5"))));
        Quote quote = quoter.quote(job);
        // 55 min of plumbing is one hour, not two minimum charges
        assertEquals(Money.pounds("48.00").plus(Money.pounds("95.00")), quote.labour());
        assertEquals(Money.pounds("18.40"), quote.materials());
        assertEquals(Money.pounds("161.40"), quote.net().minus(quote.callout()));
    }

    @Test
    void renderedQuote() {
        String expected = String.join("\n",
                "Quote J-1042",
                "Labour, general, 1 h 00 min                      £38.00",
                "Labour, plumbing, 1 h 30 min                     £72.00",
                "Labour, electrical, 2 h 00 min                  £104.00",
                "  1 each basin mixer tap                         £55.20",
                "  1.5 m 15mm copper pipe                          £6.56",
                "  2 each sanitary silicone, white                £12.65",
                "  1 each double socket, white                     £4.83",
                "  1 each 35mm back box                            £1.09",
                "  4.5 m 2.5mm twin and earth cable                £5.69",
                "Net                                             £300.02",
                "VAT                                              £60.00",
                "Total                                           £360.02",
                "");
        assertEquals(expected, quoter.quote(Fixtures.bathroom()).render());
    }

    @Test
    void jobsNeedItems() {
        assertThrows(IllegalArgumentException.class,
                () -> new Job("J-1", "Nobody", "BS1 1AA", false, List.of()));
        assertThrows(IllegalArgumentException.class,
                () -> JobItem.of("Nothing", Skill.GENERAL, 0));
    }
}
