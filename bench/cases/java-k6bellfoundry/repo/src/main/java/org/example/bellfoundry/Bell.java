package org.example.bellfoundry;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;

/** One bell of a ring: its number (1 is the treble), weight, mouth diameter and measured partials. */
public final class Bell {
    private final int number;
    private final Weight weight;
    private final int diameterMm;
    private final Map<Partial, Double> measured;

    public Bell(int number, Weight weight, int diameterMm, Map<Partial, Double> measured) {
        if (number < 1) {
            throw new IllegalArgumentException("bells are numbered from 1: " + number);
        }
        if (!measured.containsKey(Partial.NOMINAL)) {
            throw new IllegalArgumentException("bell " + number + ": the nominal must be measured");
        }
        this.number = number;
        this.weight = weight;
        this.diameterMm = diameterMm;
        this.measured = Collections.unmodifiableMap(new EnumMap<>(measured));
    }

    public static Bell of(int number, Weight weight, int diameterMm, double nominalHz) {
        return new Bell(number, weight, diameterMm, Map.of(Partial.NOMINAL, nominalHz));
    }

    public Bell withPartial(Partial partial, double hz) {
        Map<Partial, Double> more = new EnumMap<>(measured);
        more.put(partial, hz);
        return new Bell(number, weight, diameterMm, more);
    }

    public int number() {
        return number;
    }

    public Weight weight() {
        return weight;
    }

    public int diameterMm() {
        return diameterMm;
    }

    public double nominalHz() {
        return measured.get(Partial.NOMINAL);
    }

    public Optional<Double> measured(Partial partial) {
        return Optional.ofNullable(measured.get(partial));
    }

    /** The frequency a partial would have in a true-harmonic bell with this bell's nominal. */
    public double idealHz(Partial partial) {
        return nominalHz() * partial.ratio();
    }

    /** The strike note: the note nearest the nominal, e.g. "D5". */
    public String strikeNote() {
        return Pitch.noteName(Pitch.nearestMidi(nominalHz()));
    }
}
