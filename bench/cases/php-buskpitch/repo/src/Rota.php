<?php

declare(strict_types=1);

namespace Buskpitch;

/** The bookings of the scheme, checked against its rules as they are made. */
final class Rota
{
    public const MAX_HOURS_PER_PITCH_PER_DAY = 2;

    /** @var list<Booking> */
    private array $bookings = [];

    public function book(Act $act, Pitch $pitch, string $day, int $start, int $hours): Booking
    {
        $booking = new Booking($act, $pitch, $day, $start, $hours);
        if (!$pitch->covers($booking->start, $booking->end())) {
            throw new RotaException("{$pitch->name} is closed at that time");
        }
        if (!$pitch->allows($act)) {
            throw new RotaException("{$pitch->name} does not take {$act->type} acts");
        }
        foreach ($this->bookings as $existing) {
            if ($existing->overlaps($booking)) {
                throw new RotaException("{$pitch->name} is taken by {$existing->act->name}");
            }
        }
        $already = $this->hoursOn($act, $pitch, $day);
        if ($already + $hours > self::MAX_HOURS_PER_PITCH_PER_DAY) {
            throw new RotaException("{$act->name} has had {$already}h on {$pitch->name} that day");
        }
        $this->bookings[] = $booking;

        return $booking;
    }

    public function hoursOn(Act $act, Pitch $pitch, string $day): int
    {
        $hours = 0;
        foreach ($this->bookings as $booking) {
            if ($booking->act->permit === $act->permit && $booking->pitch->id === $pitch->id && $booking->day === $day) {
                $hours += $booking->hours;
            }
        }

        return $hours;
    }

    /** @return list<Booking> the day's bookings, by pitch then start */
    public function forDay(string $day): array
    {
        $found = array_values(array_filter($this->bookings, static fn (Booking $b) => $b->day === $day));
        usort($found, static fn (Booking $a, Booking $b) => [$a->pitch->id, $a->start] <=> [$b->pitch->id, $b->start]);

        return $found;
    }

    public function cancel(Booking $booking): void
    {
        $this->bookings = array_values(array_filter($this->bookings, static fn (Booking $b) => $b !== $booking));
    }
}
