<?php

declare(strict_types=1);

namespace Nursery;

use DateTimeImmutable;

/**
 * Rooms and their session prices. A child moves room on the first of the
 * month after a birthday crosses the boundary, so the band is read on the
 * first day of the month being invoiced.
 */
enum AgeBand: string
{
    case Baby = 'baby';
    case Toddler = 'toddler';
    case Preschool = 'preschool';

    public static function forAgeInMonths(int $months): self
    {
        return match (true) {
            $months < 24 => self::Baby,
            $months < 36 => self::Toddler,
            default => self::Preschool,
        };
    }

    public static function of(Child $child, DateTimeImmutable $monthStart): self
    {
        return self::forAgeInMonths($child->ageInMonths($monthStart));
    }

    /** Price of one session in pence. */
    public function price(Session $session): int
    {
        return match ($this) {
            self::Baby => match ($session) {
                Session::Full => 7200,
                Session::Morning, Session::Afternoon => 4000,
            },
            self::Toddler => match ($session) {
                Session::Full => 6800,
                Session::Morning, Session::Afternoon => 3800,
            },
            self::Preschool => match ($session) {
                Session::Full => 6400,
                Session::Morning, Session::Afternoon => 3600,
            },
        };
    }

    /** The band's hourly rate, from the full-day price. */
    public function hourlyRate(): int
    {
        return intdiv($this->price(Session::Full), (int) Session::Full->hours());
    }
}
