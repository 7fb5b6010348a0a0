<?php

declare(strict_types=1);

namespace Threadworks\Embroidery;

use InvalidArgumentException;

/** A digitised design as the machine file describes it. */
final class Design
{
    /** @param list<string> $colours thread codes in stitching order */
    public function __construct(
        public readonly string $name,
        public readonly int $stitches,
        public readonly float $widthMm,
        public readonly float $heightMm,
        public readonly array $colours,
        public readonly int $trims = 0,
    ) {
        if ($stitches <= 0) {
            throw new InvalidArgumentException("design {$name} has no stitches");
        }
        if ($widthMm <= 0 || $heightMm <= 0) {
            throw new InvalidArgumentException("design {$name} has no size");
        }
        if ($colours === []) {
            throw new InvalidArgumentException("design {$name} has no colours");
        }
    }

    /** Colour changes the machine makes: one fewer than the colour blocks. */
    public function colourChanges(): int
    {
        return count($this->colours) - 1;
    }

    /** Distinct threads the design needs loaded. */
    public function threads(): array
    {
        return array_values(array_unique($this->colours));
    }

    /** Stitch density in stitches per square centimetre of the bounding box. */
    public function density(): float
    {
        return $this->stitches / ($this->widthMm * $this->heightMm / 100);
    }
}
