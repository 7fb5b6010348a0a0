<?php

declare(strict_types=1);

namespace Glenroad\Campervan\Tests;

use Glenroad\Campervan\BookingService;
use Glenroad\Campervan\Van;
use PHPUnit\Framework\TestCase;

final class BookingServiceTest extends TestCase
{
    private BookingService $service;

    protected function setUp(): void
    {
        $this->service = new BookingService();
        $this->service->addVan(new Van('T5', 'Bluebell', 4, 8000));
        $this->service->addVan(new Van('CALI', 'Heron', 2, 6500));
    }

    private static function day(string $date): \DateTimeImmutable
    {
        return new \DateTimeImmutable($date);
    }

    public function testQuotesEachNightAtItsSeasonsRate(): void
    {
        // 29 and 30 June are shoulder nights, 1 and 2 July high season.
        $this->assertSame(2 * 9600 + 2 * 12000, $this->service->quote('T5', self::day('2027-06-29'), self::day('2027-07-03')));
    }

    public function testRefusesAShortHire(): void
    {
        $this->expectException(\DomainException::class);
        $this->service->quote('CALI', self::day('2027-03-01'), self::day('2027-03-03'));
    }

    public function testAVanCannotBeBookedTwiceForTheSameNights(): void
    {
        $this->service->book('T5', 'Okoro', self::day('2027-04-02'), self::day('2027-04-09'));
        $this->assertFalse($this->service->isAvailable('T5', self::day('2027-04-08'), self::day('2027-04-12')));
        $this->assertFalse($this->service->isAvailable('T5', self::day('2027-03-30'), self::day('2027-04-03')));
        $this->assertTrue($this->service->isAvailable('CALI', self::day('2027-04-02'), self::day('2027-04-09')));
    }

    public function testAVanReturnedInTheMorningCanGoOutThatDay(): void
    {
        $this->service->book('T5', 'Okoro', self::day('2027-04-02'), self::day('2027-04-09'));
        $this->service->book('T5', 'Lindqvist', self::day('2027-04-09'), self::day('2027-04-13'));
        $this->service->book('T5', 'Adeyemi', self::day('2027-03-29'), self::day('2027-04-02'));
        $this->assertCount(3, $this->service->bookingsFor('T5'));
    }

    public function testRefusesAnUnknownVan(): void
    {
        $this->expectException(\OutOfBoundsException::class);
        $this->service->quote('VW', self::day('2027-03-01'), self::day('2027-03-05'));
    }
}
