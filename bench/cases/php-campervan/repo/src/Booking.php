<?php

declare(strict_types=1);

namespace Glenroad\Campervan;

/** A van out from the morning of pickup to the morning of return: the nights in between are hired. */
final class Booking
{
    public function __construct(
        public readonly string $vanId,
        public readonly string $customer,
        public readonly \DateTimeImmutable $pickup,
        public readonly \DateTimeImmutable $return,
    ) {
        if ($return <= $pickup) {
            throw new \InvalidArgumentException('return must be after pickup');
        }
    }
}
