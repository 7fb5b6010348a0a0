<?php

declare(strict_types=1);

namespace Glenroad\Campervan\Tests;

use Glenroad\Campervan\Season;
use PHPUnit\Framework\TestCase;

final class SeasonTest extends TestCase
{
    public function testSummerIsHighSeason(): void
    {
        $this->assertSame(150, Season::multiplierFor(new \DateTimeImmutable('2027-07-01')));
        $this->assertSame('high', Season::nameFor(new \DateTimeImmutable('2027-08-31')));
    }

    public function testShoulderMonths(): void
    {
        foreach (['2027-05-01', '2027-06-15', '2027-09-30'] as $day) {
            $this->assertSame('shoulder', Season::nameFor(new \DateTimeImmutable($day)));
        }
    }

    public function testWinterIsLowSeason(): void
    {
        $this->assertSame(100, Season::multiplierFor(new \DateTimeImmutable('2027-01-10')));
        $this->assertSame('low', Season::nameFor(new \DateTimeImmutable('2027-10-01')));
    }
}
