<?php

declare(strict_types=1);

namespace Longmeadow\Wicket\Tests;

use Longmeadow\Wicket\Delivery;
use Longmeadow\Wicket\Innings;
use PHPUnit\Framework\TestCase;

final class InningsTest extends TestCase
{
    public function testExtrasAndLegalBalls(): void
    {
        $i = new Innings('Longmeadow');
        $i->record(new Delivery(1));
        $i->record(new Delivery(0, Delivery::WIDE, 4));
        $i->record(new Delivery(2, Delivery::NO_BALL));
        $i->record(new Delivery(0, Delivery::LEG_BYE, 1));
        self::assertSame(1 + 5 + 3 + 1, $i->runs());
        self::assertSame(2, $i->legalBalls());
        self::assertSame(7, $i->extras());
        self::assertSame('0.2', $i->overs());
    }

    public function testClosedAtTheOversLimit(): void
    {
        $i = new Innings('Longmeadow', 12);
        for ($n = 0; $n < 12; $n++) {
            $i->record(new Delivery(1));
        }
        self::assertTrue($i->isClosed());
        self::assertFalse($i->allOut());
        self::assertEqualsWithDelta(6.0, $i->runRate(), 1e-9);
        $this->expectException(\LogicException::class);
        $i->record(new Delivery());
    }

    public function testAllOutSummary(): void
    {
        $i = new Innings('Ashby', 120, 3);
        $i->record(new Delivery(4));
        $i->record(new Delivery(0, Delivery::NONE, 0, true));
        $i->record(new Delivery(0, Delivery::NONE, 0, true));
        self::assertSame('Ashby 4/2 (0.3 ov)', $i->summary());
        $i->record(new Delivery(0, Delivery::NONE, 0, true));
        self::assertTrue($i->allOut());
        self::assertSame('Ashby 4 (0.4 ov)', $i->summary());
    }
}
