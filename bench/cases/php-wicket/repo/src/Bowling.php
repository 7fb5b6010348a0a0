<?php

declare(strict_types=1);

namespace Longmeadow\Wicket;

/** A bowler's figures, built from the deliveries they bowled. */
final class Bowling
{
    private int $balls = 0;
    private int $runs = 0;
    private int $wickets = 0;
    private int $maidens = 0;
    /** @var list<Delivery> */
    private array $currentOver = [];

    public function __construct(public readonly string $name)
    {
    }

    public function bowl(Delivery $d): void
    {
        $this->runs += $d->bowlerRuns();
        if ($d->wicket && $d->bowlerWicket) {
            $this->wickets++;
        }
        $this->currentOver[] = $d;
        if ($d->isLegal()) {
            $this->balls++;
            if ($this->balls % Overs::BALLS_PER_OVER === 0) {
                $this->endOver();
            }
        }
    }

    private function endOver(): void
    {
        $conceded = array_sum(array_map(static fn (Delivery $d) => $d->bowlerRuns(), $this->currentOver));
        if ($conceded === 0) {
            $this->maidens++;
        }
        $this->currentOver = [];
    }

    public function overs(): string
    {
        return Overs::fromBalls($this->balls);
    }

    public function maidens(): int
    {
        return $this->maidens;
    }

    public function runs(): int
    {
        return $this->runs;
    }

    public function wickets(): int
    {
        return $this->wickets;
    }

    /** Runs conceded per over. */
    public function economy(): float
    {
        return $this->balls === 0 ? 0.0 : $this->runs / Overs::decimal($this->balls);
    }

    /** Runs per wicket; null before the first wicket. */
    public function average(): ?float
    {
        return $this->wickets === 0 ? null : $this->runs / $this->wickets;
    }

    /** "3-27" */
    public function figures(): string
    {
        return $this->wickets . '-' . $this->runs;
    }
}
