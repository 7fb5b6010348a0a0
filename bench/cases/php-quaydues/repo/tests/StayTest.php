<?php

declare(strict_types=1);

namespace Harbourmaster\Quaydues\Tests;

use Harbourmaster\Quaydues\Stay;
use Harbourmaster\Quaydues\Vessel;
use PHPUnit\Framework\TestCase;

final class StayTest extends TestCase
{
    private Vessel $vessel;

    protected function setUp(): void
    {
        $this->vessel = new Vessel('Kittiwake', 9.4, 3.2);
    }

    public function testNightsBetweenArrivalAndDeparture(): void
    {
        self::assertSame(3, Stay::of($this->vessel, '2025-07-01', '2025-07-04')->nights());
        self::assertSame(1, Stay::of($this->vessel, '2025-12-31', '2026-01-01')->nights());
    }

    public function testDepartureMustBeAfterArrival(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        Stay::of($this->vessel, '2025-07-04', '2025-07-04');
    }

    public function testRejectsImpossibleDates(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        Stay::of($this->vessel, '2025-02-30', '2025-03-02');
    }

    public function testChargeableMetresRoundUp(): void
    {
        self::assertSame(10, $this->vessel->chargeableMetres());
        self::assertSame(8, (new Vessel('Puffin', 8.0, 2.8))->chargeableMetres());
    }
}
