<?php

declare(strict_types=1);

namespace DrivingRange\Tests;

use DateTimeImmutable;
use DrivingRange\Bay;
use DrivingRange\BayType;
use DrivingRange\Booking;
use DrivingRange\Diary;
use PHPUnit\Framework\TestCase;

final class DiaryTest extends TestCase
{
    private Diary $diary;

    protected function setUp(): void
    {
        $this->diary = new Diary([
            new Bay(1, BayType::Open),
            new Bay(2, BayType::Covered),
            new Bay(3, BayType::Covered),
            new Bay(11, BayType::Tracked, 2),
        ]);
    }

    public function testBookingRules(): void
    {
        $bay = $this->diary->bay(2);
        $this->assertSame(90, Booking::at($bay, '2024-03-12 17:00', 90, 'Ellis')->minutes());

        foreach ([['2024-03-12 17:15', 60], ['2024-03-12 17:00', 45], ['2024-03-12 17:00', 210], ['2024-03-12 17:00', 0]] as [$start, $minutes]) {
            try {
                Booking::at($bay, $start, $minutes, 'Ellis');
                $this->fail("booking at $start for $minutes minutes was accepted");
            } catch (\InvalidArgumentException) {
                $this->addToAssertionCount(1);
            }
        }
    }

    public function testClash(): void
    {
        $this->diary->book(Booking::at($this->diary->bay(2), '2024-03-12 17:00', 60, 'Ellis'));
        $this->diary->book(Booking::at($this->diary->bay(2), '2024-03-12 18:00', 60, 'Okafor'));
        $this->diary->book(Booking::at($this->diary->bay(3), '2024-03-12 17:30', 60, 'Moss'));

        $this->expectException(\DomainException::class);
        $this->expectExceptionMessage('Bay 2 is already booked by Okafor from 18:00');
        $this->diary->book(Booking::at($this->diary->bay(2), '2024-03-12 18:30', 30, 'Wren'));
    }

    public function testFreeBays(): void
    {
        $this->diary->book(Booking::at($this->diary->bay(2), '2024-03-12 17:00', 60, 'Ellis'));
        $this->diary->book(Booking::at($this->diary->bay(11), '2024-03-12 18:00', 60, 'Okafor'));

        $from = new DateTimeImmutable('2024-03-12 17:30');
        $to = new DateTimeImmutable('2024-03-12 18:00');
        $this->assertSame([1, 3, 11], array_map(fn (Bay $b) => $b->number, $this->diary->freeBays($from, $to)));
        $this->assertSame([3], array_map(fn (Bay $b) => $b->number, $this->diary->freeBays($from, $to, BayType::Covered)));
        $this->assertSame([1, 2, 3], array_map(fn (Bay $b) => $b->number, $this->diary->freeBays($to, $to->modify('+1 hour'))));
    }

    public function testCancelAndOrder(): void
    {
        $this->diary->book(Booking::at($this->diary->bay(3), '2024-03-12 18:00', 60, 'Moss'));
        $this->diary->book(Booking::at($this->diary->bay(1), '2024-03-12 18:00', 60, 'Ellis'));
        $this->diary->book(Booking::at($this->diary->bay(2), '2024-03-12 17:00', 30, 'Wren'));

        $this->assertSame(['Wren', 'Ellis', 'Moss'], array_map(fn (Booking $b) => $b->name, $this->diary->bookings()));
        $this->assertTrue($this->diary->cancel(1, '2024-03-12 18:00'));
        $this->assertFalse($this->diary->cancel(1, '2024-03-12 18:00'));
        $this->assertSame(['Wren', 'Moss'], array_map(fn (Booking $b) => $b->name, $this->diary->bookings()));
    }

    public function testUnknownBay(): void
    {
        $this->expectException(\OutOfBoundsException::class);
        $this->diary->bay(7);
    }
}
