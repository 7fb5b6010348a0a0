package com.brightcurl.salon;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.List;
import org.junit.jupiter.api.Test;

class CancellationPolicyTest {

    private final ServiceMenu menu = Fixtures.menu();
    private final CancellationPolicy policy = new CancellationPolicy();

    private Appointment appointment() {
        // 14 May 2024 at 14:00 with Priya, £63.50
        return new Appointment(7, Fixtures.client("Ana Ruiz"), "Priya", Fixtures.TUESDAY, LocalTime.of(14, 0),
                menu.lookup(List.of("ROOTS")), Money.parse("63.50"));
    }

    @Test
    void freeWithTwoDaysNotice() {
        assertEquals(Money.ZERO, policy.fee(appointment(), LocalDateTime.of(2024, 5, 12, 14, 0)));
        assertEquals(Money.ZERO, policy.fee(appointment(), LocalDateTime.of(2024, 5, 10, 9, 0)));
    }

    @Test
    void quarterWithADaysNotice() {
        assertEquals(Money.parse("15.88"), policy.fee(appointment(), LocalDateTime.of(2024, 5, 12, 14, 1)));
        assertEquals(Money.parse("15.88"), policy.fee(appointment(), LocalDateTime.of(2024, 5, 13, 14, 0)));
    }

    @Test
    void halfInsideADay() {
        assertEquals(Money.parse("31.75"), policy.fee(appointment(), LocalDateTime.of(2024, 5, 13, 14, 1)));
        assertEquals(Money.parse("31.75"), policy.fee(appointment(), LocalDateTime.of(2024, 5, 14, 13, 59)));
    }

    @Test
    void fullPriceForANoShow() {
        assertEquals(Money.parse("63.50"), policy.fee(appointment(), LocalDateTime.of(2024, 5, 14, 14, 20)));
    }

    @Test
    void customNotice() {
        CancellationPolicy strict = new CancellationPolicy(72, 72);
        assertEquals(Money.parse("31.75"), strict.fee(appointment(), LocalDateTime.of(2024, 5, 12, 14, 0)));
        assertThrows(IllegalArgumentException.class, () -> new CancellationPolicy(24, 48));
    }
}
