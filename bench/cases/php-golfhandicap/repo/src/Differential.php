<?php

declare(strict_types=1);

namespace Golf;

/**
 * Score differentials: how a round compares with the tee's rating, on a standard slope.
 */
final class Differential
{
    /**
     * @param float $pcc playing conditions calculation for the day, -1.0 to +3.0
     */
    public static function of(int $adjustedGross, Tee $tee, float $pcc = 0.0): float
    {
        $raw = (Tee::STANDARD_SLOPE / $tee->slope) * ($adjustedGross - $tee->courseRating - $pcc);
        return round($raw, 1);
    }

    /** Differential of a card for a player whose index was $index when it was played. */
    public static function ofCard(Scorecard $card, float $index, float $pcc = 0.0): float
    {
        $courseHandicap = CourseHandicap::course($index, $card->tee);
        return self::of(Adjustment::gross($card, $courseHandicap), $card->tee, $pcc);
    }
}
