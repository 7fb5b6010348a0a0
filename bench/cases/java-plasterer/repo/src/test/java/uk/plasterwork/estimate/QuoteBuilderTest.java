package uk.plasterwork.estimate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class QuoteBuilderTest {

    private final QuoteBuilder builder = new QuoteBuilder(PriceList.standard());

    @Test
    void pricesMaterialsByTheBag() {
        Quote quote = builder.build(Fixtures.job());
        assertEquals(Money.ofPence(38305), quote.materials());
        QuoteLine multi = quote.lines().get(0);
        assertEquals("Multi-finish (25 kg)", multi.description());
        assertEquals("9 bags", multi.quantity());
        assertEquals(Money.ofPence(10755), multi.amount());
    }

    @Test
    void labourByTheHalfDay() {
        Quote quote = builder.build(Fixtures.job());
        assertEquals(Money.ofPounds(1280), quote.labour());
        assertEquals("4 days", quote.lines().get(quote.lines().size() - 1).quantity());
    }

    @Test
    void totalsWithVat() {
        Quote quote = builder.build(Fixtures.job());
        assertEquals(Money.ofPence(166305), quote.subtotal());
        assertEquals(Money.ofPence(33261), quote.vat());
        assertEquals(Money.ofPence(199566), quote.total());
    }

    @Test
    void halfDayOfLabour() {
        Job patch = new Job("Q-2300", "Mr T. Reyes", "2 Mill Lane",
                List.of(Room.of("Porch", Finish.SKIM, Surface.wall("patch", 1.0, 1.0))));
        Quote quote = builder.build(patch);
        assertEquals(Money.ofPounds(160), quote.labour());
        assertEquals("1 bag", quote.lines().get(0).quantity());
        assertEquals("0.5 days", quote.lines().get(1).quantity());
    }

    @Test
    void dayWording() {
        assertEquals("0.5 days", QuoteBuilder.days(1));
        assertEquals("1 day", QuoteBuilder.days(2));
        assertEquals("1.5 days", QuoteBuilder.days(3));
        assertEquals("4 days", QuoteBuilder.days(8));
    }
}
