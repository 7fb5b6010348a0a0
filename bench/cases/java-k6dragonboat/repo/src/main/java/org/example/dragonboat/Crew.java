package org.example.dragonboat;

/** A crew entered in the regatta: its boat name ("Dragons A") and its club's code ("PDC"). */
public record Crew(String name, String club) {
    public Crew {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a crew needs a name");
        }
        if (club == null || !club.matches("[A-Z]{2,5}")) {
            throw new IllegalArgumentException("club code must be 2 to 5 capitals: " + club);
        }
    }

    /** As printed on the results board: "Dragons A (PDC)". */
    public String label() {
        return name + " (" + club + ")";
    }
}
