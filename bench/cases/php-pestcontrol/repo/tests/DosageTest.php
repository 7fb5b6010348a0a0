<?php

declare(strict_types=1);

namespace Pestcontrol\Tests;

use Pestcontrol\Dosage;
use Pestcontrol\Premises;
use PHPUnit\Framework\TestCase;

final class DosageTest extends TestCase
{
    public function testSmallHouseGetsMinimumStations(): void
    {
        $house = new Premises('12 Mill Lane', 85.0, 36.0);
        self::assertSame(4, Dosage::baitStations($house));
        self::assertSame(320, Dosage::baitGramsPerVisit($house));
    }

    public function testWarehouseStationsFollowPerimeter(): void
    {
        $shed = new Premises('Unit 4', 1200.0, 142.0, commercial: true);
        self::assertSame(15, Dosage::baitStations($shed));
    }

    public function testSprayRoundsUpToHalfLitre(): void
    {
        $flat = new Premises('Flat 3', 62.0, 34.0);
        // 62 m² x 50 ml = 3.1 l -> 3.5 l -> 35 ml concentrate
        self::assertSame(3.5, Dosage::sprayLitres($flat));
        self::assertSame(35, Dosage::concentrateMl($flat));
    }
}
