<?php

declare(strict_types=1);

namespace Quayline\Tramstop\Tests;

use PHPUnit\Framework\TestCase;
use Quayline\Tramstop\Departure;
use Quayline\Tramstop\DepartureBoard;
use Quayline\Tramstop\Timetable;

final class DepartureBoardTest extends TestCase
{
    private function morning(): Timetable
    {
        $timetable = new Timetable();
        $timetable->addRepeating('Quay', '3', 'Harbour', 8 * 60 + 5, 9 * 60 + 5, 15);
        $timetable->add('Quay', new Departure('5', 'Old Town', 8 * 60 + 12, 2));
        return $timetable;
    }

    public function testNearDeparturesCountDownAndFarOnesShowTheClock(): void
    {
        $board = new DepartureBoard($this->morning(), 'Quay');
        $this->assertSame([
            '3   Harbour        due',
            '5   Old Town       7 mins',
            '3   Harbour        15 mins',
            '3   Harbour        08:35',
        ], $board->lines(8 * 60 + 5));
    }

    public function testShowsOnlyTheRowsItHas(): void
    {
        $board = new DepartureBoard($this->morning(), 'Quay', 3);
        $this->assertSame([
            '3   Harbour        5 mins',
            '3   Harbour        08:50',
            '3   Harbour        09:05',
        ], $board->lines(8 * 60 + 30));
    }

    public function testEmptyBoard(): void
    {
        $board = new DepartureBoard($this->morning(), 'Quay');
        $this->assertSame(['No more trams today'], $board->lines(22 * 60));
    }
}
