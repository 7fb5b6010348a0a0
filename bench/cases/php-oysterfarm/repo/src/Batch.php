<?php

declare(strict_types=1);

namespace Oysterfarm;

/**
 * A batch of seed bought from one hatchery and laid out on one day, followed
 * through its mortality checks until it is sold.
 */
final class Batch
{
    /** @var list<MortalityCheck> */
    private array $checks = [];

    public function __construct(
        public readonly string $code,
        public readonly string $hatchery,
        public readonly \DateTimeImmutable $seeded,
        public readonly int $seedCount,
    ) {
        if ($seedCount <= 0) {
            throw new \InvalidArgumentException('A batch needs at least one seed');
        }
    }

    /**
     * Record a mortality check. Each check covers the losses since the one
     * before it, so they must come in date order.
     */
    public function recordCheck(MortalityCheck $check): void
    {
        $last = $this->checks === [] ? $this->seeded : end($this->checks)->date;
        if ($check->date <= $last) {
            throw new \DomainException(sprintf(
                'Check of %s is not after %s',
                $check->date->format('Y-m-d'),
                $last->format('Y-m-d'),
            ));
        }
        $this->checks[] = $check;
    }

    /** @return list<MortalityCheck> */
    public function checks(): array
    {
        return $this->checks;
    }

    /** Share of the seed still alive, compounding the losses of every check. */
    public function survival(): float
    {
        $survival = 1.0;
        foreach ($this->checks as $check) {
            $survival *= $check->survivalRate();
        }

        return $survival;
    }

    /** Estimated number of live oysters, rounded down. */
    public function liveEstimate(): int
    {
        return (int) floor($this->seedCount * $this->survival() + 1e-9);
    }

    /** Whole months since the batch was seeded. */
    public function ageInMonths(\DateTimeImmutable $on): int
    {
        if ($on < $this->seeded) {
            throw new \DomainException('Date is before the batch was seeded');
        }
        $age = $this->seeded->diff($on);

        return $age->y * 12 + $age->m;
    }
}
