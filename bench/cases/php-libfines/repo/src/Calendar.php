<?php

declare(strict_types=1);

namespace TownLib\Fines;

use DateTimeImmutable;

/** The days the library is open: every day but Sundays and public holidays. */
final class Calendar
{
    private const SUNDAY = 7;

    /** @var array<string, true> */
    private array $holidays = [];

    /** @param list<DateTimeImmutable> $holidays */
    public function __construct(array $holidays = [])
    {
        foreach ($holidays as $day) {
            $this->holidays[$day->format('Y-m-d')] = true;
        }
    }

    public function isOpenDay(DateTimeImmutable $day): bool
    {
        if ((int) $day->format('N') === self::SUNDAY) {
            return false;
        }
        return !isset($this->holidays[$day->format('Y-m-d')]);
    }
}
