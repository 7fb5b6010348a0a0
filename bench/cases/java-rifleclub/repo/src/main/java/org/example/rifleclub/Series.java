package org.example.rifleclub;

import java.util.List;

/** The shots of one series, as marked on the scoresheet. */
public record Series(Face face, List<String> marks) {

    public Series {
        marks = List.copyOf(marks);
        marks.forEach(face::value);
    }

    public int total() {
        return marks.stream().mapToInt(face::value).sum();
    }

    public int hits() {
        return (int) marks.stream().filter(m -> face.value(m) > 0).count();
    }

    /** Shots in the bull: the face's top score, centres included. */
    public int bulls() {
        return (int) marks.stream().filter(m -> face.value(m) == face.top()).count();
    }

    /** Shots in the inner bull: X's on the ten-ring face, V's on the fullbore. */
    public int centres() {
        return (int) marks.stream().filter(m -> m.trim().equalsIgnoreCase(face.centre())).count();
    }
}
