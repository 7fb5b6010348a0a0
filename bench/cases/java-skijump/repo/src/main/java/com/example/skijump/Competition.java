package com.example.skijump;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An individual competition on one hill: a first round in start-list order and a final round for the best
 * of the first, jumping in reverse order of the first-round standings. The result is the total of both
 * jumps.
 */
public final class Competition {
    /** One line of the standings. */
    public record Standing(int rank, String athlete, List<Scoring.JumpScore> jumps, double total) {
    }

    private final Hill hill;
    private final List<String> startList;
    private final int finalists;
    private final Map<String, List<Scoring.JumpScore>> scores = new LinkedHashMap<>();
    private int rounds;

    public Competition(Hill hill, List<String> startList, int finalists) {
        if (finalists <= 0) {
            throw new IllegalArgumentException("finalists must be positive");
        }
        this.hill = hill;
        this.startList = List.copyOf(startList);
        this.finalists = finalists;
        for (String athlete : startList) {
            scores.put(athlete, new ArrayList<>());
        }
    }

    public Hill hill() {
        return hill;
    }

    public int rounds() {
        return rounds;
    }

    /** Scores a whole round, every jump against the round's start gate. */
    public void recordRound(int startGate, List<Jump> jumps) {
        if (rounds == 2) {
            throw new IllegalStateException("the competition has two rounds");
        }
        List<String> expected = rounds == 0 ? startList : finalRoundOrder();
        for (Jump jump : jumps) {
            if (!expected.contains(jump.athlete())) {
                throw new IllegalArgumentException(jump.athlete() + " does not jump in round " + (rounds + 1));
            }
            scores.get(jump.athlete()).add(Scoring.score(hill, startGate, jump));
        }
        rounds++;
    }

    /** The finalists, worst of them first: the order of the final round. */
    public List<String> finalRoundOrder() {
        if (rounds == 0) {
            throw new IllegalStateException("no round jumped yet");
        }
        List<Standing> afterFirst = rank(1);
        List<String> order = new ArrayList<>();
        for (Standing standing : afterFirst) {
            if (standing.rank() <= finalists) {
                order.add(standing.athlete());
            }
        }
        java.util.Collections.reverse(order);
        return order;
    }

    /** The standings over all rounds jumped: equal totals share a rank, and the next rank is skipped. */
    public List<Standing> standings() {
        return rank(rounds);
    }

    private List<Standing> rank(int overRounds) {
        List<Standing> unranked = new ArrayList<>();
        for (Map.Entry<String, List<Scoring.JumpScore>> entry : scores.entrySet()) {
            List<Scoring.JumpScore> jumps = entry.getValue().subList(0, Math.min(overRounds, entry.getValue().size()));
            if (jumps.isEmpty()) {
                continue;
            }
            double total = 0;
            for (Scoring.JumpScore jump : jumps) {
                total += jump.total();
            }
            unranked.add(new Standing(0, entry.getKey(), List.copyOf(jumps), Points.round(total)));
        }
        unranked.sort(Comparator.comparingInt((Standing s) -> -s.jumps().size())
                .thenComparing(Comparator.comparingDouble(Standing::total).reversed()));
        List<Standing> ranked = new ArrayList<>();
        for (int i = 0; i < unranked.size(); i++) {
            Standing s = unranked.get(i);
            int rank = i + 1;
            if (i > 0) {
                Standing previous = ranked.get(i - 1);
                if (previous.jumps().size() == s.jumps().size() && previous.total() == s.total()) {
                    rank = previous.rank();
                }
            }
            ranked.add(new Standing(rank, s.athlete(), s.jumps(), s.total()));
        }
        return ranked;
    }
}
