package org.example.bobsleigh;

import java.util.List;

/** A race: the sleds entered and the heats timed so far. */
public final class Race {
    private final String title;
    private final List<Sled> sleds;
    private final List<Heat> heats;
    private final int reversedTop;

    public Race(String title, List<Sled> sleds, List<Heat> heats, int reversedTop) {
        this.title = title;
        this.sleds = List.copyOf(sleds);
        this.heats = List.copyOf(heats);
        this.reversedTop = reversedTop;
    }

    /** A race read from its timing sheet; the leading 20 start the later heats in reverse order. */
    public static Race fromSheet(String title, List<Sled> sleds, List<String> sheet) {
        return new Race(title, sleds, HeatSheetReader.read(sheet), 20);
    }

    public Race withReversedTop(int n) {
        return new Race(title, sleds, heats, n);
    }

    public int heatsRun() {
        return heats.stream().mapToInt(Heat::heat).max().orElse(0);
    }

    public List<Standing> standings() {
        return Standings.after(heatsRun(), sleds, heats);
    }

    /** Bibs in start order for a heat: the first heat by bib, later ones by the standings before them. */
    public List<Integer> startList(int heat) {
        if (heat == 1) {
            return sleds.stream().map(Sled::bib).sorted().toList();
        }
        return StartOrder.nextHeat(Standings.after(heat - 1, sleds, heats), reversedTop);
    }

    public String resultSheet() {
        return ResultSheet.render(title + " after " + heatsRun() + " heats", standings());
    }
}
