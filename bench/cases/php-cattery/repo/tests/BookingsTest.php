<?php

declare(strict_types=1);

use Pennant\Cattery\Bookings;
use Pennant\Cattery\Pen;
use Pennant\Cattery\Stay;
use PHPUnit\Framework\TestCase;

final class BookingsTest extends TestCase
{
    public function testPensInUseOnANight(): void
    {
        $bookings = new Bookings();
        foreach (Fixtures::SUMMER as $row) {
            $bookings->add(Stay::fromArray($row));
        }
        $night = new DateTimeImmutable('2026-07-20');
        $this->assertSame(1, $bookings->inUse(Pen::Family, $night));
        $this->assertSame(1, $bookings->inUse(Pen::Double, $night));
        $this->assertSame(0, $bookings->inUse(Pen::Single, $night));
        $this->assertSame(0, $bookings->inUse(Pen::Double, new DateTimeImmutable('2026-07-25')));
    }

    public function testAFullPenTypeRefusesTheBooking(): void
    {
        $bookings = new Bookings(['single' => 1, 'double' => 1, 'family' => 1]);
        $bookings->add(Fixtures::stay('Okoro'));
        $this->expectException(InvalidArgumentException::class);
        $this->expectExceptionMessage('Ahmed: no double pen free on 2026-07-24');
        $bookings->add(Stay::fromArray(['owner' => 'Ahmed', 'cats' => 'Luna + Sol', 'pen' => 'double', 'in' => '2026-07-24', 'out' => '2026-07-27']));
    }
}
