<?php

declare(strict_types=1);

namespace Thatcher\Tests;

use PHPUnit\Framework\TestCase;
use Thatcher\Estimate;
use Thatcher\Material;
use Thatcher\Ridge;
use Thatcher\Roof;

final class EstimateTest extends TestCase
{
    private function cottage(float $pitch = 50.0): Roof
    {
        return (new Roof(9.0, $pitch))
            ->addPlane('front', 9.0, 5.2)
            ->addPlane('back', 9.0, 5.2)
            ->addPlane('porch', 2.0, 1.5);
    }

    public function testWaterReedCottage(): void
    {
        $estimate = new Estimate($this->cottage(), Material::byCode('water-reed'), new Ridge('block-cut', 9.0));
        // 96.6 m² x 9 x 1.05 = 912.87 -> 913 bundles at £5.20
        // 96.6 m² / (5 m² x 2 thatchers) = 9.66 -> 10 days x 2 x £280
        self::assertSame([
            ['Norfolk water reed, 913 bundles', 474760],
            ['labour, 2 thatchers x 10.0 days', 560000],
            ['block-cut ridge, 9.0 m', 112500],
        ], $estimate->lines());
        self::assertSame(1147260, $estimate->netPence());
        self::assertSame(229452, $estimate->vatPence());
        self::assertSame(1376712, $estimate->totalPence());
    }

    public function testLabourRoundsUpToTheHalfDay(): void
    {
        $roof = (new Roof(5.0, 50.0))->addPlane('one side', 5.0, 4.2);
        // 21 m² / 10 m² a day = 2.1 -> 2.5 days
        $estimate = new Estimate($roof, Material::byCode('water-reed'), new Ridge('flush', 5.0));
        self::assertSame(2.5, $estimate->labourDays());
        self::assertSame(['labour, 2 thatchers x 2.5 days', 140000], $estimate->lines()[1]);
    }

    public function testThreeThatchersOnLongStraw(): void
    {
        $estimate = new Estimate(
            $this->cottage(),
            Material::byCode('long-straw'),
            new Ridge('flush', 9.0),
            30000,
            3,
        );
        // 96.6 / 15 = 6.44 -> 6.5 days
        self::assertSame(6.5, $estimate->labourDays());
        self::assertSame(585000, $estimate->lines()[1][1]);
    }

    public function testRenderWarnsOnAShallowPitch(): void
    {
        $estimate = new Estimate($this->cottage(42.0), Material::byCode('water-reed'), new Ridge('block-cut', 9.0));
        $lines = explode("\n", rtrim($estimate->render()));
        self::assertSame('WARNING: pitch 42° is below 45°', $lines[0]);
        self::assertStringEndsWith('£13,767.12', $lines[6]);
        self::assertStringStartsWith('total', $lines[6]);
    }
}
