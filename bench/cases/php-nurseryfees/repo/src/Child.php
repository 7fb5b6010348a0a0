<?php

declare(strict_types=1);

namespace Nursery;

use DateTimeImmutable;

final class Child
{
    public function __construct(
        public readonly string $name,
        public readonly DateTimeImmutable $dateOfBirth,
        public readonly bool $thirtyHours = false,
    ) {
    }

    /** Whole months of age on $date. */
    public function ageInMonths(DateTimeImmutable $date): int
    {
        if ($date < $this->dateOfBirth) {
            throw new \InvalidArgumentException("{$this->name} is not born yet on {$date->format('Y-m-d')}");
        }
        $diff = $this->dateOfBirth->diff($date);

        return $diff->y * 12 + $diff->m;
    }

    public function thirdBirthday(): DateTimeImmutable
    {
        return $this->dateOfBirth->modify('+3 years');
    }
}
