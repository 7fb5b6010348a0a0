<?php

declare(strict_types=1);

namespace Towpath\Canal;

use DateTimeImmutable;
use InvalidArgumentException;

/**
 * Passages through staffed locks, as the lock keepers log them. Most locks are free;
 * a few tidal and river locks charge a fee per passage.
 */
final class LockLog
{
    /** @var array<string, array{rise: float, fee: int}> */
    private array $locks = [];

    /** @var list<array{boat: string, lock: string, at: DateTimeImmutable, up: bool}> */
    private array $passages = [];

    public function addLock(string $name, float $rise, int $fee = 0): void
    {
        if ($rise <= 0) {
            throw new InvalidArgumentException("{$name}: rise must be positive");
        }
        $this->locks[$name] = ['rise' => $rise, 'fee' => $fee];
    }

    public function record(Boat $boat, string $lock, DateTimeImmutable $at, bool $up): void
    {
        if (!isset($this->locks[$lock])) {
            throw new InvalidArgumentException("unknown lock {$lock}");
        }
        $this->passages[] = ['boat' => $boat->index, 'lock' => $lock, 'at' => $at, 'up' => $up];
    }

    /** @return list<array{boat: string, lock: string, at: DateTimeImmutable, up: bool}> */
    public function passagesOf(Boat $boat): array
    {
        return array_values(array_filter($this->passages, static fn ($p) => $p['boat'] === $boat->index));
    }

    public function count(Boat $boat): int
    {
        return count($this->passagesOf($boat));
    }

    /** Net climb in metres: rises up count positive, falls down negative. */
    public function netRise(Boat $boat): float
    {
        $net = 0.0;
        foreach ($this->passagesOf($boat) as $p) {
            $rise = $this->locks[$p['lock']]['rise'];
            $net += $p['up'] ? $rise : -$rise;
        }

        return round($net, 2);
    }

    /** Fees for $boat's passages made in the given year and month. */
    public function fees(Boat $boat, int $year, int $month): int
    {
        $total = 0;
        foreach ($this->passagesOf($boat) as $p) {
            if ((int) $p['at']->format('Y') === $year && (int) $p['at']->format('n') === $month) {
                $total += $this->locks[$p['lock']]['fee'];
            }
        }

        return $total;
    }
}
