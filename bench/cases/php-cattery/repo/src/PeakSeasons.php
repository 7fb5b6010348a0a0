<?php

declare(strict_types=1);

namespace Pennant\Cattery;

use DateTimeImmutable;

/** School holidays, when a night costs the peak supplement on top of the tariff. */
final class PeakSeasons
{
    /** First and last peak night of each season, inclusive. */
    private const SEASONS = [
        ['2026-03-28', '2026-04-12'],
        ['2026-05-23', '2026-05-31'],
        ['2026-07-22', '2026-09-01'],
        ['2026-10-24', '2026-11-01'],
        ['2026-12-19', '2027-01-03'],
    ];

    public const SUPPLEMENT_PERCENT = 25;

    public static function isPeak(DateTimeImmutable $night): bool
    {
        $day = $night->format('Y-m-d');
        foreach (self::SEASONS as [$first, $last]) {
            if ($first <= $day && $day <= $last) {
                return true;
            }
        }
        return false;
    }
}
