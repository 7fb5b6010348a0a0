<?php

declare(strict_types=1);

namespace Wyeside\Hire\Tests;

use PHPUnit\Framework\TestCase;
use Wyeside\Hire\Boat;
use Wyeside\Hire\Booking;
use Wyeside\Hire\Fleet;
use Wyeside\Hire\Slot;

final class FleetTest extends TestCase
{
    private Fleet $fleet;

    protected function setUp(): void
    {
        $this->fleet = new Fleet();
        $this->fleet->add(new Boat('K1', 'single-kayak', 1));
        $this->fleet->add(new Boat('K2', 'single-kayak', 1));
        $this->fleet->add(new Boat('C1', 'canoe', 3));
    }

    public function testABookedBoatIsNotFreeForAnOverlappingSlot(): void
    {
        $this->fleet->book(new Booking('B1', 'Price', Slot::parse('2026-07-04 10:00-12:00'), ['K1']));
        $this->assertFalse($this->fleet->isFree('K1', Slot::parse('2026-07-04 11:00-13:00')));
        $this->assertTrue($this->fleet->isFree('K1', Slot::parse('2026-07-04 12:00-13:00')));
        $this->assertTrue($this->fleet->isFree('K2', Slot::parse('2026-07-04 11:00-13:00')));
    }

    public function testListsTheFreeBoatsOfAKind(): void
    {
        $this->fleet->book(new Booking('B1', 'Price', Slot::parse('2026-07-04 10:00-12:00'), ['K2']));
        $this->assertSame(['K1'], $this->fleet->freeOfKind('single-kayak', Slot::parse('2026-07-04 09:00-10:30')));
        $this->assertSame([], $this->fleet->freeOfKind('paddleboard', Slot::parse('2026-07-04 09:00-10:30')));
    }

    public function testRefusesADoubleBooking(): void
    {
        $this->fleet->book(new Booking('B1', 'Price', Slot::parse('2026-07-04 10:00-12:00'), ['C1']));
        $this->expectException(\DomainException::class);
        $this->expectExceptionMessage('boat C1 is out at 2026-07-04 11:00-12:30');
        $this->fleet->book(new Booking('B2', 'Hughes', Slot::parse('2026-07-04 11:00-12:30'), ['K1', 'C1']));
    }

    public function testRejectsAnUnknownBoat(): void
    {
        $this->expectException(\OutOfBoundsException::class);
        $this->fleet->isFree('P9', Slot::parse('2026-07-04 10:00-12:00'));
    }
}
