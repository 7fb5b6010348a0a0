<?php

declare(strict_types=1);

use Borough\Planning\Application;
use Borough\Planning\Dates;
use Borough\Planning\FeeSchedule;
use PHPUnit\Framework\TestCase;

final class FeeScheduleTest extends TestCase
{
    private function app(string $type, int $dwellings = 0, int $m2 = 0): Application
    {
        return new Application('26/0001/' . strtoupper(substr($type, 0, 3)), $type, Dates::parse('02/11/2026'), $dwellings, $m2);
    }

    public function testFlatFees(): void
    {
        $schedule = new FeeSchedule();
        $this->assertSame(25_800, $schedule->fee($this->app('householder')));
        $this->assertSame(57_800, $schedule->fee($this->app('change-of-use')));
        $this->assertSame(16_500, $schedule->fee($this->app('advertisement')));
        $this->assertSame(12_000, $schedule->fee($this->app('prior-approval')));
    }

    public function testDwellings(): void
    {
        $schedule = new FeeSchedule();
        $this->assertSame(57_800, $schedule->fee($this->app('dwellings', 1)));
        $this->assertSame(578_000, $schedule->fee($this->app('dwellings', 10)));
        $this->assertSame(634_500 + 2 * 18_800, $schedule->fee($this->app('dwellings', 12)));
    }

    public function testFloorspace(): void
    {
        $schedule = new FeeSchedule();
        $this->assertSame(29_300, $schedule->fee($this->app('floorspace', 0, 40)));
        $this->assertSame(57_800, $schedule->fee($this->app('floorspace', 0, 75)));
        $this->assertSame(115_600, $schedule->fee($this->app('floorspace', 0, 76)));
    }

    public function testUnknownType(): void
    {
        $this->expectException(InvalidArgumentException::class);
        $this->app('demolition');
    }
}
