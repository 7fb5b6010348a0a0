<?php

declare(strict_types=1);

namespace Lambing\Tests;

use Lambing\EarTag;
use Lambing\PenAllocator;
use OverflowException;
use PHPUnit\Framework\TestCase;

final class PenAllocatorTest extends TestCase
{
    public function testStayByLitterSize(): void
    {
        self::assertSame(24, PenAllocator::stayHours(1));
        self::assertSame(36, PenAllocator::stayHours(2));
        self::assertSame(48, PenAllocator::stayHours(3));
        self::assertSame(48, PenAllocator::stayHours(4));
    }

    public function testLowestFreePen(): void
    {
        $pens = new PenAllocator(3);
        self::assertSame(1, $pens->admit(Fixtures::tag(101), 2, Fixtures::at('2026-03-20 07:00')));
        self::assertSame(2, $pens->admit(Fixtures::tag(102), 1, Fixtures::at('2026-03-20 14:30')));
        self::assertSame(3, $pens->admit(Fixtures::tag(103), 3, Fixtures::at('2026-03-21 03:00')));
        self::assertSame(0, $pens->free());

        $out = $pens->turnOut(Fixtures::at('2026-03-21 15:00'));
        self::assertSame(['UK0 541203 00102'], array_map('strval', $out));
        self::assertSame(2, $pens->admit(Fixtures::tag(105), 2, Fixtures::at('2026-03-22 09:30')));
    }

    public function testDueOut(): void
    {
        $pens = new PenAllocator(2);
        $pens->admit(Fixtures::tag(103), 3, Fixtures::at('2026-03-21 03:00'));
        self::assertEquals(Fixtures::at('2026-03-23 03:00'), $pens->dueOut(1));
        self::assertNull($pens->dueOut(2));
    }

    public function testTurnOutInPenOrder(): void
    {
        $pens = new PenAllocator(4);
        $pens->admit(Fixtures::tag(101), 2, Fixtures::at('2026-03-20 07:00'));
        $pens->admit(Fixtures::tag(102), 1, Fixtures::at('2026-03-20 14:30'));
        $pens->admit(Fixtures::tag(103), 1, Fixtures::at('2026-03-20 16:00'));
        $out = $pens->turnOut(Fixtures::at('2026-03-21 19:00'));
        self::assertSame(['UK0 541203 00101', 'UK0 541203 00102', 'UK0 541203 00103'], array_map('strval', $out));
        self::assertSame(0, $pens->occupied());
    }

    public function testFullShed(): void
    {
        $pens = new PenAllocator(1);
        $pens->admit(Fixtures::tag(101), 2, Fixtures::at('2026-03-20 07:00'));
        $this->expectException(OverflowException::class);
        $pens->admit(EarTag::parse('UK0 541203 00102'), 1, Fixtures::at('2026-03-20 08:00'));
    }
}
