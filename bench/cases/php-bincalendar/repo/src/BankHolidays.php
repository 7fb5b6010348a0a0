<?php

declare(strict_types=1);

namespace Northvale\BinCalendar;

use DateTimeImmutable;

/**
 * After a bank holiday, every collection later in that week moves one day on: a holiday Monday pushes
 * Thursday's round to Friday.
 */
final class BankHolidays
{
    /** @var array<string, true> */
    private array $days = [];

    public function __construct(string ...$dates)
    {
        foreach ($dates as $date) {
            $this->days[(new DateTimeImmutable($date))->format('Y-m-d')] = true;
        }
    }

    public function isHoliday(DateTimeImmutable $day): bool
    {
        return isset($this->days[$day->format('Y-m-d')]);
    }

    /** The day a collection due on $due really happens. */
    public function shift(DateTimeImmutable $due): DateTimeImmutable
    {
        $monday = $due->modify('-' . ((int) $due->format('N') - 1) . ' days');
        for ($day = $monday; $day <= $due; $day = $day->modify('+1 day')) {
            if ($this->isHoliday($day)) {
                return $due->modify('+1 day');
            }
        }
        return $due;
    }
}
