<?php

declare(strict_types=1);

use PHPUnit\Framework\TestCase;
use TownLib\Fines\Calendar;
use TownLib\Fines\Overdue;

final class OverdueTest extends TestCase
{
    public function testReturnedOnTimeIsNotOverdue(): void
    {
        $o = new Overdue(new Calendar());
        self::assertSame(0, $o->days(new DateTimeImmutable('2026-03-03'), new DateTimeImmutable('2026-03-03')));
        self::assertSame(0, $o->days(new DateTimeImmutable('2026-03-03'), new DateTimeImmutable('2026-03-01')));
    }

    public function testCountsOpenDaysWithinAWeek(): void
    {
        $o = new Overdue(new Calendar([new DateTimeImmutable('2026-03-05')]));
        // due Monday 2 March, back Saturday 7 March: Tue, Wed, Fri, Sat (Thursday is a holiday)
        self::assertSame(4, $o->days(new DateTimeImmutable('2026-03-02'), new DateTimeImmutable('2026-03-07')));
    }

    public function testGraceDays(): void
    {
        $o = new Overdue(new Calendar(), 2);
        self::assertSame(1, $o->days(new DateTimeImmutable('2026-03-02'), new DateTimeImmutable('2026-03-05')));
        self::assertSame(0, $o->days(new DateTimeImmutable('2026-03-02'), new DateTimeImmutable('2026-03-03')));
    }
}
