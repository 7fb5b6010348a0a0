package org.example.woodyard;

/** What a log is good for, best first. */
public enum Grade {
    PRIME("prime (veneer and beams)"),
    PLANKING("planking"),
    FENCING("fencing"),
    FIREWOOD("firewood");

    private final String description;

    Grade(String description) {
        this.description = description;
    }

    public String description() {
        return description;
    }
}
