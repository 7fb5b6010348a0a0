<?php

declare(strict_types=1);

namespace Lambing;

use InvalidArgumentException;

final class Ewe
{
    public const BARREN = 'barren';
    public const SINGLE = 'single';
    public const TWIN = 'twin';
    public const TRIPLET = 'triplet';

    /** Below this body condition score a ewe is fed as lean, whatever she carries. */
    public const LEAN_BELOW = 2.5;

    private ?int $scanned = null;

    public function __construct(
        public readonly EarTag $tag,
        public readonly string $breed,
        public readonly int $yearBorn,
        private float $conditionScore = 3.0,
    ) {
        self::checkScore($conditionScore);
    }

    public function ageIn(int $year): int
    {
        return $year - $this->yearBorn;
    }

    /** A ewe lambing at one year old is still a ewe lamb; most first lamb as shearlings at two. */
    public function isEweLamb(int $year): bool
    {
        return $this->ageIn($year) <= 1;
    }

    public function conditionScore(): float
    {
        return $this->conditionScore;
    }

    public function scoreCondition(float $score): void
    {
        self::checkScore($score);
        $this->conditionScore = $score;
    }

    public function isLean(): bool
    {
        return $this->conditionScore < self::LEAN_BELOW;
    }

    public function recordScan(int $lambs): void
    {
        if ($lambs < 0 || $lambs > 5) {
            throw new InvalidArgumentException(sprintf('Scanned lambs out of range: %d', $lambs));
        }
        $this->scanned = $lambs;
    }

    public function scannedLambs(): ?int
    {
        return $this->scanned;
    }

    public function scanGroup(): ?string
    {
        return match (true) {
            $this->scanned === null => null,
            $this->scanned === 0 => self::BARREN,
            $this->scanned === 1 => self::SINGLE,
            $this->scanned === 2 => self::TWIN,
            default => self::TRIPLET,
        };
    }

    private static function checkScore(float $score): void
    {
        // condition is scored 1 to 5 in quarter points
        if ($score < 1.0 || $score > 5.0 || fmod($score * 4, 1.0) !== 0.0) {
            throw new InvalidArgumentException(sprintf('Body condition score must be 1 to 5 in quarters, got %s', $score));
        }
    }
}
