<?php

declare(strict_types=1);

use Fieldwork\Timecards\Entry;
use Fieldwork\Timecards\Timesheet;
use PHPUnit\Framework\TestCase;

final class TimesheetTest extends TestCase
{
    private const SHEET = <<<TXT
        # week of 2 March
        2026-03-02 8:00 harbour-survey
        2026-03-03 7:30 harbour-survey
        2026-03-05 4:15 dune-transect
        2026-03-09 8:00 dune-transect
        TXT;

    public function testParsesEntries(): void
    {
        $entry = Entry::parse('2026-03-03 7:30 harbour-survey');
        $this->assertSame(450, $entry->minutes);
        $this->assertSame('harbour-survey', $entry->project);
    }

    public function testRejectsBadLines(): void
    {
        $this->expectException(InvalidArgumentException::class);
        Entry::parse('2026-02-30 7:30 harbour-survey');
    }

    public function testTotals(): void
    {
        $sheet = Timesheet::fromText(self::SHEET);
        $this->assertSame(1665, $sheet->totalMinutes());
        $this->assertSame(['harbour-survey' => 930, 'dune-transect' => 735], $sheet->byProject());
    }

    public function testGroupsByWeek(): void
    {
        $sheet = Timesheet::fromText(self::SHEET);
        $this->assertSame(['2026-W10' => 1185, '2026-W11' => 480], $sheet->byWeek());
    }

    public function testWeekAcrossNewYear(): void
    {
        $sheet = Timesheet::fromText(<<<TXT
            2025-12-30 8:00 winter-count
            2026-01-02 6:00 winter-count
            2025-12-23 5:00 winter-count
            TXT);
        $this->assertSame(['2025-W52' => 300, '2026-W01' => 840], $sheet->byWeek());
    }
}
