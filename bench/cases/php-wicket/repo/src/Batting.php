<?php

declare(strict_types=1);

namespace Longmeadow\Wicket;

/** A batter's season: innings, not-outs, runs, balls faced, boundaries. */
final class Batting
{
    private int $innings = 0;
    private int $notOuts = 0;
    private int $runs = 0;
    private int $balls = 0;
    private int $highest = 0;
    private bool $highestNotOut = false;
    private int $fifties = 0;
    private int $hundreds = 0;

    public function __construct(public readonly string $name)
    {
    }

    public function addInnings(int $runs, int $balls, bool $out): void
    {
        if ($runs < 0 || $balls < 0) {
            throw new \InvalidArgumentException('runs and balls cannot be negative');
        }
        $this->innings++;
        $this->runs += $runs;
        $this->balls += $balls;
        if (!$out) {
            $this->notOuts++;
        }
        if ($runs > $this->highest || ($runs === $this->highest && !$out)) {
            $this->highest = $runs;
            $this->highestNotOut = !$out;
        }
        if ($runs >= 100) {
            $this->hundreds++;
        } elseif ($runs >= 50) {
            $this->fifties++;
        }
    }

    public function runs(): int
    {
        return $this->runs;
    }

    /** Runs per dismissal; null when the batter has never been out. */
    public function average(): ?float
    {
        $dismissals = $this->innings - $this->notOuts;
        return $dismissals === 0 ? null : $this->runs / $dismissals;
    }

    /** Runs per hundred balls. */
    public function strikeRate(): float
    {
        return $this->balls === 0 ? 0.0 : 100 * $this->runs / $this->balls;
    }

    /** "87*" for a not-out highest score. */
    public function highestScore(): string
    {
        return $this->highest . ($this->highestNotOut ? '*' : '');
    }

    public function fifties(): int
    {
        return $this->fifties;
    }

    public function hundreds(): int
    {
        return $this->hundreds;
    }
}
