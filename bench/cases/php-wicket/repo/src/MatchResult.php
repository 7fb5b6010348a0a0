<?php

declare(strict_types=1);

namespace Longmeadow\Wicket;

/**
 * A limited-overs match from one side's point of view: what it scored and
 * in how many legal balls, and the same for the opponent.
 */
final class MatchResult
{
    public function __construct(
        public readonly string $team,
        public readonly string $opponent,
        public readonly int $runsFor,
        public readonly int $ballsFaced,
        public readonly bool $allOutFor,
        public readonly int $runsAgainst,
        public readonly int $ballsBowled,
        public readonly bool $allOutAgainst,
        public readonly int $quotaBalls = 120,
    ) {
        foreach ([$ballsFaced, $ballsBowled] as $balls) {
            if ($balls < 0 || $balls > $quotaBalls) {
                throw new \InvalidArgumentException("balls must be within the quota of $quotaBalls");
            }
        }
    }

    public static function fromInnings(Innings $batting, Innings $bowling): self
    {
        return new self(
            $batting->team,
            $bowling->team,
            $batting->runs(),
            $batting->legalBalls(),
            $batting->allOut(),
            $bowling->runs(),
            $bowling->legalBalls(),
            $bowling->allOut(),
            $batting->maxBalls,
        );
    }

    /** The same match from the opponent's side. */
    public function reversed(): self
    {
        return new self(
            $this->opponent,
            $this->team,
            $this->runsAgainst,
            $this->ballsBowled,
            $this->allOutAgainst,
            $this->runsFor,
            $this->ballsFaced,
            $this->allOutFor,
            $this->quotaBalls,
        );
    }

    public function won(): bool
    {
        return $this->runsFor > $this->runsAgainst;
    }

    public function tied(): bool
    {
        return $this->runsFor === $this->runsAgainst;
    }
}
