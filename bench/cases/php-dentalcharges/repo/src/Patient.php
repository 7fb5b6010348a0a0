<?php

declare(strict_types=1);

namespace Brightsmile\Dental;

use DateTimeImmutable;
use InvalidArgumentException;

final class Patient
{
    /** @param list<string> $benefits */
    public function __construct(
        public readonly string $name,
        public readonly DateTimeImmutable $dateOfBirth,
        public readonly bool $fullTimeEducation = false,
        public readonly ?DateTimeImmutable $dueDate = null,
        public readonly ?DateTimeImmutable $babyBorn = null,
        public readonly array $benefits = [],
        public readonly bool $hc2Certificate = false,
    ) {
    }

    /** Age in whole years on the given day. */
    public function ageOn(DateTimeImmutable $on): int
    {
        if ($on < $this->dateOfBirth) {
            throw new InvalidArgumentException("{$this->name} was not born on {$on->format('Y-m-d')}");
        }
        return $this->dateOfBirth->diff($on)->y;
    }

    public function isChildOn(DateTimeImmutable $on): bool
    {
        return $this->ageOn($on) < 18;
    }

    public function isPregnantOn(DateTimeImmutable $on): bool
    {
        return $this->dueDate !== null && $this->babyBorn === null && $on <= $this->dueDate;
    }
}
