<?php

declare(strict_types=1);

namespace Lambing;

use DateTimeImmutable;
use InvalidArgumentException;

/** Births and deaths as the shepherd writes them up in the shed. */
final class LambingLog
{
    /** @var list<Lamb> */
    private array $lambs = [];

    /** @var array<string, DateTimeImmutable> dam tag => when she lambed */
    private array $lambedAt = [];

    /**
     * @param list<array{0: string, 1: float}> $lambs sex and birth weight of each lamb, in birth order
     * @return list<Lamb>
     */
    public function recordBirth(EarTag $dam, DateTimeImmutable $at, array $lambs): array
    {
        $key = (string) $dam;
        if (isset($this->lambedAt[$key])) {
            throw new InvalidArgumentException(sprintf('Ewe %s has already lambed this season', $key));
        }
        if ($lambs === []) {
            throw new InvalidArgumentException('A birth needs at least one lamb');
        }

        $born = [];
        foreach (array_values($lambs) as $i => [$sex, $weight]) {
            $lamb = new Lamb(sprintf('%s/%d', $dam->managementNumber(), $i + 1), $dam, $sex, $weight, $at);
            $born[] = $lamb;
            $this->lambs[] = $lamb;
        }
        $this->lambedAt[$key] = $at;

        return $born;
    }

    public function recordDeath(string $lambId, DateTimeImmutable $at, string $cause): Lamb
    {
        $lamb = $this->lamb($lambId);
        $lamb->die($at, $cause);

        return $lamb;
    }

    public function lamb(string $id): Lamb
    {
        foreach ($this->lambs as $lamb) {
            if ($lamb->id === $id) {
                return $lamb;
            }
        }
        throw new InvalidArgumentException(sprintf('No lamb %s in the log', $id));
    }

    /** @return list<Lamb> */
    public function lambs(): array
    {
        return $this->lambs;
    }

    /** @return list<Lamb> */
    public function lambsOf(EarTag $dam): array
    {
        return array_values(array_filter($this->lambs, static fn (Lamb $l): bool => $l->dam->equals($dam)));
    }

    public function litterSize(EarTag $dam): int
    {
        return count($this->lambsOf($dam));
    }

    public function hasLambed(EarTag $dam): bool
    {
        return isset($this->lambedAt[(string) $dam]);
    }

    public function ewesLambed(): int
    {
        return count($this->lambedAt);
    }

    /** @return list<Lamb> */
    public function bornAlive(): array
    {
        return array_values(array_filter($this->lambs, static fn (Lamb $l): bool => !$l->isStillborn()));
    }

    /** @return list<Lamb> */
    public function aliveAt(DateTimeImmutable $at): array
    {
        return array_values(array_filter($this->lambs, static fn (Lamb $l): bool => $l->isAliveAt($at)));
    }

    /** @return list<Lamb> */
    public function dead(): array
    {
        return array_values(array_filter($this->lambs, static fn (Lamb $l): bool => $l->diedAt() !== null));
    }
}
