<?php

declare(strict_types=1);

namespace Northvale\BinCalendar;

use DateTimeImmutable;

/** A collection round: the crews work it on one weekday, starting from a first collection date. */
final class Round
{
    public function __construct(
        public readonly string $name,
        public readonly int $weekday,
        public readonly DateTimeImmutable $firstCollection,
    ) {
        if ($weekday < 1 || $weekday > 5) {
            throw new \InvalidArgumentException("round {$name}: collections run Monday (1) to Friday (5)");
        }
        if ((int) $firstCollection->format('N') !== $weekday) {
            throw new \InvalidArgumentException("round {$name}: the first collection must fall on the round's day");
        }
    }
}
