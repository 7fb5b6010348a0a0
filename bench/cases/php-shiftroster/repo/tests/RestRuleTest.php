<?php

declare(strict_types=1);

use Acme\Roster\RestRule;
use Acme\Roster\Roster;
use Acme\Roster\Shift;
use PHPUnit\Framework\TestCase;

final class RestRuleTest extends TestCase
{
    public function testReportsAShortTurnaround(): void
    {
        $roster = new Roster();
        $roster->add(Shift::parse('ana', 0, '14:00-22:00'));
        $roster->add(Shift::parse('ana', 1, '06:00-14:00'));
        $roster->add(Shift::parse('ben', 0, '06:00-14:00'));
        $roster->add(Shift::parse('ben', 1, '06:00-14:00'));
        $this->assertSame(['ana: Mon 14:00-22:00 then Tue 06:00-14:00 (8h rest)'], (new RestRule())->breaches($roster));
    }

    public function testAfterANightShift(): void
    {
        $roster = new Roster();
        $roster->add(Shift::parse('ben', 2, '22:00-06:00'));
        $roster->add(Shift::parse('ben', 3, '14:30-22:00'));
        $this->assertSame(['ben: Wed 22:00-06:00 then Thu 14:30-22:00 (8.5h rest)'], (new RestRule())->breaches($roster));
    }
}
