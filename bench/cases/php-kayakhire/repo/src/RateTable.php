<?php

declare(strict_types=1);

namespace Wyeside\Hire;

/**
 * Prices in pence: each boat kind has a rate per half hour, billed for every half hour started,
 * and a day price that caps it.
 */
final class RateTable
{
    /** @param array<string, array{halfHour: int, day: int}> $rates */
    public function __construct(private array $rates)
    {
    }

    public static function standard(): self
    {
        return new self([
            'single-kayak' => ['halfHour' => 600, 'day' => 4500],
            'double-kayak' => ['halfHour' => 900, 'day' => 6500],
            'canoe' => ['halfHour' => 1000, 'day' => 7000],
            'paddleboard' => ['halfHour' => 500, 'day' => 3500],
        ]);
    }

    public function forBoat(Boat $boat, Slot $slot): int
    {
        $rate = $this->rates[$boat->kind] ?? throw new \OutOfBoundsException("no rate for {$boat->kind}");
        $halfHours = (int) ceil($slot->minutes() / 30);
        return min($halfHours * $rate['halfHour'], $rate['day']);
    }
}
