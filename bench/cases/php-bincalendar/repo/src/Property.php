<?php

declare(strict_types=1);

namespace Northvale\BinCalendar;

final class Property
{
    public function __construct(
        public readonly string $uprn,
        public readonly string $address,
        public readonly Round $round,
        public readonly bool $gardenWaste = false,
    ) {
        if (!preg_match('/^\d{1,12}$/', $uprn)) {
            throw new \InvalidArgumentException("not a UPRN: {$uprn}");
        }
    }
}
