<?php

declare(strict_types=1);

use Acme\Roster\Roster;
use Acme\Roster\Shift;
use PHPUnit\Framework\TestCase;

final class RosterTest extends TestCase
{
    private function roster(): Roster
    {
        $roster = new Roster();
        foreach ([0, 1, 2, 3] as $day) {
            $roster->add(Shift::parse('ana', $day, '07:00-17:00'));
        }
        $roster->add(Shift::parse('ben', 4, '22:00-06:00'));
        $roster->add(Shift::parse('ben', 5, '22:00-06:00'));
        return $roster;
    }

    public function testHoursAddUp(): void
    {
        $this->assertSame(40.0, $this->roster()->hoursFor('ana'));
        $this->assertSame(16.0, $this->roster()->hoursFor('ben'));
        $this->assertSame(0.0, $this->roster()->hoursFor('cleo'));
    }

    public function testOvertimeIsBeyondTheContract(): void
    {
        $this->assertSame(2.5, $this->roster()->overtimeFor('ana'));
        $this->assertSame(0.0, $this->roster()->overtimeFor('ben'));
    }

    public function testShiftsComeInWeekOrder(): void
    {
        $roster = new Roster();
        $roster->add(Shift::parse('ana', 3, '07:00-15:00'));
        $roster->add(Shift::parse('ana', 1, '07:00-15:00'));
        $labels = array_map(static fn (Shift $s): string => $s->label(), $roster->shiftsOf('ana'));
        $this->assertSame(['Tue 07:00-15:00', 'Thu 07:00-15:00'], $labels);
    }

    public function testRejectsOverlappingShiftsAcrossMidnight(): void
    {
        $roster = new Roster();
        $roster->add(Shift::parse('ben', 0, '22:00-06:00'));
        $this->expectException(InvalidArgumentException::class);
        $roster->add(Shift::parse('ben', 1, '05:00-13:00'));
    }
}
