<?php

declare(strict_types=1);

namespace Wyeside\Hire\Tests;

use PHPUnit\Framework\TestCase;
use Wyeside\Hire\Boat;
use Wyeside\Hire\RateTable;
use Wyeside\Hire\Slot;

final class RateTableTest extends TestCase
{
    public function testBillsEveryHalfHourStarted(): void
    {
        $rates = RateTable::standard();
        $kayak = new Boat('K1', 'single-kayak', 1);
        $this->assertSame(1200, $rates->forBoat($kayak, Slot::parse('2026-07-04 10:00-10:50')));
        $this->assertSame(1800, $rates->forBoat($kayak, Slot::parse('2026-07-04 10:00-11:01')));
    }

    public function testBillsWholeHalfHoursExactly(): void
    {
        $rates = RateTable::standard();
        $canoe = new Boat('C1', 'canoe', 3);
        $this->assertSame(1000, $rates->forBoat($canoe, Slot::parse('2026-07-04 10:00-10:30')));
        $this->assertSame(3000, $rates->forBoat($canoe, Slot::parse('2026-07-04 10:00-11:30')));
    }

    public function testADayPriceCapsALongHire(): void
    {
        $rates = RateTable::standard();
        $board = new Boat('P1', 'paddleboard', 1);
        $this->assertSame(3500, $rates->forBoat($board, Slot::parse('2026-07-04 09:00-17:00')));
    }
}
