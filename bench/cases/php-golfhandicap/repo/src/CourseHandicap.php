<?php

declare(strict_types=1);

namespace Golf;

use InvalidArgumentException;

/**
 * From a handicap index to the strokes a player gets on a particular tee.
 */
final class CourseHandicap
{
    /** Handicap allowances of the common formats of play. */
    public const ALLOWANCES = [
        'stroke play' => 0.95,
        'stableford' => 0.95,
        'match play' => 1.0,
        'four-ball' => 0.85,
    ];

    /**
     * Course handicap: the index scaled by the tee's slope, plus its rating over par.
     */
    public static function course(float $index, Tee $tee): int
    {
        $exact = $index * $tee->slope / Tee::STANDARD_SLOPE + ($tee->courseRating - $tee->par());
        return (int) round($exact);
    }

    /** Playing handicap for a format of play. */
    public static function playing(float $index, Tee $tee, string $format = 'stroke play'): int
    {
        if (!isset(self::ALLOWANCES[$format])) {
            throw new InvalidArgumentException("no allowance for $format");
        }
        return (int) round(self::course($index, $tee) * self::ALLOWANCES[$format]);
    }
}
