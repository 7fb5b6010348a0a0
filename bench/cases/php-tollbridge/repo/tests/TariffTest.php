<?php

declare(strict_types=1);

namespace TollBridge\Tests;

use DateTimeImmutable;
use PHPUnit\Framework\TestCase;
use TollBridge\Tariff;
use TollBridge\VehicleClass;

final class TariffTest extends TestCase
{
    public function testPeakWindows(): void
    {
        $t = new Tariff();
        $this->assertTrue($t->isPeak(new DateTimeImmutable('2025-03-03 07:00')));
        $this->assertTrue($t->isPeak(new DateTimeImmutable('2025-03-03 09:29')));
        $this->assertFalse($t->isPeak(new DateTimeImmutable('2025-03-03 09:30')));
        $this->assertTrue($t->isPeak(new DateTimeImmutable('2025-03-07 17:45')));
        $this->assertFalse($t->isPeak(new DateTimeImmutable('2025-03-08 08:00')), 'Saturday');
        $this->assertFalse($t->isPeak(new DateTimeImmutable('2025-03-03 12:00')));
    }

    public function testFares(): void
    {
        $t = new Tariff();
        $offPeak = new DateTimeImmutable('2025-03-03 11:00');
        $peak = new DateTimeImmutable('2025-03-03 08:15');
        $this->assertSame(180, $t->fare(VehicleClass::Car, $offPeak));
        $this->assertSame(230, $t->fare(VehicleClass::Car, $peak));
        $this->assertSame(360, $t->fare(VehicleClass::Van, $peak));
        $this->assertSame(980, $t->fare(VehicleClass::Hgv, $peak));
        $this->assertSame(60, $t->fare(VehicleClass::Motorcycle, $peak));
    }

    public function testCustomFaresAndSurcharge(): void
    {
        $t = new Tariff([
            'M' => 50, '1' => 200, '2' => 300, '3' => 300, '4' => 500, '5' => 800,
        ], 50);
        $this->assertSame(300, $t->fare(VehicleClass::Car, new DateTimeImmutable('2025-03-04 16:00')));
        $this->assertSame(200, $t->base(VehicleClass::Car));
    }
}
