<?php

declare(strict_types=1);

namespace Insulation\Tests;

use Insulation\Loft;
use PHPUnit\Framework\TestCase;

final class LoftTest extends TestCase
{
    public function testAreas(): void
    {
        $loft = new Loft(7.6, 5.8, excludedM2: 1.2);
        self::assertEqualsWithDelta(44.08, $loft->floorArea(), 1e-9);
        self::assertEqualsWithDelta(42.88, $loft->insulatedArea(), 1e-9);
    }

    public function testBetweenJoistsOnlyWhenBelowTheJoistTops(): void
    {
        self::assertTrue((new Loft(5, 5, 100, 0))->needsBetweenJoists());
        self::assertTrue((new Loft(5, 5, 100, 75))->needsBetweenJoists());
        self::assertFalse((new Loft(5, 5, 100, 100))->needsBetweenJoists());
    }

    public function testFromSurvey(): void
    {
        $loft = Loft::fromSurvey([
            'length_m' => '9.0',
            'width_m' => '7.5',
            'existing_depth_mm' => '50',
            'excluded_m2' => '3',
        ]);
        self::assertSame(100, $loft->joistDepthMm);
        self::assertSame(50, $loft->existingDepthMm);
        self::assertEqualsWithDelta(64.5, $loft->insulatedArea(), 1e-9);
    }

    public function testSurveyNeedsDimensions(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        $this->expectExceptionMessage('width_m');
        Loft::fromSurvey(['length_m' => 6]);
    }

    public function testExcludedAreaWithinTheFloor(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        new Loft(3, 3, excludedM2: 10);
    }
}
