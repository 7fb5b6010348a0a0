<?php

declare(strict_types=1);

namespace Eddyline\Slalom;

/**
 * One athlete's line in the heat results.
 */
final class Standing
{
    /** @param list<Run> $runs */
    public function __construct(
        public readonly int $bib,
        public readonly string $name,
        public readonly string $nation,
        public readonly array $runs,
        public ?int $rank = null,
    ) {
    }

    /** The better of the athlete's scores, or null if no run counts. */
    public function best(): ?int
    {
        $scores = $this->scores();
        return $scores === [] ? null : min($scores);
    }

    /** The other run's score, used to break a tie on the best one; null if there is none. */
    public function other(): ?int
    {
        $scores = $this->scores();
        sort($scores);
        return $scores[1] ?? null;
    }

    /** @return list<int> */
    private function scores(): array
    {
        $scores = [];
        foreach ($this->runs as $run) {
            $score = $run->score();
            if ($score !== null) {
                $scores[] = $score;
            }
        }
        return $scores;
    }
}
