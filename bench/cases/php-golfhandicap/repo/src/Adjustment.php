<?php

declare(strict_types=1);

namespace Golf;

/**
 * The adjusted gross score that goes into the handicap record: no hole counts for more than a net double bogey.
 */
final class Adjustment
{
    /** Highest score a hole may count for: par, plus two, plus the strokes received there. */
    public static function maximum(Tee $tee, int $hole, int $received): int
    {
        return $tee->parOf($hole) + 2 + $received;
    }

    /**
     * Strokes on each hole after the net double bogey limit, for a player of this course handicap.
     *
     * @return list<int>
     */
    public static function holes(Scorecard $card, int $courseHandicap): array
    {
        $received = Strokes::forTee($courseHandicap, $card->tee);
        $adjusted = [];
        foreach ($card->strokes() as $i => $strokes) {
            $adjusted[] = min($strokes, self::maximum($card->tee, $i + 1, $received[$i]));
        }
        return $adjusted;
    }

    public static function gross(Scorecard $card, int $courseHandicap): int
    {
        return array_sum(self::holes($card, $courseHandicap));
    }
}
