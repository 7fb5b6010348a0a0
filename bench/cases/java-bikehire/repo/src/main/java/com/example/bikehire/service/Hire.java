package com.example.bikehire.service;

import com.example.bikehire.pricing.BikeType;
import java.time.LocalDateTime;

/** One hire of one bike. */
public record Hire(String rider, BikeType bike, LocalDateTime start, LocalDateTime end) {}
