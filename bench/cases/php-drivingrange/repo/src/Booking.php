<?php

declare(strict_types=1);

namespace DrivingRange;

use DateTimeImmutable;

/**
 * A bay booked for a time. Bookings run in whole half hours, up to three hours.
 */
final class Booking
{
    public const SLOT_MINUTES = 30;
    public const MAX_MINUTES = 180;

    public function __construct(
        public readonly Bay $bay,
        public readonly DateTimeImmutable $start,
        public readonly DateTimeImmutable $end,
        public readonly string $name,
        public readonly CustomerType $customer = CustomerType::Visitor,
    ) {
        if ($end <= $start) {
            throw new \InvalidArgumentException('A booking must end after it starts');
        }
        if ((int) $start->format('i') % self::SLOT_MINUTES !== 0 || (int) $start->format('s') !== 0) {
            throw new \InvalidArgumentException('Bookings start on the hour or half hour');
        }
        $minutes = $this->minutes();
        if ($minutes % self::SLOT_MINUTES !== 0) {
            throw new \InvalidArgumentException('Bookings run in whole half hours');
        }
        if ($minutes > self::MAX_MINUTES) {
            throw new \InvalidArgumentException('Bookings run for three hours at most');
        }
    }

    public static function at(Bay $bay, string $start, int $minutes, string $name, CustomerType $customer = CustomerType::Visitor): self
    {
        $from = new DateTimeImmutable($start);

        return new self($bay, $from, $from->modify("+$minutes minutes"), $name, $customer);
    }

    public function minutes(): int
    {
        return intdiv($this->end->getTimestamp() - $this->start->getTimestamp(), 60);
    }

    public function overlaps(DateTimeImmutable $start, DateTimeImmutable $end): bool
    {
        return $this->start < $end && $start < $this->end;
    }

    public function clashesWith(Booking $other): bool
    {
        return $this->bay->number === $other->bay->number && $this->overlaps($other->start, $other->end);
    }
}
