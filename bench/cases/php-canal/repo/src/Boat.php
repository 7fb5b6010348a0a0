<?php

declare(strict_types=1);

namespace Towpath\Canal;

use InvalidArgumentException;

/**
 * A boat on the register: name, index number, overall length and beam in metres,
 * and how it is driven.
 */
final class Boat
{
    public const NARROW_BEAM_LIMIT = 2.16;

    public const DIESEL = 'diesel';
    public const ELECTRIC = 'electric';
    public const UNPOWERED = 'unpowered';

    public function __construct(
        public readonly string $name,
        public readonly string $index,
        public readonly float $length,
        public readonly float $beam,
        public readonly string $propulsion = self::DIESEL,
    ) {
        if ($length <= 0 || $beam <= 0) {
            throw new InvalidArgumentException("{$name}: length and beam must be positive");
        }
        if (!in_array($propulsion, [self::DIESEL, self::ELECTRIC, self::UNPOWERED], true)) {
            throw new InvalidArgumentException("{$name}: unknown propulsion {$propulsion}");
        }
    }

    public function isWidebeam(): bool
    {
        return $this->beam > self::NARROW_BEAM_LIMIT;
    }

    /**
     * Length for moorings, charged by the half metre: 17.2 m pays as 17.5 m.
     */
    public function billableLength(): float
    {
        return ceil($this->length * 2) / 2;
    }

    public function describe(): string
    {
        $kind = $this->isWidebeam() ? 'widebeam' : 'narrowboat';

        return sprintf('%s (%s, %s, %.2f m)', $this->name, $this->index, $kind, $this->length);
    }
}
