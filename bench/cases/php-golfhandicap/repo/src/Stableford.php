<?php

declare(strict_types=1);

namespace Golf;

/**
 * Stableford scoring: two points for a net par, one more for each stroke under it, one fewer for each over.
 */
final class Stableford
{
    public static function pointsFor(int $strokes, int $par, int $received): int
    {
        return max(0, 2 + $par + $received - $strokes);
    }

    /**
     * Points on each hole of a card for a player of this playing handicap.
     *
     * @return list<int>
     */
    public static function holes(Scorecard $card, int $playingHandicap): array
    {
        $received = Strokes::forTee($playingHandicap, $card->tee);
        $points = [];
        foreach ($card->strokes() as $i => $strokes) {
            $points[] = self::pointsFor($strokes, $card->tee->parOf($i + 1), $received[$i]);
        }
        return $points;
    }

    public static function total(Scorecard $card, int $playingHandicap): int
    {
        return array_sum(self::holes($card, $playingHandicap));
    }

    /**
     * Points over the last nine, six, three and final hole, for breaking ties on the same total.
     *
     * @return list<int>
     */
    public static function countback(Scorecard $card, int $playingHandicap): array
    {
        $points = self::holes($card, $playingHandicap);
        $tail = [];
        foreach ([9, 6, 3, 1] as $last) {
            $tail[] = array_sum(array_slice($points, -$last));
        }
        return $tail;
    }
}
