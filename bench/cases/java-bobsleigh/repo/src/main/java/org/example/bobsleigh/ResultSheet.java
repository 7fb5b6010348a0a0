package org.example.bobsleigh;

import java.util.List;

/** The printed result list: rank, bib, nation, pilot, total and gap to the leader. */
public final class ResultSheet {
    private ResultSheet() {
    }

    public static String render(String title, List<Standing> standings) {
        StringBuilder sb = new StringBuilder(title).append('\n');
        int leader = standings.isEmpty() ? 0 : standings.get(0).totalHundredths();
        for (Standing s : standings) {
            Sled sled = s.sled();
            if (s.ranked()) {
                sb.append(String.format("%3d  %3d  %-3s  %-12s %8s  %s%n", s.rank(), sled.bib(), sled.nation(),
                        sled.pilot(), TimeFormat.format(s.totalHundredths()),
                        TimeFormat.gap(s.totalHundredths() - leader)));
            } else {
                sb.append(String.format("  -  %3d  %-3s  %-12s %8s%n", sled.bib(), sled.nation(), sled.pilot(),
                        "DNF"));
            }
        }
        return sb.toString();
    }
}
