package com.example.pigeons;

import java.time.Duration;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** One race of a club: birds basketed for it, the liberation, the clock times, the result sheet. */
public class RaceService {
    private final String name;
    private final double releaseLat;
    private final double releaseLon;
    private LocalDateTime liberated;
    private final Map<RingNumber, Loft> basketed = new LinkedHashMap<>();
    private final Map<RingNumber, LocalDateTime> clocked = new HashMap<>();

    public RaceService(String name, double releaseLat, double releaseLon) {
        this.name = name;
        this.releaseLat = releaseLat;
        this.releaseLon = releaseLon;
    }

    public String name() {
        return name;
    }

    /** Enter a bird at basketing, as its ring is written on the entry sheet. */
    public RingNumber basket(String ring, Loft loft) {
        if (liberated != null) {
            throw new IllegalStateException("the birds are already liberated");
        }
        RingNumber number = RingNumber.parse(ring);
        if (basketed.putIfAbsent(number, loft) != null) {
            throw new IllegalArgumentException(number + " is already basketed");
        }
        return number;
    }

    public int entries() {
        return basketed.size();
    }

    public void liberate(LocalDateTime at) {
        if (basketed.isEmpty()) {
            throw new IllegalStateException("no birds basketed");
        }
        liberated = at;
    }

    /** A bird's arrival, as the clock exports it. Only the first clocking of a bird counts. */
    public void clock(String ring, LocalDateTime at) {
        if (liberated == null) {
            throw new IllegalStateException("not liberated yet");
        }
        RingNumber number = RingNumber.parse(ring);
        if (!basketed.containsKey(number)) {
            throw new IllegalArgumentException(number + " was not basketed for " + name);
        }
        if (!at.isAfter(liberated)) {
            throw new IllegalArgumentException(number + " clocked before the liberation");
        }
        clocked.putIfAbsent(number, at);
    }

    /** Velocity in metres per minute, the measure races are won on. */
    public double velocity(RingNumber ring) {
        Loft loft = basketed.get(ring);
        LocalDateTime at = clocked.get(ring);
        if (loft == null || at == null) {
            throw new IllegalArgumentException(ring + " has no clock time");
        }
        double minutes = Duration.between(liberated, at).toMillis() / 60_000.0;
        return loft.metresFrom(releaseLat, releaseLon) / minutes;
    }

    /** The clocked birds, fastest first. */
    public List<Result> results() {
        List<RingNumber> rings = new ArrayList<>(clocked.keySet());
        rings.sort(Comparator.comparingDouble(this::velocity).reversed());
        List<Result> sheet = new ArrayList<>();
        for (RingNumber ring : rings) {
            Loft loft = basketed.get(ring);
            sheet.add(new Result(
                    sheet.size() + 1,
                    ring,
                    loft.fancier(),
                    loft.metresFrom(releaseLat, releaseLon),
                    Duration.between(liberated, clocked.get(ring)),
                    velocity(ring)));
        }
        return sheet;
    }
}
