<?php

declare(strict_types=1);

namespace Nursery\Tests;

use DateTimeImmutable;
use Nursery\Booking;
use Nursery\Child;
use Nursery\Session;
use PHPUnit\Framework\TestCase;

final class BookingTest extends TestCase
{
    public function testSessionOnADay(): void
    {
        $booking = new Booking(new Child('Ada', new DateTimeImmutable('2021-05-14')), [
            'Mon' => Session::Full,
            'Thu' => Session::Morning,
        ]);
        self::assertSame(Session::Full, $booking->sessionOn(new DateTimeImmutable('2025-04-07')));
        self::assertSame(Session::Morning, $booking->sessionOn(new DateTimeImmutable('2025-04-10')));
        self::assertNull($booking->sessionOn(new DateTimeImmutable('2025-04-08')));
        self::assertSame(15.0, $booking->hoursPerWeek());
    }

    public function testWeekdaysOnly(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new Booking(new Child('Ada', new DateTimeImmutable('2021-05-14')), ['Sat' => Session::Full]);
    }
}
