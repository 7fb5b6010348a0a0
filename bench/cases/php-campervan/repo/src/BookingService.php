<?php

declare(strict_types=1);

namespace Glenroad\Campervan;

final class BookingService
{
    public const MIN_NIGHTS = 3;

    /** @var array<string, Van> */
    private array $vans = [];

    /** @var list<Booking> */
    private array $bookings = [];

    public function addVan(Van $van): void
    {
        $this->vans[$van->id] = $van;
    }

    public function van(string $id): Van
    {
        if (!isset($this->vans[$id])) {
            throw new \OutOfBoundsException("no van $id");
        }
        return $this->vans[$id];
    }

    public function isAvailable(string $vanId, \DateTimeImmutable $pickup, \DateTimeImmutable $return): bool
    {
        foreach ($this->bookings as $booking) {
            if ($booking->vanId !== $vanId) {
                continue;
            }
            if ($pickup < $booking->return && $booking->pickup < $return) {
                return false;
            }
        }
        return true;
    }

    /** Price in pence: each night at its season's rate. */
    public function quote(string $vanId, \DateTimeImmutable $pickup, \DateTimeImmutable $return): int
    {
        $van = $this->van($vanId);
        $nights = (int) $pickup->diff($return)->days;
        if ($nights < self::MIN_NIGHTS) {
            throw new \DomainException(sprintf('at least %d nights', self::MIN_NIGHTS));
        }
        $total = 0;
        for ($night = $pickup; $night < $return; $night = $night->modify('+1 day')) {
            $total += intdiv($van->nightlyRate * Season::multiplierFor($night), 100);
        }
        return $total;
    }

    public function book(string $vanId, string $customer, \DateTimeImmutable $pickup, \DateTimeImmutable $return): Booking
    {
        $this->van($vanId);
        if (!$this->isAvailable($vanId, $pickup, $return)) {
            throw new \DomainException("van $vanId is out then");
        }
        $booking = new Booking($vanId, $customer, $pickup, $return);
        $this->bookings[] = $booking;
        return $booking;
    }

    /** @return list<Booking> */
    public function bookingsFor(string $vanId): array
    {
        return array_values(array_filter($this->bookings, static fn (Booking $b): bool => $b->vanId === $vanId));
    }
}
