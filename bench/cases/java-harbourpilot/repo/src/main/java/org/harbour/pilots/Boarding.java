package org.harbour.pilots;

/** One pilot put aboard one vessel, at the minute they board. */
public record Boarding(String vessel, String pilot, int at) {
    public String describe() {
        return String.format("%02d:%02d %s boards %s", at / 60, at % 60, pilot, vessel);
    }
}
