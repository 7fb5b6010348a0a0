<?php

declare(strict_types=1);

namespace Nursery;

use DateInterval;
use DatePeriod;
use DateTimeImmutable;

/**
 * The days the nursery is open: weekdays, less bank holidays and the
 * Christmas closure (24 December to 1 January).
 */
final class NurseryCalendar
{
    /** @var array<string, true> */
    private array $closed = [];

    /** @param list<string> $bankHolidays Y-m-d dates */
    public function __construct(array $bankHolidays = [])
    {
        foreach ($bankHolidays as $day) {
            $this->closed[(new DateTimeImmutable($day))->format('Y-m-d')] = true;
        }
    }

    public function isOpen(DateTimeImmutable $day): bool
    {
        if ((int) $day->format('N') >= 6) {
            return false;
        }
        $md = $day->format('m-d');
        if ($md >= '12-24' || $md === '01-01') {
            return false;
        }

        return !isset($this->closed[$day->format('Y-m-d')]);
    }

    /** @return list<DateTimeImmutable> */
    public function openDays(int $year, int $month): array
    {
        $first = new DateTimeImmutable(sprintf('%04d-%02d-01', $year, $month));
        $period = new DatePeriod($first, new DateInterval('P1D'), $first->modify('first day of next month'));
        $days = [];
        foreach ($period as $day) {
            if ($this->isOpen($day)) {
                $days[] = $day;
            }
        }

        return $days;
    }
}
