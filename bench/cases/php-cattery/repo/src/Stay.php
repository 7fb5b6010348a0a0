<?php

declare(strict_types=1);

namespace Pennant\Cattery;

use DateTimeImmutable;
use InvalidArgumentException;

/** One booking: the cats of one household in one pen from check-in to collection. */
final class Stay
{
    /** @param list<string> $cats */
    public function __construct(
        public readonly string $owner,
        public readonly array $cats,
        public readonly Pen $pen,
        public readonly DateTimeImmutable $checkIn,
        public readonly DateTimeImmutable $checkOut,
        public readonly bool $medication = false,
    ) {
        if ($cats === []) {
            throw new InvalidArgumentException("{$owner}: a stay needs at least one cat");
        }
        if (count($cats) > $pen->capacity()) {
            throw new InvalidArgumentException(
                sprintf('%s: %d cats do not fit a %s pen', $owner, count($cats), $pen->value)
            );
        }
        if ($checkOut <= $checkIn) {
            throw new InvalidArgumentException("{$owner}: collection must be after check-in");
        }
    }

    /** @param array{owner: string, cats: string, pen: string, in: string, out: string, meds?: bool} $row */
    public static function fromArray(array $row): self
    {
        return new self(
            $row['owner'],
            array_map('trim', explode('+', $row['cats'])),
            Pen::from($row['pen']),
            new DateTimeImmutable($row['in']),
            new DateTimeImmutable($row['out']),
            $row['meds'] ?? false,
        );
    }

    public function nights(): int
    {
        return (int) $this->checkIn->diff($this->checkOut)->days;
    }
}
