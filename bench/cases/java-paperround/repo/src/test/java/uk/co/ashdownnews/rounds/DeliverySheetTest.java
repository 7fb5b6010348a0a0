package uk.co.ashdownnews.rounds;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class DeliverySheetTest {

    private final Accounts accounts = Shop.accounts();

    private static List<String> accountsOn(DeliverySheet sheet) {
        return sheet.stops().stream().map(s -> s.customer().account()).toList();
    }

    @Test
    void housesInWalkingOrder() {
        DeliverySheet sheet = DeliverySheet.build(accounts, "R1", Shop.SAT);
        assertEquals(List.of("A102", "A101", "A103"), accountsOn(sheet));
        assertEquals(3, sheet.itemCount());
    }

    @Test
    void sundaySheet() {
        DeliverySheet sheet = DeliverySheet.build(accounts, "R1", Shop.SUN);
        assertEquals(List.of("A102", "A101"), accountsOn(sheet));
    }

    @Test
    void tuesdayHasTheRadioTimes() {
        DeliverySheet sheet = DeliverySheet.build(accounts, "R1", Shop.TUE);
        assertEquals(List.of("A101", "A105"), accountsOn(sheet));
        assertEquals(List.of("TEL", "RT"),
                sheet.stops().get(0).titles().stream().map(Publication::code).toList());
    }

    @Test
    void vicarageSkippedWhileAway() {
        DeliverySheet sheet = DeliverySheet.build(accounts, "R1", Shop.THU);
        assertEquals(List.of("A101"), accountsOn(sheet));
        assertEquals(List.of("A101", "A103"), accountsOn(DeliverySheet.build(accounts, "R1", Shop.FRI)));
    }

    @Test
    void printedSheet() {
        DeliverySheet sheet = DeliverySheet.build(accounts, "R1", Shop.SAT);
        assertEquals(List.of(
                "Forest Row (Kasia) 2024-03-09 - 3 houses, 3 items",
                "  1  1 Church Lane            GRD",
                "  3  3 Church Lane            TEL",
                "  7  The Vicarage             TEL"), sheet.lines());
    }
}
