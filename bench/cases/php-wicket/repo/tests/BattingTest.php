<?php

declare(strict_types=1);

namespace Longmeadow\Wicket\Tests;

use Longmeadow\Wicket\Batting;
use PHPUnit\Framework\TestCase;

final class BattingTest extends TestCase
{
    public function testAverageIgnoresNotOuts(): void
    {
        $b = new Batting('Okafor');
        $b->addInnings(45, 38, true);
        $b->addInnings(12, 20, false);
        $b->addInnings(63, 51, true);
        self::assertSame(120, $b->runs());
        self::assertEqualsWithDelta(60.0, $b->average(), 1e-9);
    }

    public function testNoAverageBeforeTheFirstDismissal(): void
    {
        $b = new Batting('Pell');
        $b->addInnings(30, 25, false);
        self::assertNull($b->average());
    }

    public function testStrikeRate(): void
    {
        $b = new Batting('Okafor');
        $b->addInnings(45, 30, true);
        self::assertEqualsWithDelta(150.0, $b->strikeRate(), 1e-9);
    }

    public function testHighestScoreMarksNotOut(): void
    {
        $b = new Batting('Pell');
        $b->addInnings(87, 70, false);
        $b->addInnings(87, 60, true);
        $b->addInnings(102, 90, true);
        self::assertSame('102', $b->highestScore());
        $c = new Batting('Rudd');
        $c->addInnings(87, 70, true);
        $c->addInnings(87, 60, false);
        self::assertSame('87*', $c->highestScore());
        self::assertSame(1, $b->hundreds());
        self::assertSame(2, $b->fifties());
    }
}
