<?php

declare(strict_types=1);

namespace Nursery\Tests;

use DateTimeImmutable;
use Nursery\Booking;
use Nursery\Child;
use Nursery\NurseryCalendar;
use Nursery\Session;

/**
 * Families on the books for the invoice tests.
 */
final class Families
{
    public static function calendar(): NurseryCalendar
    {
        return new NurseryCalendar(['2025-04-18', '2025-04-21', '2025-05-05', '2025-05-26']);
    }

    /** @return list<Booking> Ada (preschool, funded) and her younger brother Ben (toddler) */
    public static function okafor(): array
    {
        return [
            new Booking(new Child('Ben', new DateTimeImmutable('2023-02-02')), [
                'Tue' => Session::Full,
                'Fri' => Session::Afternoon,
            ]),
            new Booking(new Child('Ada', new DateTimeImmutable('2021-05-14')), [
                'Mon' => Session::Full,
                'Wed' => Session::Full,
                'Thu' => Session::Morning,
            ]),
        ];
    }

    /** @return list<Booking> */
    public static function lindqvist(): array
    {
        return [
            new Booking(new Child('Maja', new DateTimeImmutable('2024-06-20')), [
                'Mon' => Session::Morning,
                'Tue' => Session::Morning,
            ]),
        ];
    }
}
