<?php

declare(strict_types=1);

namespace DrivingRange\Tests;

use DateTimeImmutable;
use DrivingRange\Bay;
use DrivingRange\BayType;
use DrivingRange\Booking;
use DrivingRange\CustomerType;
use DrivingRange\Tariff;
use PHPUnit\Framework\TestCase;

final class TariffTest extends TestCase
{
    private Tariff $tariff;

    protected function setUp(): void
    {
        $this->tariff = new Tariff();
    }

    public function testPeakHours(): void
    {
        $this->assertFalse($this->tariff->isPeak(new DateTimeImmutable('2024-03-12 16:30')));
        $this->assertTrue($this->tariff->isPeak(new DateTimeImmutable('2024-03-12 17:00')));
        $this->assertTrue($this->tariff->isPeak(new DateTimeImmutable('2024-03-12 20:30')));
        $this->assertFalse($this->tariff->isPeak(new DateTimeImmutable('2024-03-12 21:00')));
        $this->assertTrue($this->tariff->isPeak(new DateTimeImmutable('2024-03-16 09:00')));
        $this->assertFalse($this->tariff->isPeak(new DateTimeImmutable('2024-03-16 14:00')));
    }

    public function testHourlyRate(): void
    {
        $this->assertSame(1000, $this->tariff->hourlyRate(BayType::Covered, new DateTimeImmutable('2024-03-12 11:00'))->pence);
        $this->assertSame(1250, $this->tariff->hourlyRate(BayType::Covered, new DateTimeImmutable('2024-03-12 18:00'))->pence);
        $this->assertSame(1750, $this->tariff->hourlyRate(BayType::Tracked, new DateTimeImmutable('2024-03-16 10:00'))->pence);
    }

    public function testBayHire(): void
    {
        $covered = new Bay(2, BayType::Covered);
        $this->assertSame(1500, $this->tariff->bayHire(Booking::at($covered, '2024-03-12 11:00', 90, 'Ellis'))->pence);
        $this->assertSame(2500, $this->tariff->bayHire(Booking::at($covered, '2024-03-12 18:00', 120, 'Ellis'))->pence);
        $this->assertSame(1000, $this->tariff->bayHire(Booking::at($covered, '2024-03-12 18:00', 60, 'Moss', CustomerType::Member))->pence);
    }

    public function testJuniorDiscountOnlyOffPeak(): void
    {
        $open = new Bay(1, BayType::Open);
        $this->assertSame(400, $this->tariff->bayHire(Booking::at($open, '2024-03-12 15:00', 60, 'Kit', CustomerType::Junior))->pence);
        $this->assertSame(1000, $this->tariff->bayHire(Booking::at($open, '2024-03-12 17:00', 60, 'Kit', CustomerType::Junior))->pence);
    }

    public function testBuckets(): void
    {
        [$balls, $price] = $this->tariff->bucket('medium');
        $this->assertSame(80, $balls);
        $this->assertSame('£5.00', $price->format());

        $this->expectException(\OutOfBoundsException::class);
        $this->tariff->bucket('jumbo');
    }
}
