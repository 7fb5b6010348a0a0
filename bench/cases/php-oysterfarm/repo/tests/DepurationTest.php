<?php

declare(strict_types=1);

namespace Oysterfarm\Tests;

use Oysterfarm\Depuration;
use Oysterfarm\WaterClass;
use PHPUnit\Framework\TestCase;

final class DepurationTest extends TestCase
{
    public function testTanksNeeded(): void
    {
        $unit = new Depuration(4, 60);

        self::assertSame(240, $unit->capacity());
        self::assertSame(0, $unit->tanksNeeded(0));
        self::assertSame(1, $unit->tanksNeeded(60));
        self::assertSame(2, $unit->tanksNeeded(61));
    }

    public function testClassBGoesThroughAFullCycle(): void
    {
        $unit = new Depuration(4, 60);
        $release = $unit->releaseAt(new \DateTimeImmutable('2024-11-04 16:00'), WaterClass::B, 12.5);

        self::assertSame('2024-11-06 10:00', $release->format('Y-m-d H:i'));
    }

    public function testClassAIsReleasedAtOnce(): void
    {
        $unit = new Depuration(4, 60);
        $start = new \DateTimeImmutable('2024-11-04 16:00');

        self::assertEquals($start, $unit->releaseAt($start, WaterClass::A, 6.0));
    }

    public function testClassCCannotBeDepurated(): void
    {
        $this->expectException(\DomainException::class);
        (new Depuration(4, 60))->releaseAt(new \DateTimeImmutable('2024-11-04 16:00'), WaterClass::C, 12.0);
    }

    public function testColdWater(): void
    {
        $this->expectException(\DomainException::class);
        $this->expectExceptionMessage('Water at 7.9 °C is below the 8.0 °C minimum for depuration');
        (new Depuration(4, 60))->releaseAt(new \DateTimeImmutable('2024-01-10 08:00'), WaterClass::B, 7.9);
    }
}
