<?php

declare(strict_types=1);

namespace Harbour\Bookings;

use DateTimeImmutable;

final class Booking
{
    public function __construct(
        public readonly Reference $reference,
        public readonly string $guest,
        public readonly string $roomType,
        public readonly DateTimeImmutable $checkIn,
        public readonly int $nights,
    ) {
    }

    public function checkOut(): DateTimeImmutable
    {
        return $this->checkIn->modify("+{$this->nights} days");
    }
}
