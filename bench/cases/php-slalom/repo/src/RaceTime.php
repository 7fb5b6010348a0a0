<?php

declare(strict_types=1);

namespace Eddyline\Slalom;

/**
 * Times are kept in hundredths of a second, as the timing system gives them.
 */
final class RaceTime
{
    public static function parse(string $text): int
    {
        if (!preg_match('/^(?:(\d+):)?(\d{1,3})\.(\d{2})$/', trim($text), $m)) {
            throw new \InvalidArgumentException("not a race time: '$text'");
        }
        $minutes = $m[1] === '' ? 0 : (int) $m[1];
        return ($minutes * 60 + (int) $m[2]) * 100 + (int) $m[3];
    }

    public static function format(int $hundredths): string
    {
        return sprintf('%d.%02d', intdiv($hundredths, 100), $hundredths % 100);
    }
}
