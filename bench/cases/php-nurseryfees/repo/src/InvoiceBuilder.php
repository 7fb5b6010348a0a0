<?php

declare(strict_types=1);

namespace Nursery;

use DateTimeImmutable;

/**
 * Works out a family's bill for a month from their children's bookings.
 */
final class InvoiceBuilder
{
    /** Off each younger sibling's fees (after funding); the eldest pays in full. */
    public const SIBLING_DISCOUNT = 0.10;

    public function __construct(private readonly NurseryCalendar $calendar)
    {
    }

    /** @param list<Booking> $bookings */
    public function build(string $family, array $bookings, int $year, int $month): Invoice
    {
        if ($bookings === []) {
            throw new \InvalidArgumentException("$family has no bookings");
        }
        $monthStart = new DateTimeImmutable(sprintf('%04d-%02d-01', $year, $month));
        $days = $this->calendar->openDays($year, $month);

        $charges = [];
        foreach ($bookings as $booking) {
            $charges[] = $this->chargesFor($booking, $monthStart, $days);
        }

        $eldest = null;
        foreach ($charges as $c) {
            if ($eldest === null || $c->child->dateOfBirth < $eldest->dateOfBirth) {
                $eldest = $c->child;
            }
        }
        foreach ($charges as $i => $c) {
            if ($c->child !== $eldest) {
                $charges[$i] = $c->withDiscount(Money::percent($c->discountable(), self::SIBLING_DISCOUNT));
            }
        }

        return new Invoice($family, $monthStart, $charges);
    }

    /** @param list<DateTimeImmutable> $days */
    private function chargesFor(Booking $booking, DateTimeImmutable $monthStart, array $days): ChildCharges
    {
        $band = AgeBand::of($booking->child, $monthStart);
        $sessions = [];
        $fees = 0;
        $hours = 0.0;
        foreach ($days as $day) {
            $session = $booking->sessionOn($day);
            if ($session === null) {
                continue;
            }
            $sessions[$session->value] = ($sessions[$session->value] ?? 0) + 1;
            $fees += $band->price($session);
            $hours += $session->hours();
        }

        $funded = min($hours, Funding::monthlyHours($booking->child, $monthStart));

        return new ChildCharges(
            $booking->child,
            $band,
            $sessions,
            $fees,
            $hours,
            $funded,
            Money::forHours($band->hourlyRate(), $funded),
            Money::forHours(Funding::CONSUMABLES_PER_HOUR, $funded),
        );
    }
}
