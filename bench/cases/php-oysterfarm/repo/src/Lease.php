<?php

declare(strict_types=1);

namespace Oysterfarm;

/**
 * A foreshore lease laid out with rows of trestles. Each trestle carries a
 * fixed number of bags, and each bag holds oysters of one batch.
 */
final class Lease
{
    /** @var array<string, int> bags per batch code */
    private array $bags = [];

    public function __construct(
        public readonly string $name,
        public readonly int $trestles,
        public readonly int $bagsPerTrestle = 6,
    ) {
        if ($trestles <= 0 || $bagsPerTrestle <= 0) {
            throw new \InvalidArgumentException('A lease needs trestles that take bags');
        }
    }

    public function capacity(): int
    {
        return $this->trestles * $this->bagsPerTrestle;
    }

    public function bagsInUse(): int
    {
        return array_sum($this->bags);
    }

    public function freeSpaces(): int
    {
        return $this->capacity() - $this->bagsInUse();
    }

    public function bagsFor(string $batchCode): int
    {
        return $this->bags[$batchCode] ?? 0;
    }

    /** @return array<string, int> */
    public function placements(): array
    {
        return $this->bags;
    }

    public function place(string $batchCode, int $bags): void
    {
        if ($bags <= 0) {
            throw new \InvalidArgumentException('Place at least one bag');
        }
        if ($bags > $this->freeSpaces()) {
            throw new \OverflowException(sprintf(
                '%s has room for %d more bags, not %d',
                $this->name,
                $this->freeSpaces(),
                $bags,
            ));
        }
        $this->bags[$batchCode] = $this->bagsFor($batchCode) + $bags;
    }

    public function remove(string $batchCode, int $bags): void
    {
        if ($bags <= 0 || $bags > $this->bagsFor($batchCode)) {
            throw new \InvalidArgumentException(sprintf(
                'Batch %s has %d bags on %s, cannot remove %d',
                $batchCode,
                $this->bagsFor($batchCode),
                $this->name,
                $bags,
            ));
        }
        $this->bags[$batchCode] -= $bags;
        if ($this->bags[$batchCode] === 0) {
            unset($this->bags[$batchCode]);
        }
    }

    /** Put a new batch of seed out on the lease. */
    public function layOut(Batch $batch): int
    {
        $bags = Stocking::seedBags($batch->seedCount);
        $this->place($batch->code, $bags);

        return $bags;
    }
}
