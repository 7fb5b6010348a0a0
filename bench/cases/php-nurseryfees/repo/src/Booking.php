<?php

declare(strict_types=1);

namespace Nursery;

use DateTimeImmutable;

/**
 * A child's regular week: which session on which weekday.
 */
final class Booking
{
    private const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

    /** @param array<string, Session> $week keyed Mon..Fri */
    public function __construct(
        public readonly Child $child,
        public readonly array $week,
    ) {
        foreach (array_keys($week) as $day) {
            if (!in_array($day, self::WEEKDAYS, true)) {
                throw new \InvalidArgumentException("not a weekday: $day");
            }
        }
    }

    public function sessionOn(DateTimeImmutable $day): ?Session
    {
        return $this->week[$day->format('D')] ?? null;
    }

    public function hoursPerWeek(): float
    {
        return array_sum(array_map(static fn (Session $s) => $s->hours(), $this->week));
    }
}
