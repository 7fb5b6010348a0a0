package com.example.vineyard;

import java.time.LocalDate;

/** One crew-day of picking on one block. */
public record PickDay(LocalDate date, String blockCode, double tonnes) {
}
