<?php

declare(strict_types=1);

namespace Harbourmaster\Quaydues\Tests;

use DateTimeImmutable;
use Harbourmaster\Quaydues\Season;
use PHPUnit\Framework\TestCase;

final class SeasonTest extends TestCase
{
    /** @dataProvider days */
    public function testSeasonOfADay(string $day, string $season): void
    {
        self::assertSame($season, Season::of(new DateTimeImmutable($day)));
    }

    /** @return array<string, array{string, string}> */
    public function days(): array
    {
        return [
            'new year' => ['2025-01-01', Season::LOW],
            'end of March' => ['2025-03-31', Season::LOW],
            'April' => ['2025-04-01', Season::SHOULDER],
            'end of May' => ['2025-05-31', Season::SHOULDER],
            'June' => ['2025-06-01', Season::HIGH],
            'end of September' => ['2025-09-30', Season::HIGH],
            'October' => ['2025-10-01', Season::LOW],
        ];
    }

    public function testRates(): void
    {
        self::assertSame(210, Season::rate(Season::LOW));
        self::assertSame(260, Season::rate(Season::SHOULDER));
        self::assertSame(320, Season::rate(Season::HIGH));
    }
}
