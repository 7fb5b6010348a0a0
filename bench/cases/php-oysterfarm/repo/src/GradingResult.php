<?php

declare(strict_types=1);

namespace Oysterfarm;

/**
 * What came off the grading table for one sample: how many oysters of each
 * grade, how many undersize, and their mean weight.
 */
final class GradingResult
{
    /**
     * @param array<string, int> $counts oysters per grade, keyed by Grade value
     */
    public function __construct(
        private readonly array $counts,
        public readonly int $undersize,
        public readonly float $meanGrams,
    ) {
        foreach ($counts as $value => $count) {
            if (Grade::tryFrom((string) $value) === null) {
                throw new \InvalidArgumentException(sprintf('Unknown grade "%s"', $value));
            }
            if ($count < 0) {
                throw new \InvalidArgumentException('Counts cannot be negative');
            }
        }
        if ($undersize < 0) {
            throw new \InvalidArgumentException('Counts cannot be negative');
        }
    }

    public function count(Grade $grade): int
    {
        return $this->counts[$grade->value] ?? 0;
    }

    public function graded(): int
    {
        return array_sum($this->counts);
    }

    public function total(): int
    {
        return $this->graded() + $this->undersize;
    }

    /** Fraction of the whole sample, undersize included, that made the grade. */
    public function share(Grade $grade): float
    {
        $total = $this->total();

        return $total === 0 ? 0.0 : $this->count($grade) / $total;
    }

    public function undersizeShare(): float
    {
        $total = $this->total();

        return $total === 0 ? 0.0 : $this->undersize / $total;
    }

    /** The grade with the most oysters; ties go to the bigger grade. */
    public function dominant(): ?Grade
    {
        $best = null;
        foreach (Grade::cases() as $grade) {
            if ($this->count($grade) > 0 && ($best === null || $this->count($grade) > $this->count($best))) {
                $best = $grade;
            }
        }

        return $best;
    }
}
