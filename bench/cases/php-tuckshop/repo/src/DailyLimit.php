<?php

declare(strict_types=1);

namespace Tuckshop;

/**
 * The school's default spending limit per day, by year group. Parents can
 * set a lower (or higher) one for their child.
 */
final class DailyLimit
{
    public const LOWER_SCHOOL = 300;   // Years 7 to 9
    public const UPPER_SCHOOL = 400;   // Years 10 and 11
    public const SIXTH_FORM = 600;     // Years 12 and 13

    public static function forYear(int $yearGroup): int
    {
        return match (true) {
            $yearGroup >= 7 && $yearGroup <= 9 => self::LOWER_SCHOOL,
            $yearGroup === 10 || $yearGroup === 11 => self::UPPER_SCHOOL,
            $yearGroup === 12 || $yearGroup === 13 => self::SIXTH_FORM,
            default => throw new \InvalidArgumentException("No year group $yearGroup at this school"),
        };
    }
}
