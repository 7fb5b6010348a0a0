<?php

declare(strict_types=1);

namespace Fishmonger;

final class PricedLine
{
    public function __construct(
        public readonly OrderLine $line,
        public readonly Species $species,
        public readonly float $chargedKg,
        public readonly Money $fish,
        public readonly Money $preparation,
    ) {
    }

    public function total(): Money
    {
        return $this->fish->plus($this->preparation);
    }
}
