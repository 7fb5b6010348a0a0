<?php

declare(strict_types=1);

namespace Fencing;

/**
 * A pool: four to seven fencers, each fencing every other once to five touches. Fencers are
 * referred to by their position on the pool sheet, from 1.
 */
final class Pool
{
    /** @var list<Fencer> */
    private array $fencers;

    /** @var array<string, array{BoutResult, BoutResult}> results keyed "a-b" with a < b */
    private array $results = [];

    /** @param list<Fencer> $fencers in pool-sheet order */
    public function __construct(private int $number, array $fencers)
    {
        $size = count($fencers);
        if ($size < 4 || $size > 7) {
            throw new \InvalidArgumentException("a pool has 4 to 7 fencers, not $size");
        }
        $this->fencers = array_values($fencers);
    }

    public function number(): int
    {
        return $this->number;
    }

    public function size(): int
    {
        return count($this->fencers);
    }

    /** @return list<Fencer> */
    public function fencers(): array
    {
        return $this->fencers;
    }

    public function fencerAt(int $position): Fencer
    {
        $this->checkPosition($position);
        return $this->fencers[$position - 1];
    }

    /** Records a bout from the sheet: record(2, 5, 'V', 'D3'). */
    public function record(int $a, int $b, string $resultA, string $resultB): void
    {
        $this->checkPosition($a);
        $this->checkPosition($b);
        if ($a === $b) {
            throw new \InvalidArgumentException("a fencer cannot fence themself ($a)");
        }
        $ra = BoutResult::parse($resultA);
        $rb = BoutResult::parse($resultB);
        if ($ra->isVictory() === $rb->isVictory()) {
            throw new \InvalidArgumentException("bout $a-$b needs one victory and one defeat");
        }
        $winner = $ra->isVictory() ? $ra : $rb;
        $loser = $ra->isVictory() ? $rb : $ra;
        if ($winner->touches() < $loser->touches()) {
            throw new \InvalidArgumentException("bout $a-$b: the winner scored fewer touches");
        }
        if ($a < $b) {
            $this->results["$a-$b"] = [$ra, $rb];
        } else {
            $this->results["$b-$a"] = [$rb, $ra];
        }
    }

    /** The result of $a against $b, from $a's side, or null if not fenced yet. */
    public function result(int $a, int $b): ?BoutResult
    {
        $this->checkPosition($a);
        $this->checkPosition($b);
        if ($a < $b) {
            return $this->results["$a-$b"][0] ?? null;
        }
        return $this->results["$b-$a"][1] ?? null;
    }

    public function isComplete(): bool
    {
        return count($this->results) === PoolOrder::boutCount($this->size());
    }

    /** @return list<array{int, int}> the bouts still to fence, in FIE order */
    public function boutsToFence(): array
    {
        $left = [];
        foreach (PoolOrder::forSize($this->size()) as [$a, $b]) {
            if ($this->result($a, $b) === null) {
                $left[] = [$a, $b];
            }
        }
        return $left;
    }

    /** @return array<int, FencerRecord> by position */
    public function records(): array
    {
        $records = [];
        foreach ($this->fencers as $i => $fencer) {
            $records[$i + 1] = new FencerRecord($fencer);
        }
        foreach ($this->results as $key => [$ra, $rb]) {
            [$a, $b] = array_map('intval', explode('-', $key));
            $records[$a]->add($ra, $rb);
            $records[$b]->add($rb, $ra);
        }
        return $records;
    }

    private function checkPosition(int $position): void
    {
        if ($position < 1 || $position > count($this->fencers)) {
            throw new \InvalidArgumentException("pool {$this->number} has no position $position");
        }
    }
}
