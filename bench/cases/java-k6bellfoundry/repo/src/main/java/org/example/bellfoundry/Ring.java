package org.example.bellfoundry;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** A ring of bells hung for change ringing, numbered from the treble (1) down to the tenor. */
public final class Ring {
    private final String tower;
    private final List<Bell> bells;

    public Ring(String tower, List<Bell> bells) {
        List<Bell> sorted = new ArrayList<>(bells);
        sorted.sort(Comparator.comparingInt(Bell::number));
        for (int i = 0; i < sorted.size(); i++) {
            if (sorted.get(i).number() != i + 1) {
                throw new IllegalArgumentException(tower + ": bells must be numbered 1 to " + sorted.size());
            }
        }
        if (sorted.isEmpty()) {
            throw new IllegalArgumentException(tower + ": a ring needs bells");
        }
        this.tower = tower;
        this.bells = List.copyOf(sorted);
    }

    public String tower() {
        return tower;
    }

    public List<Bell> bells() {
        return bells;
    }

    public Bell treble() {
        return bells.get(0);
    }

    public Bell tenor() {
        return bells.get(bells.size() - 1);
    }

    public Weight totalWeight() {
        Weight total = Weight.ofPounds(0);
        for (Bell bell : bells) {
            total = total.plus(bell.weight());
        }
        return total;
    }

    /** The ring's key: the tenor's strike note without its octave. */
    public String key() {
        return Pitch.pitchClassName(Pitch.nearestMidi(tenor().nominalHz()));
    }

    /** The tower board: one line a bell, its number, weight and strike note. */
    public List<String> board() {
        List<String> lines = new ArrayList<>();
        for (Bell bell : bells) {
            lines.add(String.format("%2d  %-8s %s", bell.number(), bell.weight(), bell.strikeNote()));
        }
        return lines;
    }
}
