package bridgeclub.session;

import bridgeclub.model.Board;
import bridgeclub.scoring.Matchpoints;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** All the results of one board in a session, with the matchpoints each pair earned on it. */
public final class Traveller {

    private final Board board;
    private final List<Result> results = new ArrayList<>();

    public Traveller(Board board) {
        this.board = board;
    }

    public Board board() {
        return board;
    }

    public void add(Result result) {
        if (!result.board().equals(board)) {
            throw new IllegalArgumentException(result.board() + " is not " + board);
        }
        for (Result r : results) {
            if (r.nsPair() == result.nsPair() || r.ewPair() == result.ewPair()) {
                throw new IllegalArgumentException(
                        "board " + board.number() + " already has a result for NS " + result.nsPair()
                                + " or EW " + result.ewPair());
            }
        }
        results.add(result);
    }

    public List<Result> results() {
        return Collections.unmodifiableList(results);
    }

    public int timesPlayed() {
        return results.size();
    }

    public int top() {
        return Matchpoints.top(results.size());
    }

    public List<Integer> nsScores() {
        List<Integer> scores = new ArrayList<>();
        for (Result r : results) {
            scores.add(r.nsScore());
        }
        return scores;
    }

    /** North-South matchpoints, by NS pair number. */
    public Map<Integer, Integer> nsMatchpoints() {
        List<Integer> awards = Matchpoints.award(nsScores());
        Map<Integer, Integer> byPair = new LinkedHashMap<>();
        for (int i = 0; i < results.size(); i++) {
            byPair.put(results.get(i).nsPair(), awards.get(i));
        }
        return byPair;
    }

    /** East-West matchpoints, by EW pair number: the top less their opponents' share. */
    public Map<Integer, Integer> ewMatchpoints() {
        List<Integer> awards = Matchpoints.award(nsScores());
        Map<Integer, Integer> byPair = new LinkedHashMap<>();
        for (int i = 0; i < results.size(); i++) {
            byPair.put(results.get(i).ewPair(), top() - awards.get(i));
        }
        return byPair;
    }
}
