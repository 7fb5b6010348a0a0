<?php

declare(strict_types=1);

namespace DrivingRange;

final class Bay
{
    public function __construct(
        public readonly int $number,
        public readonly BayType $type,
        public readonly int $tier = 1,
        public readonly bool $floodlit = true,
    ) {
        if ($number < 1) {
            throw new \InvalidArgumentException("Bay number must be positive, got $number");
        }
        if ($tier < 1 || $tier > 2) {
            throw new \InvalidArgumentException("The range has two tiers, got $tier");
        }
    }

    public function name(): string
    {
        return sprintf('%s %d (tier %d)', $this->type->label(), $this->number, $this->tier);
    }
}
