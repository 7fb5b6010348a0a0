<?php

declare(strict_types=1);

namespace DrivingRange;

use DateTimeImmutable;

/**
 * The range's price list.
 */
final class Tariff
{
    /**
     * @param array<string, int> $hourlyPence off-peak price an hour by bay type
     * @param array<string, array{int, int}> $buckets balls and price in pence by bucket size
     */
    public function __construct(
        private readonly array $hourlyPence = ['open' => 800, 'covered' => 1000, 'tracked' => 1400],
        private readonly int $peakSurchargePercent = 25,
        private readonly int $memberDiscountPercent = 20,
        private readonly int $juniorDiscountPercent = 50,
        private readonly array $buckets = ['small' => [40, 300], 'medium' => [80, 500], 'large' => [120, 700]],
    ) {
    }

    /**
     * Peak time is weekday evenings from 17:00 to 21:00 and weekend mornings until 14:00.
     */
    public function isPeak(DateTimeImmutable $at): bool
    {
        $hour = (int) $at->format('G');
        $weekend = (int) $at->format('N') >= 6;

        if ($weekend) {
            return $hour < 14;
        }

        return $hour >= 17 && $hour < 21;
    }

    /**
     * The price of an hour in a bay of the given type starting at the given time.
     */
    public function hourlyRate(BayType $type, DateTimeImmutable $at): Money
    {
        $rate = Money::pence($this->hourlyPence[$type->value] ?? throw new \OutOfBoundsException("No rate for {$type->value} bays"));
        if ($this->isPeak($at)) {
            $rate = $rate->add($rate->percent($this->peakSurchargePercent));
        }

        return $rate;
    }

    /**
     * Bay hire for a booking, at the rate for its start time, less the customer's discount.
     */
    public function bayHire(Booking $booking): Money
    {
        $full = $this->hourlyRate($booking->bay->type, $booking->start)->times($booking->minutes() / 60);

        return $full->subtract($this->discount($full, $booking->customer, $booking->start));
    }

    /**
     * Members get their discount at any time; juniors only off-peak.
     */
    public function discount(Money $amount, CustomerType $customer, DateTimeImmutable $at): Money
    {
        return match ($customer) {
            CustomerType::Visitor => Money::zero(),
            CustomerType::Member => $amount->percent($this->memberDiscountPercent),
            CustomerType::Junior => $this->isPeak($at) ? Money::zero() : $amount->percent($this->juniorDiscountPercent),
        };
    }

    /**
     * @return array{int, Money} the number of balls in a bucket and its price
     */
    public function bucket(string $size): array
    {
        if (!isset($this->buckets[$size])) {
            throw new \OutOfBoundsException("No $size bucket");
        }
        [$balls, $pence] = $this->buckets[$size];

        return [$balls, Money::pence($pence)];
    }
}
