<?php

declare(strict_types=1);

namespace DrivingRange;

use DateTimeImmutable;

/**
 * The day's bookings for the range.
 */
final class Diary
{
    /** @var array<int, Bay> */
    private array $bays = [];

    /** @var list<Booking> */
    private array $bookings = [];

    /**
     * @param list<Bay> $bays
     */
    public function __construct(array $bays)
    {
        foreach ($bays as $bay) {
            if (isset($this->bays[$bay->number])) {
                throw new \InvalidArgumentException("Bay {$bay->number} is listed twice");
            }
            $this->bays[$bay->number] = $bay;
        }
        ksort($this->bays);
    }

    public function bay(int $number): Bay
    {
        return $this->bays[$number] ?? throw new \OutOfBoundsException("No bay $number");
    }

    public function book(Booking $booking): void
    {
        if (!isset($this->bays[$booking->bay->number])) {
            throw new \OutOfBoundsException("No bay {$booking->bay->number}");
        }
        foreach ($this->bookings as $existing) {
            if ($existing->clashesWith($booking)) {
                throw new \DomainException(sprintf(
                    'Bay %d is already booked by %s from %s',
                    $booking->bay->number,
                    $existing->name,
                    $existing->start->format('H:i'),
                ));
            }
        }
        $this->bookings[] = $booking;
    }

    public function cancel(int $bay, string $start): bool
    {
        $at = new DateTimeImmutable($start);
        foreach ($this->bookings as $i => $booking) {
            if ($booking->bay->number === $bay && $booking->start == $at) {
                array_splice($this->bookings, $i, 1);

                return true;
            }
        }

        return false;
    }

    /**
     * Bays with no booking overlapping the given time, optionally of one type.
     *
     * @return list<Bay>
     */
    public function freeBays(DateTimeImmutable $start, DateTimeImmutable $end, ?BayType $type = null): array
    {
        $free = [];
        foreach ($this->bays as $bay) {
            if ($type !== null && $bay->type !== $type) {
                continue;
            }
            foreach ($this->bookings as $booking) {
                if ($booking->bay->number === $bay->number && $booking->overlaps($start, $end)) {
                    continue 2;
                }
            }
            $free[] = $bay;
        }

        return $free;
    }

    /**
     * @return list<Booking> in start order, then bay order
     */
    public function bookings(): array
    {
        $list = $this->bookings;
        usort($list, static fn (Booking $a, Booking $b) => [$a->start, $a->bay->number] <=> [$b->start, $b->bay->number]);

        return $list;
    }
}
