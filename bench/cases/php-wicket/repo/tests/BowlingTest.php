<?php

declare(strict_types=1);

namespace Longmeadow\Wicket\Tests;

use Longmeadow\Wicket\Bowling;
use Longmeadow\Wicket\Delivery;
use PHPUnit\Framework\TestCase;

final class BowlingTest extends TestCase
{
    public function testByesAreNotChargedToTheBowler(): void
    {
        $b = new Bowling('Marsh');
        $b->bowl(new Delivery(4));
        $b->bowl(new Delivery(0, Delivery::BYE, 2));
        $b->bowl(new Delivery(0, Delivery::WIDE));
        self::assertSame(5, $b->runs());
        self::assertSame('0.2', $b->overs());
    }

    public function testMaidenNeedsNoRunsOffTheBowler(): void
    {
        $b = new Bowling('Marsh');
        for ($i = 0; $i < 5; $i++) {
            $b->bowl(new Delivery());
        }
        $b->bowl(new Delivery(0, Delivery::LEG_BYE, 1));
        self::assertSame(1, $b->maidens());
        $b->bowl(new Delivery(0, Delivery::WIDE));
        for ($i = 0; $i < 6; $i++) {
            $b->bowl(new Delivery());
        }
        self::assertSame(1, $b->maidens());
    }

    public function testRunOutIsNotTheBowlersWicket(): void
    {
        $b = new Bowling('Marsh');
        $b->bowl(new Delivery(0, Delivery::NONE, 0, true));
        $b->bowl(new Delivery(1, Delivery::NONE, 0, true, false));
        self::assertSame(1, $b->wickets());
        self::assertSame('1-1', $b->figures());
    }

    public function testEconomyAndAverage(): void
    {
        $b = new Bowling('Marsh');
        for ($i = 0; $i < 24; $i++) {
            $b->bowl(new Delivery($i % 4 === 0 ? 4 : 0, Delivery::NONE, 0, $i === 10));
        }
        self::assertSame('4', $b->overs());
        self::assertEqualsWithDelta(6.0, $b->economy(), 1e-9);
        self::assertEqualsWithDelta(24.0, $b->average(), 1e-9);
        self::assertNull((new Bowling('Nobody'))->average());
    }
}
