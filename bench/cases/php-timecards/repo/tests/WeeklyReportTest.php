<?php

declare(strict_types=1);

use Fieldwork\Timecards\Timesheet;
use Fieldwork\Timecards\WeeklyReport;
use PHPUnit\Framework\TestCase;

final class WeeklyReportTest extends TestCase
{
    public function testLines(): void
    {
        $sheet = Timesheet::fromText("2026-03-02 8:00 harbour-survey\n2026-03-10 7:30 dune-transect\n");
        $report = new WeeklyReport($sheet, 2400);
        $this->assertSame([
            '2026-W10  8h  EUR 192.00',
            '2026-W11  7h 30m  EUR 180.00',
            'Total     15h 30m  EUR 372.00',
        ], $report->lines());
    }
}
