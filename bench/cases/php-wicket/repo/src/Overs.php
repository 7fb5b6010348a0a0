<?php

declare(strict_types=1);

namespace Longmeadow\Wicket;

/**
 * Overs in the scorer's notation: "12.3" is twelve overs and three balls,
 * 75 legal balls. The part after the point counts balls, not tenths.
 */
final class Overs
{
    public const BALLS_PER_OVER = 6;

    public static function toBalls(string $overs): int
    {
        if (!preg_match('/^(\d+)(?:\.(\d))?$/', trim($overs), $m)) {
            throw new \InvalidArgumentException("not an overs figure: '$overs'");
        }
        $balls = isset($m[2]) ? (int) $m[2] : 0;
        if ($balls >= self::BALLS_PER_OVER) {
            throw new \InvalidArgumentException("an over has six balls: '$overs'");
        }
        return (int) $m[1] * self::BALLS_PER_OVER + $balls;
    }

    public static function fromBalls(int $balls): string
    {
        if ($balls < 0) {
            throw new \InvalidArgumentException('negative balls');
        }
        $whole = intdiv($balls, self::BALLS_PER_OVER);
        $rest = $balls % self::BALLS_PER_OVER;
        return $rest === 0 ? (string) $whole : "$whole.$rest";
    }

    /** Overs as a decimal number for rates: 75 balls is 12.5 overs. */
    public static function decimal(int $balls): float
    {
        return $balls / self::BALLS_PER_OVER;
    }
}
