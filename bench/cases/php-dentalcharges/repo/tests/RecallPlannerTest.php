<?php

declare(strict_types=1);

namespace Brightsmile\Dental\Tests;

use Brightsmile\Dental\RecallPlanner;
use InvalidArgumentException;
use PHPUnit\Framework\TestCase;

final class RecallPlannerTest extends TestCase
{
    public function testAdultIntervals(): void
    {
        $planner = new RecallPlanner();
        $on = Fixtures::day('2026-03-18');
        self::assertSame(3, $planner->intervalMonths(Fixtures::adult(), $on, 'high'));
        self::assertSame(12, $planner->intervalMonths(Fixtures::adult(), $on, 'medium'));
        self::assertSame(24, $planner->intervalMonths(Fixtures::adult(), $on, 'low'));
    }

    public function testChildrenAreSeenAtLeastYearly(): void
    {
        $planner = new RecallPlanner();
        $on = Fixtures::day('2026-03-18');
        self::assertSame(6, $planner->intervalMonths(Fixtures::child(), $on, 'medium'));
        self::assertSame(12, $planner->intervalMonths(Fixtures::child(), $on, 'low'));
    }

    public function testAdultIntervalFromTheEighteenthBirthday(): void
    {
        $planner = new RecallPlanner();
        self::assertSame(12, $planner->intervalMonths(Fixtures::school(), Fixtures::day('2026-03-14'), 'low'));
        self::assertSame(24, $planner->intervalMonths(Fixtures::school(), Fixtures::day('2026-03-15'), 'low'));
    }

    public function testNextRecall(): void
    {
        $next = (new RecallPlanner())->nextRecall(Fixtures::adult(), Fixtures::day('2026-03-18'), 'high');
        self::assertSame('2026-06-18', $next->format('Y-m-d'));
    }

    public function testAddMonthsKeepsToTheEndOfShortMonths(): void
    {
        self::assertSame('2026-02-28', RecallPlanner::addMonths(Fixtures::day('2025-08-31'), 6)->format('Y-m-d'));
        self::assertSame('2028-02-28', RecallPlanner::addMonths(Fixtures::day('2026-02-28'), 24)->format('Y-m-d'));
        self::assertSame('2028-02-29', RecallPlanner::addMonths(Fixtures::day('2027-11-30'), 3)->format('Y-m-d'));
        self::assertSame('2026-04-30', RecallPlanner::addMonths(Fixtures::day('2026-01-30'), 3)->format('Y-m-d'));
    }

    public function testUnknownRisk(): void
    {
        $this->expectException(InvalidArgumentException::class);
        (new RecallPlanner())->intervalMonths(Fixtures::adult(), Fixtures::day('2026-03-18'), 'severe');
    }
}
