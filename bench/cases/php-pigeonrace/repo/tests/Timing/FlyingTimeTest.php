<?php

declare(strict_types=1);

namespace PigeonRace\Tests\Timing;

use DateTimeImmutable;
use InvalidArgumentException;
use PHPUnit\Framework\TestCase;
use PigeonRace\Timing\FlyingTime;

final class FlyingTimeTest extends TestCase
{
    private static function seconds(string $liberated, string $arrived): int
    {
        return FlyingTime::seconds(new DateTimeImmutable($liberated), new DateTimeImmutable($arrived));
    }

    public function testSameDay(): void
    {
        self::assertSame(12330, self::seconds('2024-06-15 07:15:00', '2024-06-15 10:40:30'));
        self::assertSame(205.5, FlyingTime::minutes(
            new DateTimeImmutable('2024-06-15 07:15:00'),
            new DateTimeImmutable('2024-06-15 10:40:30'),
        ));
    }

    public function testLiberationBeforeDawnCountsFromDawn(): void
    {
        self::assertSame(5400, self::seconds('2024-06-15 05:00:00', '2024-06-15 07:00:00'));
    }

    public function testNightIsNotFlown(): void
    {
        // 24 h 25 min on the road less the 7 h 30 min of darkness
        self::assertSame(60900, self::seconds('2024-07-06 06:45:00', '2024-07-07 07:10:00'));
    }

    public function testArrivalInTheDark(): void
    {
        self::assertSame(54900, self::seconds('2024-07-06 06:45:00', '2024-07-06 23:00:00'));
    }

    public function testTwoNights(): void
    {
        // 49 h less two nights of 7 h 30 min
        self::assertSame(122400, self::seconds('2024-07-06 06:00:00', '2024-07-08 07:00:00'));
    }

    public function testArrivalMustFollowLiberation(): void
    {
        $this->expectException(InvalidArgumentException::class);
        self::seconds('2024-06-15 07:15:00', '2024-06-15 07:15:00');
    }
}
