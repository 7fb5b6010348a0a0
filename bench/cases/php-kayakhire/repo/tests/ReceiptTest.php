<?php

declare(strict_types=1);

namespace Wyeside\Hire\Tests;

use PHPUnit\Framework\TestCase;
use Wyeside\Hire\Boat;
use Wyeside\Hire\Booking;
use Wyeside\Hire\Fleet;
use Wyeside\Hire\RateTable;
use Wyeside\Hire\Receipt;
use Wyeside\Hire\Slot;

final class ReceiptTest extends TestCase
{
    private Receipt $receipt;

    protected function setUp(): void
    {
        $fleet = new Fleet();
        $fleet->add(new Boat('K1', 'single-kayak', 1));
        $fleet->add(new Boat('D1', 'double-kayak', 2));
        $this->receipt = new Receipt($fleet, RateTable::standard());
    }

    public function testRendersEachBoatAndTheTotal(): void
    {
        $booking = new Booking('B7', 'Morgan', Slot::parse('2026-07-04 10:00-12:00'), ['K1', 'D1']);
        $this->assertSame(
            "Booking B7 for Morgan\n"
            . "2026-07-04 10:00-12:00\n"
            . "K1 (single-kayak)          £24.00\n"
            . "D1 (double-kayak)          £36.00\n"
            . "Total                      £60.00\n",
            $this->receipt->render($booking)
        );
    }

    public function testTotalsInPence(): void
    {
        $booking = new Booking('B8', 'Evans', Slot::parse('2026-07-04 13:15-14:00'), ['D1']);
        $this->assertSame(1800, $this->receipt->total($booking));
    }

    public function testFormatsPenceAsPounds(): void
    {
        $this->assertSame('£7.05', Receipt::money(705));
    }
}
