<?php

declare(strict_types=1);

namespace Longmeadow\Wicket;

/** A side's innings built up ball by ball. */
final class Innings
{
    /** @var list<Delivery> */
    private array $deliveries = [];

    public function __construct(
        public readonly string $team,
        public readonly int $maxBalls = 120,
        public readonly int $maxWickets = 10,
    ) {
    }

    public function record(Delivery $d): void
    {
        if ($this->isClosed()) {
            throw new \LogicException("{$this->team}'s innings is over");
        }
        $this->deliveries[] = $d;
    }

    public function runs(): int
    {
        return array_sum(array_map(static fn (Delivery $d) => $d->total(), $this->deliveries));
    }

    public function wickets(): int
    {
        return count(array_filter($this->deliveries, static fn (Delivery $d) => $d->wicket));
    }

    public function legalBalls(): int
    {
        return count(array_filter($this->deliveries, static fn (Delivery $d) => $d->isLegal()));
    }

    public function extras(): int
    {
        return array_sum(array_map(static fn (Delivery $d) => $d->extraRuns + $d->penalty(), $this->deliveries));
    }

    public function allOut(): bool
    {
        return $this->wickets() >= $this->maxWickets;
    }

    public function isClosed(): bool
    {
        return $this->allOut() || $this->legalBalls() >= $this->maxBalls;
    }

    public function overs(): string
    {
        return Overs::fromBalls($this->legalBalls());
    }

    public function runRate(): float
    {
        $balls = $this->legalBalls();
        return $balls === 0 ? 0.0 : $this->runs() / Overs::decimal($balls);
    }

    /** "143/7 (20 ov)" */
    public function summary(): string
    {
        $score = $this->allOut() ? (string) $this->runs() : $this->runs() . '/' . $this->wickets();
        return sprintf('%s %s (%s ov)', $this->team, $score, $this->overs());
    }
}
