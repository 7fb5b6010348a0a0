package com.brightcurl.salon;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.LocalTime;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TakingsTest {

    @Test
    void sumsTheDayByStylist() {
        ServiceMenu menu = Fixtures.menu();
        Diary diary = Fixtures.diary();
        Client client = Fixtures.client("Kit Moss");
        diary.book(client, "Priya", Fixtures.THURSDAY, LocalTime.of(9, 0), menu.lookup(List.of("CUT-W", "BLOW")));
        diary.book(client, "Priya", Fixtures.THURSDAY, LocalTime.of(10, 15), menu.lookup(List.of("ROOTS")));
        diary.book(client, "Sasha", Fixtures.THURSDAY, LocalTime.of(9, 0), menu.lookup(List.of("HL-HALF")));
        diary.book(client, "Owen", Fixtures.THURSDAY, LocalTime.of(18, 0), menu.lookup(List.of("CUT-M")));

        Takings takings = Takings.of(diary.appointmentsOn(Fixtures.THURSDAY));

        assertEquals(Map.of(
                "Owen", Money.parse("19.00"),
                "Priya", Money.parse("142.00"),
                "Sasha", Money.parse("105.50")), takings.byStylist());
        assertEquals(Money.parse("266.50"), takings.gross());
        assertEquals(Money.parse("44.42"), takings.vat());
        assertEquals(Money.parse("222.08"), takings.net());
        assertEquals(4, takings.appointments());
    }

    @Test
    void printsTheTillSummary() {
        Takings takings = new Takings();
        takings.add("Priya", Money.parse("48.50"));
        takings.add("Owen", Money.parse("19.00"));
        takings.add("Priya", Money.parse("30.00"));
        String expected = String.join(System.lineSeparator(),
                "Owen             £19.00",
                "Priya            £78.50",
                "Gross            £97.50",
                "VAT              £16.25",
                "Net              £81.25",
                "3 appointments",
                "");
        assertEquals(expected, takings.summary());
    }
}
