<?php

declare(strict_types=1);

namespace Oysterfarm\Tests;

use Oysterfarm\Grade;
use PHPUnit\Framework\TestCase;

final class GradeTest extends TestCase
{
    /** @return iterable<string, array{float, ?Grade}> */
    public static function weights(): iterable
    {
        yield 'undersize' => [29.4, null];
        yield 'rounds up into No. 5' => [29.5, Grade::Five];
        yield 'top of No. 5' => [45.0, Grade::Five];
        yield 'bottom of No. 4' => [46.0, Grade::Four];
        yield 'No. 3' => [70.2, Grade::Three];
        yield 'top of No. 2' => [120.4, Grade::Two];
        yield 'bottom of No. 1' => [120.5, Grade::One];
        yield 'top of No. 1' => [150.0, Grade::One];
        yield 'jumbo' => [212.0, Grade::Zero];
    }

    /** @dataProvider weights */
    public function testForWeight(float $grams, ?Grade $expected): void
    {
        self::assertSame($expected, Grade::forWeight($grams));
    }

    public function testBandsDoNotOverlapOrLeaveGaps(): void
    {
        $cases = Grade::cases();
        for ($i = 1; $i < count($cases); $i++) {
            self::assertSame($cases[$i - 1]->minGrams() - 1.0, $cases[$i]->maxGrams(), $cases[$i]->label());
        }
    }

    public function testRejectsNonPositiveWeight(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        Grade::forWeight(0.0);
    }

    public function testLabels(): void
    {
        self::assertSame('No. 3', Grade::Three->label());
        self::assertSame(Grade::Three, Grade::fromLabel('No. 3'));
        self::assertSame(Grade::One, Grade::fromLabel('no 1'));
        self::assertSame(Grade::Zero, Grade::fromLabel('0'));
    }

    public function testUnknownLabel(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        Grade::fromLabel('No. 7');
    }
}
