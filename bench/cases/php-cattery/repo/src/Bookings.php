<?php

declare(strict_types=1);

namespace Pennant\Cattery;

use InvalidArgumentException;

/** The stays of the booking diary, and how many pens of each kind they need on a night. */
final class Bookings
{
    /** @var list<Stay> */
    private array $stays = [];

    /** @param array<Pen::*, int> $pens */
    public function __construct(private readonly array $pens = ['single' => 8, 'double' => 6, 'family' => 3])
    {
    }

    public function add(Stay $stay): void
    {
        for ($night = $stay->checkIn; $night < $stay->checkOut; $night = $night->modify('+1 day')) {
            if ($this->inUse($stay->pen, $night) >= $this->pens[$stay->pen->value]) {
                throw new InvalidArgumentException(
                    sprintf('%s: no %s pen free on %s', $stay->owner, $stay->pen->value, $night->format('Y-m-d'))
                );
            }
        }
        $this->stays[] = $stay;
    }

    public function inUse(Pen $pen, \DateTimeImmutable $night): int
    {
        $n = 0;
        foreach ($this->stays as $stay) {
            if ($stay->pen === $pen && $stay->checkIn <= $night && $night < $stay->checkOut) {
                $n++;
            }
        }
        return $n;
    }

    /** @return list<Stay> */
    public function all(): array
    {
        return $this->stays;
    }
}
