package com.example.planthire.pricing;

import com.example.planthire.catalogue.Machine;
import java.time.LocalDate;

/** A machine out on hire from delivery to collection, both days included. */
public record Hire(Machine machine, LocalDate delivery, LocalDate collection, boolean waiver, int zone) {
    public Hire {
        if (collection.isBefore(delivery)) {
            throw new IllegalArgumentException("collection before delivery");
        }
        if (zone < 0 || zone > 3) {
            throw new IllegalArgumentException("zone must be 0 (collected from the depot) to 3");
        }
    }
}
