package com.example.drycleaning.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.example.drycleaning.model.GarmentType;
import com.example.drycleaning.model.Order;
import com.example.drycleaning.model.Quote;
import com.example.drycleaning.pricing.PriceList;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.Test;

class OrderServiceTest {
    private static final LocalDate MONDAY = LocalDate.of(2026, 3, 2);
    private static final LocalDate FRIDAY = LocalDate.of(2026, 3, 6);

    private final OrderService service = new OrderService(PriceList.standard());

    @Test
    void shirtsAreReadyInTwoDays() {
        Quote q = service.quote(new Order("Ada", MONDAY, List.of(GarmentType.SHIRT, GarmentType.SHIRT), false));
        assertEquals(700, q.pence());
        assertEquals(LocalDate.of(2026, 3, 4), q.ready());
    }

    @Test
    void slowestGarmentSetsTheDay() {
        Quote q = service.quote(new Order("Bo", MONDAY, List.of(GarmentType.SHIRT, GarmentType.DRESS), false));
        assertEquals(350 + 1500, q.pence());
        assertEquals(LocalDate.of(2026, 3, 6), q.ready());
    }

    @Test
    void sundayIsNotAWorkingDay() {
        Quote q = service.quote(new Order("Cy", FRIDAY, List.of(GarmentType.COAT), false));
        assertEquals(1760, q.pence());
        assertEquals(LocalDate.of(2026, 3, 10), q.ready());
    }

    @Test
    void expressHalvesTheWaitAndAddsHalf() {
        Quote q = service.quote(new Order("Di", MONDAY, List.of(GarmentType.DRESS), true));
        assertEquals(2250, q.pence());
        assertEquals(LocalDate.of(2026, 3, 4), q.ready());
    }

    @Test
    void emptyOrderIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new Order("Ed", MONDAY, List.of(), false));
    }
}
