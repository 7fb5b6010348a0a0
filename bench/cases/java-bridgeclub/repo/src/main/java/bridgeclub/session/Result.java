package bridgeclub.session;

import bridgeclub.model.Board;
import bridgeclub.model.Contract;
import bridgeclub.model.Seat;
import bridgeclub.model.Side;
import bridgeclub.scoring.ContractScorer;

/**
 * One line of a traveller: which pairs played the board, the contract, who declared it and how
 * many tricks declarer took. Pairs are numbered within their direction (NS 1, EW 1 are different
 * pairs in a Mitchell movement).
 */
public record Result(Board board, int nsPair, int ewPair, Contract contract, Seat declarer, int tricks) {

    public Result {
        if (nsPair < 1 || ewPair < 1) {
            throw new IllegalArgumentException("pairs are numbered from 1");
        }
        if (!contract.isPassedOut() && declarer == null) {
            throw new IllegalArgumentException("a contract needs a declarer: " + contract);
        }
        if (tricks < 0 || tricks > 13) {
            throw new IllegalArgumentException("tricks must be 0 to 13: " + tricks);
        }
    }

    public static Result passedOut(Board board, int nsPair, int ewPair) {
        return new Result(board, nsPair, ewPair, Contract.PASSED_OUT, null, 0);
    }

    /** Tricks over or under the contract: +1 for an overtrick, -2 for two down, 0 when just made. */
    public int relativeToContract() {
        return contract.isPassedOut() ? 0 : tricks - contract.tricksNeeded();
    }

    /** The score from declarer's side. */
    public int declarerScore() {
        if (contract.isPassedOut()) {
            return 0;
        }
        boolean vulnerable = board.vulnerability().isVulnerable(declarer.side());
        return ContractScorer.score(contract, tricks, vulnerable);
    }

    /** The score as North-South enter it on the traveller (East-West's is its negative). */
    public int nsScore() {
        if (contract.isPassedOut()) {
            return 0;
        }
        int score = declarerScore();
        return declarer.side() == Side.NS ? score : -score;
    }

    /** How the result is written on a traveller: "4H N =", "3NTX S -2", "Pass". */
    public String notation() {
        if (contract.isPassedOut()) {
            return "Pass";
        }
        int rel = relativeToContract();
        String outcome = rel == 0 ? "=" : (rel > 0 ? "+" + rel : String.valueOf(rel));
        return contract + " " + declarer.letter() + " " + outcome;
    }
}
