package bridgeclub.session;

import bridgeclub.model.Side;
import java.util.Collection;
import java.util.List;
import java.util.Locale;

/** The results sheet pinned up at the end of a session. */
public final class Report {

    private Report() {
    }

    public static String ranking(Collection<Traveller> travellers) {
        StringBuilder sb = new StringBuilder();
        for (Side side : Side.values()) {
            sb.append(side == Side.NS ? "North-South" : "East-West").append('\n');
            List<Standing> standings = SessionRanking.rank(travellers, side);
            for (Standing s : standings) {
                sb.append(String.format(Locale.ROOT, "%-4s %-6s %4d/%-4d %6.2f%%\n",
                        s.rank(), s.label(), s.matchpoints(), s.possible(), s.percentage()));
            }
        }
        return sb.toString();
    }

    public static String traveller(Traveller t) {
        StringBuilder sb = new StringBuilder();
        sb.append(t.board()).append('\n');
        var ns = t.nsMatchpoints();
        var ew = t.ewMatchpoints();
        for (Result r : t.results()) {
            int score = r.nsScore();
            String nsCol = score > 0 ? String.valueOf(score) : "";
            String ewCol = score < 0 ? String.valueOf(-score) : "";
            sb.append(String.format(Locale.ROOT, "NS %-2d EW %-2d %-12s %5s %5s %3d %3d\n",
                    r.nsPair(), r.ewPair(), r.notation(), nsCol, ewCol, ns.get(r.nsPair()),
                    ew.get(r.ewPair())));
        }
        return sb.toString();
    }
}
