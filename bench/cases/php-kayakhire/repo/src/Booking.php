<?php

declare(strict_types=1);

namespace Wyeside\Hire;

final class Booking
{
    /** @param list<string> $boatIds */
    public function __construct(
        public readonly string $reference,
        public readonly string $customer,
        public readonly Slot $slot,
        public readonly array $boatIds,
    ) {
        if ($boatIds === []) {
            throw new \InvalidArgumentException("booking $reference has no boats");
        }
    }
}
