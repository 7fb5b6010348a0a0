<?php

declare(strict_types=1);

namespace Nursery;

use DateTimeImmutable;

/**
 * Government-funded hours for three and four year olds, taken "stretched"
 * over the year: a twelfth of the annual hours each month.
 */
final class Funding
{
    public const UNIVERSAL_HOURS_A_YEAR = 570;   // 15 hours x 38 weeks
    public const EXTENDED_HOURS_A_YEAR = 1140;   // 30 hours x 38 weeks
    public const CONSUMABLES_PER_HOUR = 150;     // meals and nappies, pence

    private const TERM_STARTS = [1, 4, 9];

    /**
     * Funding starts on the first 1 January, 1 April or 1 September after
     * the child's third birthday.
     */
    public static function eligibleFrom(Child $child): DateTimeImmutable
    {
        $birthday = $child->thirdBirthday();
        $year = (int) $birthday->format('Y');
        foreach ([$year, $year + 1] as $y) {
            foreach (self::TERM_STARTS as $month) {
                $start = new DateTimeImmutable(sprintf('%04d-%02d-01', $y, $month));
                if ($start > $birthday) {
                    return $start;
                }
            }
        }
        throw new \LogicException('unreachable');
    }

    public static function hoursAYear(Child $child): int
    {
        return $child->thirtyHours ? self::EXTENDED_HOURS_A_YEAR : self::UNIVERSAL_HOURS_A_YEAR;
    }

    /** Funded hours available in the month starting $monthStart. */
    public static function monthlyHours(Child $child, DateTimeImmutable $monthStart): float
    {
        if ($monthStart < self::eligibleFrom($child)) {
            return 0.0;
        }

        return self::hoursAYear($child) / 12;
    }
}
