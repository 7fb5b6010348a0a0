<?php

declare(strict_types=1);

namespace Quayline\Tramstop\Tests;

use PHPUnit\Framework\TestCase;
use Quayline\Tramstop\Departure;
use Quayline\Tramstop\Timetable;

final class TimetableTest extends TestCase
{
    public function testRepeatingServiceIncludesTheLastDeparture(): void
    {
        $timetable = new Timetable();
        $timetable->addRepeating('Quay', '3', 'Harbour', 9 * 60, 10 * 60, 20);
        $minutes = array_map(static fn (Departure $d): int => $d->minute, $timetable->from('Quay', 0));
        $this->assertSame([540, 560, 580, 600], $minutes);
    }

    public function testFromSkipsDeparturesAlreadyGone(): void
    {
        $timetable = new Timetable();
        $timetable->add('Quay', new Departure('5', 'Old Town', 610));
        $timetable->add('Quay', new Departure('3', 'Harbour', 600));
        $timetable->add('Quay', new Departure('3', 'Harbour', 580));
        $lines = array_map(static fn (Departure $d): string => $d->line . '@' . $d->minute, $timetable->from('Quay', 590));
        $this->assertSame(['3@600', '5@610'], $lines);
    }

    public function testRejectsMinutesOutsideTheDay(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new Departure('3', 'Harbour', 24 * 60);
    }
}
