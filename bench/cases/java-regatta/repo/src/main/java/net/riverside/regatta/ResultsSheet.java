package net.riverside.regatta;

import java.util.List;

/** The printed results of a race, one line per crew, as pinned up by the boat tents. */
public final class ResultsSheet {

    private ResultsSheet() {
    }

    public static String render(RaceResults race) {
        StringBuilder sb = new StringBuilder();
        sb.append(race.race()).append(" (").append(race.courseMetres()).append(" m");
        if (race.masters()) {
            sb.append(", masters handicap");
        }
        sb.append(")\n");
        List<RaceResults.Placing> placings = race.placings();
        for (RaceResults.Placing p : placings) {
            sb.append(line(race, p)).append('\n');
        }
        return sb.toString();
    }

    static String line(RaceResults race, RaceResults.Placing p) {
        Result r = p.result();
        String place = p.place() == 0 ? "-" : Integer.toString(p.place());
        StringBuilder sb = new StringBuilder();
        sb.append(String.format("%-3s %-8s %-22s L%d ", place, r.crew().id(), r.crew().club(), r.lane()));
        if (!r.finished()) {
            sb.append(statusText(r.status()));
            return sb.toString().stripTrailing();
        }
        sb.append(r.time());
        if (race.masters()) {
            sb.append(" (").append(MastersHandicap.category(r.crew())).append(") ").append(p.adjusted());
        }
        if (p.behindWinner() > 0) {
            sb.append(" +").append(RaceTime.ofHundredths(p.behindWinner()));
        }
        return sb.toString();
    }

    static String statusText(Result.Status status) {
        switch (status) {
            case DID_NOT_FINISH:
                return "DNF";
            case DID_NOT_START:
                return "DNS";
            case DISQUALIFIED:
                return "DSQ";
            default:
                throw new IllegalArgumentException(status.name());
        }
    }
}
