<?php

declare(strict_types=1);

namespace Quayline\Tramstop;

/** Minutes of the day as the boards print them. */
final class TimeFormat
{
    /** A minute of the day as "HH:MM". */
    public static function clock(int $minute): string
    {
        return sprintf('%02d:%02d', intdiv($minute, 60), $minute % 60);
    }

    /** What the board shows for a departure `$wait` minutes away: "due", "1 min", "7 mins". */
    public static function countdown(int $wait): string
    {
        return match (true) {
            $wait <= 0 => 'due',
            $wait === 1 => '1 min',
            default => "$wait mins",
        };
    }
}
