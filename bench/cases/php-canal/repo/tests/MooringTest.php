<?php

declare(strict_types=1);

use PHPUnit\Framework\TestCase;
use Towpath\Canal\Mooring;

final class MooringTest extends TestCase
{
    public function testMonthsCountsBothEnds(): void
    {
        $m = Fixtures::braunston();
        $this->assertSame(1, $m->months(new DateTimeImmutable('2025-05-01'), new DateTimeImmutable('2025-05-31')));
        $this->assertSame(4, $m->months(new DateTimeImmutable('2025-05-14'), new DateTimeImmutable('2025-08-02')));
        $this->assertSame(3, $m->months(new DateTimeImmutable('2025-11-01'), new DateTimeImmutable('2026-01-31')));
    }

    public function testMonthsRejectsABackwardsRange(): void
    {
        $this->expectException(InvalidArgumentException::class);
        Fixtures::braunston()->months(new DateTimeImmutable('2025-06-01'), new DateTimeImmutable('2025-05-01'));
    }

    public function testChargeIsPerBillableMetrePerMonth(): void
    {
        $m = Fixtures::braunston();
        $this->assertSame(18375, $m->charge(Fixtures::kingfisher(), new DateTimeImmutable('2025-06-01'), 1));
        $this->assertSame(14700, $m->charge(Fixtures::dabchick(), new DateTimeImmutable('2025-06-01'), 2));
    }

    public function testChargeNeedsAMonth(): void
    {
        $this->expectException(InvalidArgumentException::class);
        Fixtures::braunston()->charge(Fixtures::kingfisher(), new DateTimeImmutable('2025-06-01'), 0);
    }

    public function testDescribe(): void
    {
        $this->assertSame(
            'Mooring at Braunston, May 2025 to Aug 2025, 17.5 m',
            Fixtures::braunston()->describe(Fixtures::kingfisher(), new DateTimeImmutable('2025-05-14'), 4),
        );
    }

    public function testRateMustBePositive(): void
    {
        $this->expectException(InvalidArgumentException::class);
        new Mooring('Nowhere', 0);
    }
}
