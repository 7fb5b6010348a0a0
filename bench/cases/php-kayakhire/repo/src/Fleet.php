<?php

declare(strict_types=1);

namespace Wyeside\Hire;

/**
 * The boats on the rack and the bookings that hold them.
 */
final class Fleet
{
    /** @var array<string, Boat> */
    private array $boats = [];

    /** @var list<Booking> */
    private array $bookings = [];

    public function add(Boat $boat): void
    {
        if (isset($this->boats[$boat->id])) {
            throw new \InvalidArgumentException("boat {$boat->id} is already in the fleet");
        }
        $this->boats[$boat->id] = $boat;
    }

    public function boat(string $id): Boat
    {
        return $this->boats[$id] ?? throw new \OutOfBoundsException("no boat $id");
    }

    public function isFree(string $boatId, Slot $slot): bool
    {
        $this->boat($boatId);
        foreach ($this->bookings as $booking) {
            if (in_array($boatId, $booking->boatIds, true) && $booking->slot->overlaps($slot)) {
                return false;
            }
        }
        return true;
    }

    /** @return list<string> the free boats of a kind, by id */
    public function freeOfKind(string $kind, Slot $slot): array
    {
        $free = [];
        foreach ($this->boats as $id => $boat) {
            if ($boat->kind === $kind && $this->isFree($id, $slot)) {
                $free[] = $id;
            }
        }
        sort($free);
        return $free;
    }

    public function book(Booking $booking): void
    {
        foreach ($booking->boatIds as $id) {
            if (!$this->isFree($id, $booking->slot)) {
                throw new \DomainException("boat $id is out at {$booking->slot}");
            }
        }
        $this->bookings[] = $booking;
    }
}
