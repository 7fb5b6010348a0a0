<?php

declare(strict_types=1);

use Moorside\BirdSurvey\Visit;
use PHPUnit\Framework\TestCase;

final class VisitTest extends TestCase
{
    public function testReadsASheet(): void
    {
        $visit = Visit::fromSheet((string) file_get_contents(__DIR__ . '/fixtures/early.txt'));
        self::assertSame('2026-04-24', $visit->date->format('Y-m-d'));
        self::assertSame('J. Hale', $visit->observer);
        self::assertCount(14, $visit->observations);
        self::assertTrue($visit->isEarly());
    }

    public function testLateVisit(): void
    {
        self::assertFalse(Visit::fromSheet("2026-05-16 A. Moss\n1 WR 1 1")->isEarly());
        self::assertTrue(Visit::fromSheet("2026-05-15 A. Moss\n1 WR 1 1")->isEarly());
    }

    public function testNamesTheBadLine(): void
    {
        $this->expectExceptionMessage('line 3: unknown species code');
        Visit::fromSheet("2026-04-24 J. Hale\n1 WR 1 1\n2 QQ 1 1");
    }

    public function testNeedsADate(): void
    {
        $this->expectExceptionMessage('not a date: 2026-02-30');
        Visit::fromSheet("2026-02-30 J. Hale\n1 WR 1 1");
    }
}
