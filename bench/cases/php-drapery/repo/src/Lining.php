<?php

declare(strict_types=1);

namespace Drapery;

/**
 * Lining sewn in behind the face fabric: the same number of widths, cut a
 * little shorter (it is hemmed 5 cm above the face hem and needs no repeat).
 */
final class Lining
{
    public const SHORTER_CM = 5.0;

    public function __construct(
        public readonly string $name,
        public readonly float $widthCm,
        public readonly int $pencePerMetre,
    ) {
        if ($widthCm <= 0) {
            throw new \InvalidArgumentException("lining width must be positive: $widthCm");
        }
    }

    public static function standardCotton(): self
    {
        return new self('cotton sateen', 137.0, 650);
    }

    public function cutLengthCm(Curtain $curtain): float
    {
        return $curtain->window->dropCm + Seams::HEM_CM + $curtain->heading->allowanceCm - self::SHORTER_CM;
    }

    public function widths(Curtain $curtain): int
    {
        $lined = new Curtain($curtain->window, new Fabric($this->name, $this->widthCm, 0.0, $this->pencePerMetre), $curtain->heading);
        return $lined->totalWidths();
    }

    public function totalCm(Curtain $curtain): float
    {
        return $this->widths($curtain) * $this->cutLengthCm($curtain);
    }
}
