package com.example.scoutcamp;

import static com.example.scoutcamp.Fixtures.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CampFeesTest {
    @Test
    void feeIsTheSectionsNightlyRate() {
        assertEquals(5 * 2200, CampFees.feeFor(AMARA, SUMMER));
        assertEquals(5 * 2900, CampFees.feeFor(ELLIS, SUMMER));
    }

    @Test
    void siblingsGetTheDiscountOnTheCheaperPlace() {
        Map<String, Integer> fees = CampFees.byFamily(List.of(AMARA, TOBI, FINN), SUMMER, List.of());
        assertEquals(13000 + 11000 * 75 / 100, fees.get("Okoro"));
        assertEquals(13000, fees.get("Walsh"));
    }

    @Test
    void kitHireIsAddedPerChild() {
        Map<String, Integer> fees = CampFees.byFamily(List.of(ROSA, ELLIS), SUMMER, List.of(ROSA));
        assertEquals(14500 + 11000 * 75 / 100 + 1500, fees.get("Marsh"));
    }

    @Test
    void aCampLastsANight() {
        assertThrows(IllegalArgumentException.class, () -> new Camp("Nowhere", SUMMER.firstDay(), 0));
        assertEquals(SUMMER.firstDay().plusDays(5), SUMMER.lastDay());
    }
}
