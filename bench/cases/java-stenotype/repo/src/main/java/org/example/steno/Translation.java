package org.example.steno;

/** One translated outline: the steno, its text, how many strokes it took and whether it was untranslated. */
public record Translation(String outline, String text, int strokes, boolean untranslated) {
}
