<?php

declare(strict_types=1);

use Acme\Roster\Shift;
use PHPUnit\Framework\TestCase;

final class ShiftTest extends TestCase
{
    public function testParsesADayShift(): void
    {
        $shift = Shift::parse('ana', 0, '07:00 - 15:30');
        $this->assertSame([420, 930], [$shift->startMinute, $shift->endMinute]);
        $this->assertSame(510, $shift->minutes());
        $this->assertFalse($shift->crossesMidnight());
    }

    public function testANightShiftRunsIntoTheNextDay(): void
    {
        $shift = Shift::parse('ben', 6, '22:00-06:00');
        $this->assertTrue($shift->crossesMidnight());
        $this->assertSame(480, $shift->minutes());
        $this->assertSame(6 * 1440 + 1320, $shift->weekStart());
        $this->assertSame('Sun 22:00-06:00', $shift->label());
    }

    public function testRejectsNonsense(): void
    {
        $this->expectException(InvalidArgumentException::class);
        Shift::parse('ana', 0, '25:00-26:00');
    }
}
