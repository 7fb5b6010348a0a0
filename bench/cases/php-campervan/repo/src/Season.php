<?php

declare(strict_types=1);

namespace Glenroad\Campervan;

final class Season
{
    /** Percent of the low-season rate charged for a night starting on the given day. */
    public static function multiplierFor(\DateTimeImmutable $night): int
    {
        $month = (int) $night->format('n');
        if ($month === 7 || $month === 8) {
            return 150;
        }
        if ($month === 5 || $month === 6 || $month === 9) {
            return 120;
        }
        return 100;
    }

    public static function nameFor(\DateTimeImmutable $night): string
    {
        return match (self::multiplierFor($night)) {
            150 => 'high',
            120 => 'shoulder',
            default => 'low',
        };
    }
}
