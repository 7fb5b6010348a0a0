<?php

declare(strict_types=1);

namespace Lambing;

use DateTimeImmutable;
use InvalidArgumentException;

/** Lamb weighings on the crate scales, and the daily live weight gain worked out from them. */
final class Weighing
{
    /** @var array<string, list<array{on: DateTimeImmutable, kg: float}>> lamb id => weighings, oldest first */
    private array $weighings = [];

    /** @var array<string, Lamb> */
    private array $lambs = [];

    public function record(Lamb $lamb, DateTimeImmutable $on, float $kg): void
    {
        if ($kg <= 0.0) {
            throw new InvalidArgumentException(sprintf('Weight must be positive, got %s kg', $kg));
        }
        if ($on < $lamb->bornAt) {
            throw new InvalidArgumentException(sprintf('Lamb %s was weighed before it was born', $lamb->id));
        }
        $this->lambs[$lamb->id] = $lamb;
        $this->weighings[$lamb->id][] = ['on' => $on, 'kg' => $kg];
        usort($this->weighings[$lamb->id], static fn (array $a, array $b): int => $a['on'] <=> $b['on']);
    }

    /** @return list<array{on: DateTimeImmutable, kg: float}> */
    public function history(Lamb $lamb): array
    {
        return $this->weighings[$lamb->id] ?? [];
    }

    public function latest(Lamb $lamb): ?float
    {
        $history = $this->history($lamb);

        return $history === [] ? null : $history[count($history) - 1]['kg'];
    }

    /**
     * Daily live weight gain in kg/day between the first and the last weighing,
     * or null while the lamb has fewer than two weighings a day or more apart.
     */
    public function dailyGain(Lamb $lamb): ?float
    {
        $history = $this->history($lamb);
        if (count($history) < 2) {
            return null;
        }
        $first = $history[0];
        $last = $history[count($history) - 1];

        return self::gain($first['on'], $first['kg'], $last['on'], $last['kg']);
    }

    /**
     * The lambs growing slower than the target gain, slowest first.
     *
     * @return list<Lamb>
     */
    public function belowTarget(float $targetKgPerDay): array
    {
        $slow = [];
        foreach ($this->lambs as $id => $lamb) {
            $gain = $this->dailyGain($lamb);
            if ($gain !== null && $gain < $targetKgPerDay) {
                $slow[$id] = $gain;
            }
        }
        asort($slow);

        return array_values(array_map(fn (string $id): Lamb => $this->lambs[$id], array_map('strval', array_keys($slow))));
    }

    private static function gain(DateTimeImmutable $from, float $fromKg, DateTimeImmutable $to, float $toKg): ?float
    {
        $days = $from->diff($to)->days;
        if ($days < 1) {
            return null;
        }

        return round(($toKg - $fromKg) / $days, 3);
    }
}
