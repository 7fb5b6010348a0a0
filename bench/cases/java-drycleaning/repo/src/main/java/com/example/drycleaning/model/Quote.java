package com.example.drycleaning.model;

import java.time.LocalDate;

/** What the counter tells the customer: the price in pence and the day to come back. */
public record Quote(int pence, LocalDate ready) {
}
