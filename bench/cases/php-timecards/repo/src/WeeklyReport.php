<?php

declare(strict_types=1);

namespace Fieldwork\Timecards;

use Fieldwork\Timecards\Format\ReportFormatter;

final class WeeklyReport
{
    public function __construct(
        private readonly Timesheet $sheet,
        private readonly int $hourlyRateCents,
        private readonly ReportFormatter $format = new ReportFormatter(),
    ) {
    }

    /** @return list<string> */
    public function lines(): array
    {
        $lines = [];
        foreach ($this->sheet->byWeek() as $week => $minutes) {
            $lines[] = sprintf('%s  %s  %s', $week, $this->format->duration($minutes), $this->pay($minutes));
        }
        $total = $this->sheet->totalMinutes();
        $lines[] = sprintf('Total     %s  %s', $this->format->duration($total), $this->pay($total));
        return $lines;
    }

    private function pay(int $minutes): string
    {
        return $this->format->money(intdiv($minutes * $this->hourlyRateCents, 60));
    }
}
