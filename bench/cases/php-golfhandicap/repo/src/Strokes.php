<?php

declare(strict_types=1);

namespace Golf;

use InvalidArgumentException;

/**
 * Handicap strokes received hole by hole, given out in stroke index order.
 */
final class Strokes
{
    /**
     * Strokes a player with this playing handicap receives on a hole of the given stroke index.
     */
    public static function received(int $handicap, int $strokeIndex, int $holes = 18): int
    {
        if ($strokeIndex < 1 || $strokeIndex > $holes) {
            throw new InvalidArgumentException("stroke index $strokeIndex on a $holes-hole card");
        }
        if ($handicap < 0) {
            throw new InvalidArgumentException('plus handicaps are not supported yet');
        }
        $full = intdiv($handicap, $holes);
        $rest = $handicap % $holes;

        return $full + ($strokeIndex <= $rest ? 1 : 0);
    }

    /**
     * Strokes received on each hole of a tee, in playing order.
     *
     * @return list<int>
     */
    public static function forTee(int $handicap, Tee $tee): array
    {
        $strokes = [];
        for ($hole = 1; $hole <= $tee->holes(); $hole++) {
            $strokes[] = self::received($handicap, $tee->strokeIndexOf($hole), $tee->holes());
        }
        return $strokes;
    }
}
