package com.example.tickets;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ReceiptTest {
    @Test
    void listsSeatsAndTotal() {
        PriceList prices = new PriceList().set(Tier.STALLS, 4500).set(Tier.BALCONY, 2205);
        Basket basket = new Basket(prices).add(new Seat('A', 1, Tier.STALLS)).add(new Seat('K', 3, Tier.BALCONY));
        String expected = String.join(
                "\n",
                "A1   STALLS   45.00",
                "K3   BALCONY  22.05",
                "total           67.05",
                "");
        assertEquals(expected, Receipt.render(basket));
    }
}
