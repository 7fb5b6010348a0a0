<?php

declare(strict_types=1);

namespace Thatcher;

use InvalidArgumentException;

/** The ridge, priced by the metre: flush, or block-cut and raised. */
final class Ridge
{
    private const PENCE_PER_METRE = [
        'flush' => 9500,
        'block-cut' => 12500,
    ];

    public function __construct(
        public readonly string $style,
        public readonly float $lengthM,
    ) {
        if (!isset(self::PENCE_PER_METRE[$style])) {
            throw new InvalidArgumentException("unknown ridge style: {$style}");
        }
    }

    public function costPence(): int
    {
        return (int) round(self::PENCE_PER_METRE[$this->style] * $this->lengthM);
    }

    public function label(): string
    {
        return sprintf('%s ridge, %.1f m', $this->style, $this->lengthM);
    }
}
