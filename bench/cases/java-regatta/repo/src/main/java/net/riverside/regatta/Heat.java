package net.riverside.regatta;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** One heat of an event as drawn: crews in lanes. */
public final class Heat {

    /** A crew in a lane. */
    public record Lane(int lane, Crew crew) {
    }

    private final String event;
    private final int number;
    private final List<Lane> lanes = new ArrayList<>();

    public Heat(String event, int number) {
        this.event = event;
        this.number = number;
    }

    public String event() {
        return event;
    }

    public int number() {
        return number;
    }

    void put(int lane, Crew crew) {
        for (Lane l : lanes) {
            if (l.lane() == lane) {
                throw new IllegalStateException("lane " + lane + " already taken in heat " + number);
            }
        }
        lanes.add(new Lane(lane, crew));
        lanes.sort((a, b) -> Integer.compare(a.lane(), b.lane()));
    }

    public List<Lane> lanes() {
        return Collections.unmodifiableList(lanes);
    }

    public int size() {
        return lanes.size();
    }

    public int laneOf(Crew crew) {
        for (Lane l : lanes) {
            if (l.crew().id().equals(crew.id())) {
                return l.lane();
            }
        }
        throw new IllegalArgumentException(crew.id() + " is not in heat " + number);
    }

    public String label() {
        return event + " heat " + number;
    }
}
