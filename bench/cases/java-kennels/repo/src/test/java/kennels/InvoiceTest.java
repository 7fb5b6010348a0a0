package kennels;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalDate;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class InvoiceTest {

    private final Tariff tariff = Tariff.standard(2024);

    @Test
    void twoDogsWithAWalkEach() {
        Booking b = new Booking("HL-204", "Ashworth", List.of(Fixtures.juniper(), Fixtures.otto()),
                LocalDate.of(2024, 10, 7), LocalDate.of(2024, 10, 10), Fixtures.run("B2"), EnumSet.of(Extra.EXTRA_WALK));
        Invoice invoice = Invoice.forBooking(b, tariff);
        assertEquals(List.of(
                new Invoice.Line("Juniper: 3 nights", 9600),
                new Invoice.Line("Juniper: Extra walk", 1500),
                new Invoice.Line("Otto: 3 nights", 6300),
                new Invoice.Line("Otto: Extra walk", 1500)), invoice.lines());
        assertEquals(18900, invoice.net());
        assertEquals(3780, invoice.vat());
        assertEquals(22680, invoice.total());
        assertEquals(6900, invoice.deposit());
    }

    @Test
    void bathIsChargedOnce() {
        Booking b = new Booking("HL-205", "Pryce", List.of(Fixtures.bramble()),
                LocalDate.of(2024, 11, 1), LocalDate.of(2024, 11, 2), Fixtures.run("A1"), EnumSet.of(Extra.BATH));
        Invoice invoice = Invoice.forBooking(b, tariff);
        assertEquals(List.of(
                new Invoice.Line("Bramble: 1 night", 2400),
                new Invoice.Line("Bramble: Bath before going home", 1500)), invoice.lines());
        assertEquals(4680, invoice.total());
    }

    @Test
    void christmasFortnight() {
        Booking b = new Booking("HL-301", "Okafor", List.of(Fixtures.hector()),
                LocalDate.of(2024, 12, 21), LocalDate.of(2025, 1, 4), Fixtures.run("C1"), Set.of(Extra.MEDICATION));
        Invoice invoice = Invoice.forBooking(b, tariff);
        assertEquals(13 * 4560 + 3800, invoice.lines().get(0).pence());
        assertEquals(14 * 200, invoice.lines().get(1).pence());
        assertEquals(65880, invoice.net());
        assertEquals(79056, invoice.total());
        assertEquals(23800, invoice.deposit());
    }

    @Test
    void rendersPounds() {
        Booking b = new Booking("HL-205", "Pryce", List.of(Fixtures.bramble()),
                LocalDate.of(2024, 11, 1), LocalDate.of(2024, 11, 2), Fixtures.run("A1"), Set.of());
        String expected = String.join("\n",
                "Invoice HL-205",
                "Bramble: 1 night                             £24.00",
                "Net                                          £24.00",
                "VAT 20%                                       £4.80",
                "Total                                        £28.80",
                "Deposit due                                   £9.00",
                "");
        assertEquals(expected, Invoice.forBooking(b, tariff).render());
    }
}
