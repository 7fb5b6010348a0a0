package com.example.fleet;

import java.time.YearMonth;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public final class FuelLog {
    private final Map<String, Vehicle> vehicles = new LinkedHashMap<>();
    private final List<Refuel> refuels = new ArrayList<>();

    public void register(Vehicle vehicle) {
        if (vehicles.putIfAbsent(vehicle.plate(), vehicle) != null) {
            throw new IllegalArgumentException("already registered: " + vehicle.plate());
        }
    }

    public void record(Refuel refuel) {
        if (!vehicles.containsKey(refuel.plate())) {
            throw new IllegalArgumentException("unknown vehicle: " + refuel.plate());
        }
        refuels.add(refuel);
    }

    public List<Refuel> refuelsOf(String plate) {
        return refuels.stream()
                .filter(r -> r.plate().equals(plate))
                .sorted(Comparator.comparingLong(Refuel::odometerMetres))
                .toList();
    }

    /** Cents paid per vehicle in the month, in registration order. */
    public Map<String, Long> monthlyBill(YearMonth month) {
        Map<String, Long> bill = new LinkedHashMap<>();
        for (String plate : vehicles.keySet()) {
            long cents = refuelsOf(plate).stream()
                    .filter(r -> YearMonth.from(r.date()).equals(month))
                    .mapToLong(Refuel::paidCents)
                    .sum();
            bill.put(plate, cents);
        }
        return bill;
    }
}
