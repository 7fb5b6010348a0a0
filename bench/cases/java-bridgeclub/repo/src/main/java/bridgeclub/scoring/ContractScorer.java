package bridgeclub.scoring;

import bridgeclub.model.Contract;
import bridgeclub.model.Doubling;

/**
 * The duplicate score of one played contract, from declarer's side: positive when the contract
 * makes, negative when it goes down.
 */
public final class ContractScorer {

    private ContractScorer() {
    }

    public static int score(Contract contract, int tricksTaken, boolean vulnerable) {
        if (tricksTaken < 0 || tricksTaken > 13) {
            throw new IllegalArgumentException("tricks must be 0 to 13: " + tricksTaken);
        }
        if (contract.isPassedOut()) {
            return 0;
        }
        int needed = contract.tricksNeeded();
        if (tricksTaken >= needed) {
            return made(contract, tricksTaken - needed, vulnerable);
        }
        return -penalty(contract.doubling(), needed - tricksTaken, vulnerable);
    }

    static int made(Contract contract, int overtricks, boolean vulnerable) {
        Doubling doubling = contract.doubling();
        int trickScore = contract.strain().trickScore(contract.level()) * doubling.multiplier();
        int score = trickScore;

        if (trickScore >= 100) {
            score += vulnerable ? 500 : 300;
        } else {
            score += 50;
        }
        if (contract.level() == 6) {
            score += vulnerable ? 750 : 500;
        } else if (contract.level() == 7) {
            score += vulnerable ? 1500 : 1000;
        }

        switch (doubling) {
            case DOUBLED:
                score += 50 + overtricks * (vulnerable ? 200 : 100);
                break;
            case REDOUBLED:
                score += 100 + overtricks * (vulnerable ? 400 : 200);
                break;
            default:
                score += overtricks * contract.strain().perTrick();
        }
        return score;
    }

    /**
     * Penalty for going down. Undoubled: 50 a trick, 100 vulnerable. Doubled, not vulnerable: 100
     * for the first, 200 for the second and third, 300 for each after; vulnerable: 200 for the
     * first, 300 for each after. Redoubled: twice the doubled penalty.
     */
    static int penalty(Doubling doubling, int undertricks, boolean vulnerable) {
        if (doubling == Doubling.UNDOUBLED) {
            return undertricks * (vulnerable ? 100 : 50);
        }
        int doubled = 0;
        for (int trick = 1; trick <= undertricks; trick++) {
            if (vulnerable) {
                doubled += trick == 1 ? 200 : 300;
            } else if (trick == 1) {
                doubled += 100;
            } else if (trick <= 3) {
                doubled += 200;
            } else {
                doubled += 300;
            }
        }
        return doubling == Doubling.REDOUBLED ? doubled * 2 : doubled;
    }
}
