package bridgeclub.session;

import bridgeclub.model.Board;
import bridgeclub.model.Contract;
import bridgeclub.model.Seat;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Reads the results of a session as the scorer types them in, one played board a line:
 *
 * <pre>
 * # board  ns  ew  contract  declarer  tricks
 *   1      1   2   4H        N         10
 *   1      2   1   Pass
 * </pre>
 *
 * Blank lines and lines starting with '#' are skipped.
 */
public final class ResultSheet {

    private ResultSheet() {
    }

    public static Map<Integer, Traveller> parse(String text) {
        Map<Integer, Traveller> travellers = new TreeMap<>();
        String[] lines = text.split("\\R");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].trim();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            Result result;
            try {
                result = parseLine(line);
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("line " + (i + 1) + ": " + e.getMessage(), e);
            }
            travellers.computeIfAbsent(result.board().number(), n -> new Traveller(result.board()))
                    .add(result);
        }
        return travellers;
    }

    static Result parseLine(String line) {
        String[] f = line.split("\\s+");
        if (f.length < 4) {
            throw new IllegalArgumentException("expected board, NS, EW and contract: " + line);
        }
        Board board = new Board(number(f[0], "board"));
        int ns = number(f[1], "NS pair");
        int ew = number(f[2], "EW pair");
        Contract contract = Contract.parse(f[3]);
        if (contract.isPassedOut()) {
            if (f.length != 4) {
                throw new IllegalArgumentException("nothing follows a pass: " + line);
            }
            return Result.passedOut(board, ns, ew);
        }
        if (f.length != 6) {
            throw new IllegalArgumentException("expected declarer and tricks: " + line);
        }
        Seat declarer = Seat.parse(f[4]);
        int tricks = number(f[5], "tricks");
        return new Result(board, ns, ew, contract, declarer, tricks);
    }

    private static int number(String field, String what) {
        try {
            return Integer.parseInt(field);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(what + " is not a number: " + field);
        }
    }

    /** Writes travellers back in the same form, board by board. */
    public static String format(Map<Integer, Traveller> travellers) {
        List<String> lines = new ArrayList<>();
        for (Traveller t : travellers.values()) {
            for (Result r : t.results()) {
                StringBuilder sb = new StringBuilder();
                sb.append(r.board().number()).append(' ').append(r.nsPair()).append(' ').append(r.ewPair())
                        .append(' ').append(r.contract());
                if (!r.contract().isPassedOut()) {
                    sb.append(' ').append(r.declarer().letter()).append(' ').append(r.tricks());
                }
                lines.add(sb.toString());
            }
        }
        return String.join("\n", lines) + "\n";
    }
}
