<?php

declare(strict_types=1);

namespace Thatcher;

use InvalidArgumentException;

/**
 * A roof to thatch: its planes measured on the slope (eaves length by
 * rafter length, in metres), the ridge length and the pitch.
 */
final class Roof
{
    public const MIN_PITCH_DEG = 45.0;

    /** @var list<array{string, float, float}> */
    private array $planes = [];

    public function __construct(
        public readonly float $ridgeM,
        public readonly float $pitchDeg,
    ) {
        if ($ridgeM < 0 || $pitchDeg <= 0 || $pitchDeg >= 90) {
            throw new InvalidArgumentException('bad ridge length or pitch');
        }
    }

    public function addPlane(string $name, float $eavesM, float $rafterM): self
    {
        if ($eavesM <= 0 || $rafterM <= 0) {
            throw new InvalidArgumentException("plane {$name} has no area");
        }
        $this->planes[] = [$name, $eavesM, $rafterM];
        return $this;
    }

    /** @return list<array{string, float, float}> */
    public function planes(): array
    {
        return $this->planes;
    }

    public function areaM2(): float
    {
        $area = 0.0;
        foreach ($this->planes as [, $eaves, $rafter]) {
            $area += $eaves * $rafter;
        }
        return round($area, 2);
    }

    /** Thatch sheds water poorly below 45°; the quote carries a warning. */
    public function tooShallow(): bool
    {
        return $this->pitchDeg < self::MIN_PITCH_DEG;
    }
}
