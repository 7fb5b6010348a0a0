package uk.plasterwork.estimate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class QuoteFormatterTest {

    @Test
    void plainTextQuote() {
        Quote quote = new QuoteBuilder(PriceList.standard()).build(Fixtures.job());
        String expected = String.join("\n",
                "Quote Q-2291 for Mrs A. Okafor",
                "",
                "Item                                      Qty        Each      Amount",
                "Multi-finish (25 kg)                   9 bags      £11.95     £107.55",
                "Bonding coat (25 kg)                  19 bags      £14.50     £275.50",
                "Labour, plasterer and labourer         4 days     £320.00   £1,280.00",
                "",
                "                                                Materials     £383.05",
                "                                                   Labour   £1,280.00",
                "                                                 Subtotal   £1,663.05",
                "                                                      VAT     £332.61",
                "                                                    Total   £1,995.66",
                "");
        assertEquals(expected, new QuoteFormatter().format(quote));
    }
}
