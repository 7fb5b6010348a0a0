package com.example.moorings.service;

import com.example.moorings.Tariff;
import com.example.moorings.model.Berth;
import com.example.moorings.model.BerthCode;
import com.example.moorings.model.Boat;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The harbour office's book: which boat lies at which berth. */
public class HarbourService {
    private record Stay(BerthCode berth, Boat boat) {}

    private final List<Berth> plan;
    private final Tariff tariff;
    private final List<Stay> stays = new ArrayList<>();

    public HarbourService(List<Berth> plan, Tariff tariff) {
        this.plan = List.copyOf(plan);
        this.tariff = tariff;
    }

    private Berth berth(BerthCode code) {
        return plan.stream()
                .filter(b -> b.code().equals(code))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no berth " + code + " on the plan"));
    }

    public Optional<Boat> occupant(String code) {
        BerthCode key = BerthCode.parse(code);
        return stays.stream().filter(s -> s.berth().equals(key)).map(Stay::boat).findFirst();
    }

    public boolean isFree(String code) {
        return occupant(code).isEmpty();
    }

    /** Puts a boat on a berth; the berth must be on the plan, free, and long enough. */
    public void arrive(Boat boat, String code) {
        Berth berth = berth(BerthCode.parse(code));
        if (!berth.fits(boat)) {
            throw new IllegalStateException(boat.name() + " (" + boat.lengthM() + " m) is too long for " + code);
        }
        occupant(code).ifPresent(other -> {
            throw new IllegalStateException(code + " is taken by " + other.name());
        });
        stays.add(new Stay(berth.code(), boat));
    }

    /** Takes the boat off the berth and returns it. */
    public Boat depart(String code) {
        BerthCode key = BerthCode.parse(code);
        Stay stay = stays.stream()
                .filter(s -> s.berth().equals(key))
                .findFirst()
                .orElseThrow(() -> new IllegalStateException(code + " is empty"));
        stays.remove(stay);
        return stay.boat();
    }

    /** Free berths the boat fits, the shortest first so that long berths stay for long boats. */
    public List<BerthCode> freeBerthsFor(Boat boat) {
        return plan.stream()
                .filter(b -> b.fits(boat))
                .filter(b -> isFree(b.code().toString()))
                .sorted((a, b) -> Double.compare(a.maxLengthM(), b.maxLengthM()))
                .map(Berth::code)
                .toList();
    }

    /** Tonight's fees for every boat in, in pence. */
    public int nightlyTakings() {
        return stays.stream().mapToInt(s -> tariff.nightly(s.boat())).sum();
    }
}
