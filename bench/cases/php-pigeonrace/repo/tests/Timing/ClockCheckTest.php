<?php

declare(strict_types=1);

namespace PigeonRace\Tests\Timing;

use DateTimeImmutable;
use InvalidArgumentException;
use PHPUnit\Framework\TestCase;
use PigeonRace\Timing\ClockCheck;

final class ClockCheckTest extends TestCase
{
    private function clock(string $reading): ClockCheck
    {
        return new ClockCheck(
            new DateTimeImmutable('2024-06-14 19:00:00'),
            new DateTimeImmutable('2024-06-15 19:00:00'),
            new DateTimeImmutable($reading),
        );
    }

    public function testVariation(): void
    {
        self::assertSame(60, $this->clock('2024-06-15 19:01:00')->variationSeconds());
        self::assertSame(-40, $this->clock('2024-06-15 18:59:20')->variationSeconds());
        self::assertSame(0, $this->clock('2024-06-15 19:00:00')->variationSeconds());
    }

    public function testGainIsTakenOffProRata(): void
    {
        $corrected = $this->clock('2024-06-15 19:01:00')->correct(new DateTimeImmutable('2024-06-15 07:00:00'));

        self::assertSame('2024-06-15 06:59:30', $corrected->format('Y-m-d H:i:s'));
    }

    public function testLossIsAddedProRata(): void
    {
        $corrected = $this->clock('2024-06-15 18:59:20')->correct(new DateTimeImmutable('2024-06-15 13:00:00'));

        self::assertSame('2024-06-15 13:00:30', $corrected->format('Y-m-d H:i:s'));
    }

    public function testTrueClockChangesNothing(): void
    {
        $struck = new DateTimeImmutable('2024-06-15 09:12:45');

        self::assertEquals($struck, $this->clock('2024-06-15 19:00:00')->correct($struck));
    }

    public function testStruckBeforeSettingIsRejected(): void
    {
        $this->expectException(InvalidArgumentException::class);
        $this->clock('2024-06-15 19:00:10')->correct(new DateTimeImmutable('2024-06-14 18:00:00'));
    }

    public function testVariationOverTenMinutesIsRejected(): void
    {
        $this->expectException(InvalidArgumentException::class);
        $this->clock('2024-06-15 19:10:01');
    }

    public function testCheckBeforeSetIsRejected(): void
    {
        $this->expectException(InvalidArgumentException::class);
        new ClockCheck(
            new DateTimeImmutable('2024-06-15 19:00:00'),
            new DateTimeImmutable('2024-06-14 19:00:00'),
            new DateTimeImmutable('2024-06-14 19:00:00'),
        );
    }
}
