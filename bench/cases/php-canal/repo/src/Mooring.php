<?php

declare(strict_types=1);

namespace Towpath\Canal;

use DateTimeImmutable;
use InvalidArgumentException;

/**
 * A marina's mooring tariff: pence per metre of billable length per calendar month.
 * Moorings are let by whole months from the first of a month.
 */
final class Mooring
{
    public function __construct(
        public readonly string $marina,
        public readonly int $pencePerMetreMonth,
    ) {
        if ($pencePerMetreMonth <= 0) {
            throw new InvalidArgumentException("{$marina}: rate must be positive");
        }
    }

    /**
     * Whole months from $from's month up to and including $to's month.
     */
    public function months(DateTimeImmutable $from, DateTimeImmutable $to): int
    {
        if ($to < $from) {
            throw new InvalidArgumentException('mooring ends before it starts');
        }
        $years = (int) $to->format('Y') - (int) $from->format('Y');

        return $years * 12 + (int) $to->format('n') - (int) $from->format('n') + 1;
    }

    /**
     * The charge for $months months starting in $from's month.
     */
    public function charge(Boat $boat, DateTimeImmutable $from, int $months): int
    {
        if ($months < 1) {
            throw new InvalidArgumentException('a mooring is at least one month');
        }
        $monthly = Money::perMetre($this->pencePerMetreMonth, $boat->billableLength());

        return $monthly * $months;
    }

    public function describe(Boat $boat, DateTimeImmutable $from, int $months): string
    {
        $last = $from->modify('first day of this month')->modify(sprintf('+%d months', $months - 1));

        return sprintf(
            'Mooring at %s, %s to %s, %.1f m',
            $this->marina,
            $from->format('M Y'),
            $last->format('M Y'),
            $boat->billableLength(),
        );
    }
}
