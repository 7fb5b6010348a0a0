<?php

declare(strict_types=1);

namespace Harbourmaster\Quaydues;

use DateTimeInterface;

/** The harbour's seasons and their rates, in pence per metre per night. */
final class Season
{
    public const LOW = 'low';
    public const SHOULDER = 'shoulder';
    public const HIGH = 'high';

    private const RATES = [
        self::LOW => 210,
        self::SHOULDER => 260,
        self::HIGH => 320,
    ];

    private const BY_MONTH = [
        1 => self::LOW, 2 => self::LOW, 3 => self::LOW,
        4 => self::SHOULDER, 5 => self::SHOULDER,
        6 => self::HIGH, 7 => self::HIGH, 8 => self::HIGH, 9 => self::HIGH,
        10 => self::LOW, 11 => self::LOW, 12 => self::LOW,
    ];

    public static function of(DateTimeInterface $day): string
    {
        return self::BY_MONTH[(int) $day->format('n')];
    }

    public static function rate(string $season): int
    {
        return self::RATES[$season] ?? throw new \InvalidArgumentException("no season {$season}");
    }
}
