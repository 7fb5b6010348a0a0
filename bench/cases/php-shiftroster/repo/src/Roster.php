<?php

declare(strict_types=1);

namespace Acme\Roster;

use InvalidArgumentException;

/** A week's shifts for every worker. */
final class Roster
{
    public const DAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
    public const CONTRACT_HOURS = 37.5;

    /** @var list<Shift> */
    private array $shifts = [];

    public function add(Shift $shift): void
    {
        foreach ($this->shiftsOf($shift->worker) as $other) {
            if ($shift->weekStart() < $other->weekEnd() && $other->weekStart() < $shift->weekEnd()) {
                throw new InvalidArgumentException(
                    "{$shift->worker}: {$shift->label()} overlaps {$other->label()}"
                );
            }
        }
        $this->shifts[] = $shift;
    }

    /** @return list<Shift> the worker's shifts in week order */
    public function shiftsOf(string $worker): array
    {
        $own = array_values(array_filter($this->shifts, static fn (Shift $s): bool => $s->worker === $worker));
        usort($own, static fn (Shift $a, Shift $b): int => $a->weekStart() <=> $b->weekStart());
        return $own;
    }

    /** @return list<string> */
    public function workers(): array
    {
        $names = array_values(array_unique(array_map(static fn (Shift $s): string => $s->worker, $this->shifts)));
        sort($names);
        return $names;
    }

    public function hoursFor(string $worker): float
    {
        $minutes = 0;
        foreach ($this->shiftsOf($worker) as $shift) {
            $minutes += $shift->minutes();
        }
        return $minutes / 60;
    }

    public function overtimeFor(string $worker): float
    {
        return max(0.0, $this->hoursFor($worker) - self::CONTRACT_HOURS);
    }
}
