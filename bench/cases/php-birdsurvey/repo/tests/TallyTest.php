<?php

declare(strict_types=1);

use Moorside\BirdSurvey\Tally;
use Moorside\BirdSurvey\Visit;
use PHPUnit\Framework\TestCase;

final class TallyTest extends TestCase
{
    private static function sheet(string $name): Visit
    {
        return Visit::fromSheet((string) file_get_contents(__DIR__ . "/fixtures/$name.txt"));
    }

    public function testVisitLeavesOutFlyingBirds(): void
    {
        $counts = Tally::visit(self::sheet('early'));
        self::assertSame(4, $counts['WR']);
        self::assertSame(3, $counts['S.']);
        self::assertArrayNotHasKey('LI', $counts);
    }

    public function testSeasonTakesTheLargerVisit(): void
    {
        $season = Tally::season(self::sheet('early'), self::sheet('late'));
        self::assertSame(3, $season['S.']);
        self::assertSame(2, $season['B.']);
        self::assertSame(4, $season['WR']);
        self::assertCount(12, $season);
    }

    public function testSeasonWantsEarlyThenLate(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        Tally::season(self::sheet('late'), self::sheet('early'));
    }
}
