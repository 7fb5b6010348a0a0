<?php

declare(strict_types=1);

namespace Pestcontrol;

use DateTimeImmutable;
use InvalidArgumentException;

/**
 * Plans treatment visits. Technicians do not work Sundays, so a visit
 * that would fall on a Sunday moves to the Monday; later visits keep
 * their interval from the planned date, not the moved one.
 */
final class Schedule
{
    /**
     * @return list<DateTimeImmutable>
     */
    public static function visits(DateTimeImmutable $first, int $count, int $intervalDays): array
    {
        if ($count < 1) {
            throw new InvalidArgumentException('At least one visit is needed');
        }
        if ($intervalDays < 1) {
            throw new InvalidArgumentException('Interval must be at least a day');
        }
        $dates = [];
        for ($i = 0; $i < $count; $i++) {
            $planned = $first->modify(sprintf('+%d days', $i * $intervalDays));
            while ((int) $planned->format('N') === 7) {
                $planned = $planned->modify('+1 day');
            }
            $dates[] = $planned;
        }
        return $dates;
    }

    /**
     * Spread a number of routine visits evenly over a year from $start.
     *
     * @return list<DateTimeImmutable>
     */
    public static function routine(DateTimeImmutable $start, int $perYear): array
    {
        if ($perYear < 1 || $perYear > 52) {
            throw new InvalidArgumentException('Routine visits must be between 1 and 52 a year');
        }
        return self::visits($start, $perYear, intdiv(364, $perYear));
    }
}
