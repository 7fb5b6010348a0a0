<?php

declare(strict_types=1);

namespace Boxscore;

/**
 * A pitcher's line for one game. Work is kept in outs recorded; innings pitched are written as whole
 * innings and thirds, 6.2 for six innings and two outs.
 */
final class PitchingLine
{
    public function __construct(
        public readonly string $pitcher,
        public readonly int $outs,
        public readonly int $hits = 0,
        public readonly int $runs = 0,
        public readonly int $earnedRuns = 0,
        public readonly int $walks = 0,
        public readonly int $strikeouts = 0,
    ) {
        foreach (['outs' => $outs, 'hits' => $hits, 'runs' => $runs, 'walks' => $walks, 'strikeouts' => $strikeouts] as $what => $n) {
            if ($n < 0) {
                throw new BoxscoreError("{$pitcher}: {$what} cannot be negative");
            }
        }
        if ($earnedRuns < 0 || $earnedRuns > $runs) {
            throw new BoxscoreError("{$pitcher}: earned runs must be between 0 and the runs allowed");
        }
    }

    public function innings(): float
    {
        return $this->outs / 3;
    }

    public function inningsPitched(): string
    {
        return intdiv($this->outs, 3) . '.' . $this->outs % 3;
    }

    /** Earned runs per nine innings, to two decimals; null when no out was recorded. */
    public function era(): ?float
    {
        return $this->outs === 0 ? null : round(9 * $this->earnedRuns / $this->innings(), 2);
    }

    /** Walks and hits per inning pitched. */
    public function whip(): ?float
    {
        return $this->outs === 0 ? null : round(($this->walks + $this->hits) / $this->innings(), 2);
    }

    /** Two lines for the same pitcher added up, e.g. over a season. */
    public function plus(self $other): self
    {
        if ($other->pitcher !== $this->pitcher) {
            throw new BoxscoreError("cannot add {$other->pitcher}'s line to {$this->pitcher}'s");
        }

        return new self(
            $this->pitcher,
            $this->outs + $other->outs,
            $this->hits + $other->hits,
            $this->runs + $other->runs,
            $this->earnedRuns + $other->earnedRuns,
            $this->walks + $other->walks,
            $this->strikeouts + $other->strikeouts,
        );
    }
}
