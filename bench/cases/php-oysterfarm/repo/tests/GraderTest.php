<?php

declare(strict_types=1);

namespace Oysterfarm\Tests;

use Oysterfarm\Grade;
use Oysterfarm\Grader;
use Oysterfarm\GradingResult;
use PHPUnit\Framework\TestCase;

final class GraderTest extends TestCase
{
    public function testGradesASample(): void
    {
        $result = (new Grader())->grade([22, 38, 41, 52, 60, 63, 71, 90, 95, 130]);

        self::assertSame(1, $result->undersize);
        self::assertSame(2, $result->count(Grade::Five));
        self::assertSame(3, $result->count(Grade::Four));
        self::assertSame(1, $result->count(Grade::Three));
        self::assertSame(2, $result->count(Grade::Two));
        self::assertSame(1, $result->count(Grade::One));
        self::assertSame(0, $result->count(Grade::Zero));
        self::assertSame(9, $result->graded());
        self::assertSame(10, $result->total());
        self::assertSame(66.2, $result->meanGrams);
    }

    public function testShares(): void
    {
        $result = new GradingResult(['3' => 6, '4' => 3], 1, 70.0);

        self::assertEqualsWithDelta(0.6, $result->share(Grade::Three), 1e-9);
        self::assertEqualsWithDelta(0.3, $result->share(Grade::Four), 1e-9);
        self::assertEqualsWithDelta(0.1, $result->undersizeShare(), 1e-9);
        self::assertSame(0.0, $result->share(Grade::One));
    }

    public function testDominantPrefersTheBiggerGradeOnATie(): void
    {
        self::assertSame(Grade::Two, (new GradingResult(['2' => 4, '3' => 4, '4' => 1], 0, 90.0))->dominant());
        self::assertSame(Grade::Four, (new GradingResult(['2' => 1, '4' => 5], 2, 60.0))->dominant());
        self::assertNull((new GradingResult([], 3, 20.0))->dominant());
    }

    public function testEmptySample(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        (new Grader())->grade([]);
    }

    public function testRejectsUnknownGrade(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new GradingResult(['6' => 1], 0, 20.0);
    }
}
