<?php

declare(strict_types=1);

namespace Boxscore;

/** A batter's line: at bats, hits by kind, walks, hit by pitch and sacrifice flies. */
final class BattingLine
{
    public function __construct(
        public readonly string $batter,
        public readonly int $atBats,
        public readonly int $hits,
        public readonly int $doubles = 0,
        public readonly int $triples = 0,
        public readonly int $homeRuns = 0,
        public readonly int $walks = 0,
        public readonly int $hitByPitch = 0,
        public readonly int $sacrificeFlies = 0,
    ) {
        if ($doubles + $triples + $homeRuns > $hits || $hits > $atBats) {
            throw new BoxscoreError("{$batter}: the hits do not add up");
        }
    }

    public function totalBases(): int
    {
        $singles = $this->hits - $this->doubles - $this->triples - $this->homeRuns;

        return $singles + 2 * $this->doubles + 3 * $this->triples + 4 * $this->homeRuns;
    }

    public function average(): string
    {
        return self::rate($this->hits, $this->atBats);
    }

    public function onBase(): string
    {
        return self::rate(
            $this->hits + $this->walks + $this->hitByPitch,
            $this->atBats + $this->walks + $this->hitByPitch + $this->sacrificeFlies,
        );
    }

    public function slugging(): string
    {
        return self::rate($this->totalBases(), $this->atBats);
    }

    /** Rates are written to three places without the leading zero: .333, 1.000. */
    public static function rate(int $num, int $den): string
    {
        if ($den === 0) {
            return '---';
        }
        $text = number_format($num / $den, 3, '.', '');

        return str_starts_with($text, '0.') ? substr($text, 1) : $text;
    }
}
