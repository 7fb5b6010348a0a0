package org.example.bobsleigh;

/** A sled entered in the race: its start number, nation, pilot and crew size (2 or 4). */
public record Sled(int bib, String nation, String pilot, int crew) {
    public Sled {
        if (crew != 2 && crew != 4) {
            throw new IllegalArgumentException("crew of " + crew + " for bib " + bib);
        }
    }
}
